import { queryOptions } from '@tanstack/react-query';
import { WORKSPACE_LIST_FETCH_LIMIT, type ModuleId } from '@hde/contracts';
import { workspaceListSchema } from '@hde/contracts/api';
import type { ApiClient } from '../api/api-client';
import { workspaceApiBase } from './workspace-module';

export const workspaceListQueryKey = (moduleId: ModuleId) => ['workspaces', moduleId, 'list'] as const;

/** A module's workspace list as the routing loads it: 1000 items from 0, newest first. */
export function workspaceListQueryOptions(api: ApiClient, moduleId: ModuleId) {
  return queryOptions({
    queryKey: workspaceListQueryKey(moduleId),
    queryFn: ({ signal }) =>
      api.get(`${workspaceApiBase(moduleId)}/workspace/list`, workspaceListSchema, {
        signal,
        query: { skip: 0, limit: WORKSPACE_LIST_FETCH_LIMIT, sort: 'createdAt', direction: 'DESC' },
      }),
    staleTime: 60_000,
  });
}
