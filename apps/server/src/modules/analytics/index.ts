export { analyticsRoutes } from './routes.js';
export {
  ANALYTICS_ERRORS,
  createAnalyticsService,
  sqlState,
  type AnalyticsService,
  type AnalyticsServiceOptions,
} from './run-query.js';
export { runDashboardTab } from './dashboard-tab.js';
export { checkAreaReading } from './area-access.js';
export { compileQuery, compileExport, type CompiledQuery } from './compile.js';
export { likeLiteral, QueryError } from './compile-where.js';
export { createAnalyticsRegistry, type AnalyticsRegistry, type CustomFieldDefinition } from './registry.js';
export { createQueryCache, type QueryCache } from './cache.js';
export { createRollupRefresher, type RollupRefresher } from './rollups/refresher.js';
export { CASE_ROLLUPS_JOB } from './rollups/refresh.js';
