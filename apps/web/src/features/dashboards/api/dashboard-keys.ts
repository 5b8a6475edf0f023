const workspaceDashboards = (workspaceId: string) =>
  `/v2/app/workspaces/${encodeURIComponent(workspaceId)}/dashboards`;
const oneDashboard = (workspaceId: string, dashboardId: string) =>
  `${workspaceDashboards(workspaceId)}/${encodeURIComponent(dashboardId)}`;

/** The custom dashboard calls of spec part 2 §7.3. */
export const DASHBOARD_PATHS = {
  list: workspaceDashboards,
  one: oneDashboard,
  reveal: (workspaceId: string, dashboardId: string) => `${oneDashboard(workspaceId, dashboardId)}/reveal`,
  password: (workspaceId: string, dashboardId: string) =>
    `${oneDashboard(workspaceId, dashboardId)}/password`,
  snapshot: (workspaceId: string, dashboardId: string) =>
    `${oneDashboard(workspaceId, dashboardId)}/snapshot`,
};

export const dashboardsKey = (workspaceId: string) => ['dashboards', workspaceId] as const;
export const dashboardListKey = (workspaceId: string) => [...dashboardsKey(workspaceId), 'list'] as const;
export const dashboardDetailsKey = (workspaceId: string, dashboardId: string) =>
  [...dashboardsKey(workspaceId), 'details', dashboardId] as const;
export const dashboardPasswordKey = (workspaceId: string, dashboardId: string) =>
  [...dashboardsKey(workspaceId), 'password', dashboardId] as const;
