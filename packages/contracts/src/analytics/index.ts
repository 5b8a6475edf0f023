export * from './query.js';
export * from './fields.js';
export * from './filters.js';
export * from './dashboards.js';
export * from './dashboard-window.js';
export * from './text.js';
export * from './field-display.js';
export * from './csv-export.js';
