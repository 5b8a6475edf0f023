export * from './metrics.js';
export * from './recent-cases.js';
export * from './text.js';
