export { toxCaseRoutes } from './routes.js';
export { toxInsightsJob, type InsightWriter } from './insights-job.js';
