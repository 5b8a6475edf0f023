/**
 * Every table: the accounts, workspaces and imports (core-schema.ts), the cases they hold (case-schema.ts) and
 * the published public dashboards (public-schema.ts), custom dashboards (dashboard-schema.ts) and toxicology
 * cases (tox-schema.ts).
 */
export * from './core-schema.js';
export * from './case-schema.js';
export * from './public-schema.js';
export * from './dashboard-schema.js';
export * from './tox-schema.js';
