/** Every table: the accounts, workspaces and imports (core-schema.ts) and the cases they hold (case-schema.ts). */
export * from './core-schema.js';
export * from './case-schema.js';
