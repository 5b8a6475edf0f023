export { analyticsRoutes, dashboardRouteParams, queryErrors, refuseTooDeepBody } from './routes.js';
export {
  createAnalyticsService,
  sqlState,
  namedQueryError,
  translateQueryFailure,
  type AnalyticsService,
} from './run-query.js';
export { runDashboardTab } from './dashboard-tab.js';
export { checkAreaReading } from './area-access.js';
export { compileQuery, compileRows, type CompiledQuery } from './compile.js';
export { csvLine } from './csv.js';
export { likeLiteral } from './compile-where.js';
export { createAnalyticsRegistry } from './registry.js';
export { canonicalJson, createQueryCache } from './cache.js';
export { createRollupRefresher } from './rollups/refresher.js';
export { CASE_ROLLUPS_JOB } from './rollups/refresh.js';
export {
  ALIASES,
  type AnalyticsRegistry,
  type AreaRegistry,
  type AreaSource,
  type ResolvedField,
} from './registry.js';
export { QueryError } from './compile-where.js';
