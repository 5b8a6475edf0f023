import type { AnalyticsArea } from '@hde/contracts/api';
import { workspaceDataKey } from '../../../lib/workspaces/workspace-data-key';

const app = '/v2/app';
const id = (workspaceId: string) => encodeURIComponent(workspaceId);

/** Paths of the overview calls (spec part 2 §2.6, §7.2), on the app API. */
export const OVERVIEW_PATHS = {
  recentCases: (workspaceId: string) => `${app}/workspace/${id(workspaceId)}/recent-cases`,
  metrics: (workspaceId: string) => `${app}/workspace/${id(workspaceId)}/metrics`,
  query: (workspaceId: string, area: AnalyticsArea) => `${app}/${area}/dashboard/${id(workspaceId)}/query`,
} as const;

/** Everything the overview shows is workspace data: a finished import (which invalidates that key) reloads it. */
const overviewDataKey = (workspaceId: string) => [...workspaceDataKey(workspaceId), 'overview'] as const;
export const workspaceCountKey = (workspaceId: string, area: AnalyticsArea) =>
  [...overviewDataKey(workspaceId), 'count', area] as const;
export const recentCasesKey = (workspaceId: string, skip: number) =>
  [...overviewDataKey(workspaceId), 'recent-cases', skip] as const;
/** `year` undefined: the server's default year (that of the latest death). */
export const metricsKey = (workspaceId: string, year: number | undefined) =>
  [...overviewDataKey(workspaceId), 'metrics', year ?? 'default'] as const;
