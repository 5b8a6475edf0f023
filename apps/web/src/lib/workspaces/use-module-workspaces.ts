import { useEffect } from 'react';
import { useQueries } from '@tanstack/react-query';
import { MODULE_IDS, type ModuleId } from '@hde/contracts';
import type { UserModule, Workspace } from '@hde/contracts/api';
import { useApiClient } from '../api/api-client-context';
import { hasModuleAccess } from '../modules/module-access';
import { useModulesQuery } from '../modules/modules-query';
import { workspaceListQueryOptions } from './workspace-list-query';

export type WorkspacesByModule = Record<ModuleId, Workspace[]>;

export interface ModuleWorkspaces {
  modules: UserModule[];
  /** Lists of the modules with access; empty for the others (and while a list failed). */
  workspaces: WorkspacesByModule;
  /** True until the modules, and the lists of the modules with access, have loaded or failed. */
  isLoading: boolean;
}

const NO_MODULES: UserModule[] = [];
const NO_WORKSPACES: Workspace[] = [];

/** The user's modules and the workspace lists of every module with an active, trial or shared status. */
export function useModuleWorkspaces(): ModuleWorkspaces {
  const api = useApiClient();
  const modulesQuery = useModulesQuery();
  const modules = modulesQuery.data ?? NO_MODULES;
  const access = MODULE_IDS.map((moduleId) =>
    modules.some((module) => module.moduleId === moduleId && hasModuleAccess(module.status)),
  );
  const lists = useQueries({
    queries: MODULE_IDS.map((moduleId, index) => ({
      ...workspaceListQueryOptions(api, moduleId),
      enabled: access[index],
    })),
  });

  const listError = lists.find((list) => list.error)?.error;
  useEffect(() => {
    // The shell only logs a failed list (spec part 1 §8); the workspace pages show their own errors.
    if (listError) console.error('Workspace list could not be loaded', listError);
  }, [listError]);

  const workspaces = Object.fromEntries(
    MODULE_IDS.map((moduleId, index) => [
      moduleId,
      (access[index] ? lists[index]?.data?.items : undefined) ?? NO_WORKSPACES,
    ]),
  ) as WorkspacesByModule;

  return {
    modules,
    workspaces,
    isLoading: modulesQuery.isPending || lists.some((list, index) => access[index] && list.isPending),
  };
}
