import type { FilterEntry } from '@hde/contracts/api';

/** Which API answers a custom dashboard: the signed-in app (exact answers) or the public one (published aggregates). */
export type DashboardBase = 'app' | 'public';

const id = (value: string) => encodeURIComponent(value);

/** Paths of the custom dashboard calls a viewer makes (spec part 2 §7.2, §7.3). */
export const DASHBOARD_VIEWER_PATHS = {
  definition: (base: DashboardBase, dashboardId: string) => `/v2/${base}/dashboards/${id(dashboardId)}`,
  queryMultiple: (base: DashboardBase, dashboardId: string) =>
    `/v2/${base}/query/dashboard/${id(dashboardId)}/query/multiple`,
  /** The creator's PDF report: signed in only. */
  report: (dashboardId: string) => `/v2/app/query/dashboard/${id(dashboardId)}/report`,
  unlock: (dashboardId: string) => `/v2/public/dashboards/${id(dashboardId)}/unlock`,
  details: (workspaceId: string, dashboardId: string) =>
    `/v2/app/workspaces/${id(workspaceId)}/dashboards/${id(dashboardId)}`,
} as const;

/** Everything cached of one custom dashboard, whatever the base. */
export const customDashboardKey = (dashboardId: string) => ['custom-dashboard', dashboardId] as const;

/** The viewer token is part of the key: a new token asks again, a dropped one never reuses its answer. */
export const dashboardDefinitionKey = (
  dashboardId: string,
  base: DashboardBase,
  viewerToken: string | null,
) => [...customDashboardKey(dashboardId), 'definition', base, viewerToken] as const;

export const dashboardTabResultsKey = (
  dashboardId: string,
  base: DashboardBase,
  viewerToken: string | null,
  request: { tabId: string; version: string; rawFilters: readonly FilterEntry[]; text: string },
) => [...customDashboardKey(dashboardId), 'results', base, viewerToken, request] as const;
