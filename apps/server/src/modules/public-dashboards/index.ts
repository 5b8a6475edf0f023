/** The public-dashboards module's entry: its routes for the app and its publish job for the job runner. */
export { publicDashboardRoutes, publicReportRoutes } from './routes.js';
export { publicDashboardSyncJob } from './publish.js';
