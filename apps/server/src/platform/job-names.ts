/** The case search index job: enqueued by the import pipeline, handled by the cases module. */
export const CASE_SEARCH_INDEX_JOB = 'index-case-search';

/**
 * Publishes a workspace's public dashboard: enqueued by the workspaces module (enabling, an import's end, a new
 * dashboard configuration), handled by the public-dashboards module.
 */
export const PUBLIC_DASHBOARD_SYNC_JOB = 'public-dashboard-sync';

/**
 * Computes a custom dashboard's stored answers (its snapshot, its published aggregates): enqueued by the dashboards
 * module when a dashboard is created or changed and by an import's end for the workspace's dashboards, handled by
 * the dashboards module.
 */
export const DASHBOARD_ANSWERS_JOB = 'dashboard-answers';

/**
 * Seals a new toxicology case version in the ledger and writes its insight: enqueued by the tox-cases module with
 * every save, handled by the tox-cases module.
 */
export const TOX_INSIGHTS_JOB = 'tox-insights';
