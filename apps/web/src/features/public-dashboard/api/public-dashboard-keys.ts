const id = (workspaceId: string) => encodeURIComponent(workspaceId);

/** Paths of the public dashboard calls (spec part 2 §7.2): anonymous, and the owners' disclosure report. */
export const PUBLIC_DASHBOARD_PATHS = {
  configuration: (workspaceId: string) => `/v2/public/CASE/dashboard/${id(workspaceId)}/configuration`,
  queryMultiple: (workspaceId: string) => `/v2/public/CASE/dashboard/${id(workspaceId)}/query/multiple`,
  report: (workspaceId: string) => `/v2/app/workspace/${id(workspaceId)}/public/report`,
} as const;

const publicDashboardKey = (workspaceId: string) => ['public-dashboard', workspaceId] as const;
export const publicConfigurationKey = (workspaceId: string) =>
  [...publicDashboardKey(workspaceId), 'configuration'] as const;
/** A published answer never changes: a new publication has a new `publishedAt`, hence a new key. */
export const publicResultsKey = (workspaceId: string, publishedAt: string, tabId: string) =>
  [...publicDashboardKey(workspaceId), 'results', publishedAt, tabId] as const;
export const disclosureReportKey = (workspaceId: string, publishedAt: string | undefined) =>
  [...publicDashboardKey(workspaceId), 'report', publishedAt] as const;
