export * from './case-detail.js';
export * from './text.js';
