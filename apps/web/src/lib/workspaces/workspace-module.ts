import { MODULE_IDS, type ModuleId } from '@hde/contracts';

/** Modules that have workspaces (mdi, tox); others, such as in-development modules, have none. */
export function isWorkspaceModule(moduleId: string | undefined): moduleId is ModuleId {
  return (MODULE_IDS as readonly string[]).includes(moduleId ?? '');
}

/** API base of a module's workspace calls: the app base for mdi, the tox base for tox (spec part 1 §7). */
export function workspaceApiBase(moduleId: ModuleId): string {
  return moduleId === 'tox' ? '/v2/tox' : '/v2/app';
}
