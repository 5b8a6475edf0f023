/** The public-dashboards module's entry: its routes for the app and its publish job for the job runner. */
export { publicDashboardRoutes, publicReportRoutes } from './routes.js';
export { publicDashboardSyncJob } from './publish.js';
/** Disclosure control as publishing runs it, for custom dashboards' published answers. */
export { computePublication, lastFullYearOf, type RunQuery } from './publication.js';
export { publishedBodyKey } from './published-answers.js';
