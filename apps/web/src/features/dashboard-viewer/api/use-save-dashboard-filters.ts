import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dashboardSchema, type DashboardUpdate, type FilterEntry } from '@hde/contracts/api';
import { noContent } from '../../../lib/api/api-client';
import { useApiClient } from '../../../lib/api/api-client-context';
import { customDashboardKey, DASHBOARD_VIEWER_PATHS } from './dashboard-viewer-keys';

export interface SavedFilters {
  rawFilters: FilterEntry[];
  text: string;
}

/**
 * The creator saves the dashboard's filters and quick search: PUT workspaces/{wid}/dashboards/{id} takes the whole
 * record (spec §7.3), so its other fields are read first, as they are now, and sent back unchanged. Then the
 * definition and answers are asked again (a snapshot is refreshed by the server, a live one re-queried).
 */
export function useSaveDashboardFilters(workspaceId: string, dashboardId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ rawFilters, text }: SavedFilters) => {
      const path = DASHBOARD_VIEWER_PATHS.details(workspaceId, dashboardId);
      const current = await api.get(path, dashboardSchema);
      const body: DashboardUpdate = {
        name: current.name,
        description: current.description,
        type: current.type,
        mode: current.mode,
        emails: current.emails,
        rawFilters,
        text: text.trim(),
      };
      await api.put(path, noContent, body);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customDashboardKey(dashboardId) }),
  });
}
