import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  savedFilterTemplateListSchema,
  savedFilterTemplateSchema,
  type SavedFilterTemplateWrite,
} from '@hde/contracts/api';
import { ERROR_MESSAGES, SUCCESS_MESSAGES } from '@hde/contracts/text';
import { useNotify } from '../../../components/snackbar/notify-context';
import { noContent } from '../../../lib/api/api-client';
import { useApiClient } from '../../../lib/api/api-client-context';
import { ANALYTICS_PATHS, filterTemplatesKey } from './analytics-keys';

/** GET workspace/{id}/configuration/saved-filters-configuration: the templates the user may see. */
export function useFilterTemplates(workspaceId: string) {
  const api = useApiClient();
  return useQuery({
    queryKey: filterTemplatesKey(workspaceId),
    queryFn: async ({ signal }) =>
      (await api.get(ANALYTICS_PATHS.templates(workspaceId), savedFilterTemplateListSchema, { signal }))
        .items,
  });
}

export interface TemplateSave {
  /** The template edited; a new one without. */
  id?: string;
  body: SavedFilterTemplateWrite;
}

/** POST (new) or PUT (edit) one template, then the list reloads; the spec's notices either way. */
export function useSaveFilterTemplate(workspaceId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: ({ id, body }: TemplateSave) =>
      id === undefined
        ? api.post(ANALYTICS_PATHS.templates(workspaceId), savedFilterTemplateSchema, body)
        : api.put(ANALYTICS_PATHS.template(workspaceId, id), savedFilterTemplateSchema, body),
    onSuccess: () => {
      notify({ severity: 'success', message: SUCCESS_MESSAGES.filterTemplatesUpdated });
      return queryClient.invalidateQueries({ queryKey: filterTemplatesKey(workspaceId) });
    },
    onError: () => notify({ severity: 'error', message: ERROR_MESSAGES.filterTemplateSave }),
  });
}

/** DELETE one template, then the list reloads. */
export function useDeleteFilterTemplate(workspaceId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: (id: string) => api.delete(ANALYTICS_PATHS.template(workspaceId, id), noContent),
    onSuccess: () => {
      notify({ severity: 'success', message: SUCCESS_MESSAGES.filterTemplateRemoved });
      return queryClient.invalidateQueries({ queryKey: filterTemplatesKey(workspaceId) });
    },
    onError: () => notify({ severity: 'error', message: ERROR_MESSAGES.filterDelete }),
  });
}
