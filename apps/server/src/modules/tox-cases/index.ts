export { toxCaseRoutes } from './routes.js';
export { toxInsightsJob, type InsightWriter } from './insights-job.js';
export { seedSampleCases } from './sample-cases.js';
