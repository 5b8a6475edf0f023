import { accountScenarios } from './account.js';
import { dashboardScenarios } from './dashboards.js';
import { dataScenarios } from './data.js';
import type { Scenario } from './scenario.js';
import { workspaceScenarios } from './workspaces.js';

export { READ_ONLY_ROUTES } from './read-only-routes.js';
export { activitiesOf, type Scenario } from './scenario.js';

/** A successful call of every non-GET route under /v2 that changes something, by `METHOD /path`. */
export const SCENARIOS: Record<string, Scenario> = {
  ...accountScenarios,
  ...workspaceScenarios,
  ...dataScenarios,
  ...dashboardScenarios,
};
