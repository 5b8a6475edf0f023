import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dashboardSchema, type DashboardCreate, type DashboardUpdate } from '@hde/contracts/api';
import { noContent } from '../../../lib/api/api-client';
import { useApiClient } from '../../../lib/api/api-client-context';
import {
  DASHBOARD_PATHS,
  dashboardDetailsKey,
  dashboardListKey,
  dashboardPasswordKey,
  dashboardsKey,
} from './dashboard-keys';

/** Every write reloads the workspace's dashboards: the list, the details and the revealed password. */
function useReloadDashboards(workspaceId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: dashboardsKey(workspaceId) });
}

/** POST .../dashboards: 201 with the new dashboard. */
export function useCreateDashboard(workspaceId: string) {
  const api = useApiClient();
  const reload = useReloadDashboards(workspaceId);
  return useMutation({
    mutationFn: (body: DashboardCreate) => api.post(DASHBOARD_PATHS.list(workspaceId), dashboardSchema, body),
    onSuccess: reload,
  });
}

/** PUT .../dashboards/{id}: name, description, type, mode, live, e-mails and, switching to PASSWORD, a password. */
export function useUpdateDashboard(workspaceId: string, dashboardId: string) {
  const api = useApiClient();
  const reload = useReloadDashboards(workspaceId);
  return useMutation({
    mutationFn: (body: DashboardUpdate) =>
      api.put(DASHBOARD_PATHS.one(workspaceId, dashboardId), noContent, body),
    onSuccess: reload,
  });
}

/** PUT .../password {pwd}; the new password is revealed again (spec part 2 §4). */
export function useResetDashboardPassword(workspaceId: string, dashboardId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pwd: string) =>
      api.put(DASHBOARD_PATHS.password(workspaceId, dashboardId), noContent, { pwd }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: dashboardPasswordKey(workspaceId, dashboardId) }),
  });
}

/** DELETE .../dashboards/{id}: its details are dropped rather than read again, and the list reloads. */
export function useDeleteDashboard(workspaceId: string, dashboardId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete(DASHBOARD_PATHS.one(workspaceId, dashboardId), noContent),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: dashboardDetailsKey(workspaceId, dashboardId) });
      queryClient.removeQueries({ queryKey: dashboardPasswordKey(workspaceId, dashboardId) });
      return queryClient.invalidateQueries({ queryKey: dashboardListKey(workspaceId) });
    },
  });
}

/** PUT .../snapshot: stores the snapshot's answers afresh (OWNER, ADMIN). */
export function useRefreshSnapshot(workspaceId: string, dashboardId: string) {
  const api = useApiClient();
  const reload = useReloadDashboards(workspaceId);
  return useMutation({
    mutationFn: () => api.put(DASHBOARD_PATHS.snapshot(workspaceId, dashboardId), noContent),
    onSuccess: reload,
  });
}
