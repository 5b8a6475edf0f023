// `@hde/contracts/text`: what users read, exactly as the specification words it.
export * from './messages.js';
export * from './ui-text.js';
export * from './account-verification-text.js';
export * from './module-manager-text.js';
export * from './workspace-users-text.js';
export * from './workspace-text.js';
export * from './import-text.js';
export * from './import-wizard-text.js';
export * from './file-uploads-text.js';
export * from './import-run-text.js';
export * from './ledger-text.js';
export * from './map-text.js';
export * from './public-dashboard-text.js';
export * from './analytics/text.js';
export * from './overview/text.js';
export * from './cases/text.js';
export * from './dashboards-text.js';
