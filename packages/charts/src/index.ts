export * from './theme-palette.js';
