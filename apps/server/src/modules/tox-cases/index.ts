export { toxCaseRoutes } from './routes.js';
export { toxInsightsJob } from './insights-job.js';
export { seedSampleCases } from './sample-cases.js';
export { deriveMissingEntries } from './derive-missing.js';
export { substanceOf } from './derived.js';
