// `@hde/contracts`: the product's core vocabulary. Schemas are under `/api`, texts under `/text`, fields under
// `/fields`.
export * from './enums.js';
export * from './constants.js';
export * from './permissions.js';
export * from './modules.js';
export * from './phone.js';
export * from './analytics/dashboards.js';
export * from './analytics/dashboard-window.js';
export * from './tox/overview.js';
export * from './tox/iso-week.js';
export * from './activity/activity-log.js';
