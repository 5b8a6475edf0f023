/** The dashboards module's entry: its access check, routes and job for the app, its republish hook for imports. */
export { createDashboardAccess } from './access.js';
export { createDashboardAnswers } from './answers-service.js';
export { dashboardViewerRoutes, publicDashboardViewerRoutes } from './viewer-routes.js';
export { dashboardAnswersJob } from './job.js';
export { requestDashboardsRepublish } from './publication-requests.js';
