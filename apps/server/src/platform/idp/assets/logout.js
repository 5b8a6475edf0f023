document.addEventListener('DOMContentLoaded', () => document.querySelector('form')?.submit());
