import { TOX_WORKSPACE_ID, type ModuleId } from '@hde/contracts';
import type { UserConfiguration, UserModule } from '@hde/contracts/api';
import { AUTH_CALLBACK_PATH } from '../../lib/auth/auth-paths';
import { hasModuleAccess } from '../../lib/modules/module-access';
import { moduleWorkspacePath, restrictedPath } from '../../lib/workspaces/module-workspace-path';
import type { WorkspacesByModule } from '../../lib/workspaces/use-module-workspaces';
import { isWorkspaceModule } from '../../lib/workspaces/workspace-module';

export interface RedirectInput {
  /** pathname + search of the current location. */
  path: string;
  modules: readonly UserModule[];
  /** Workspace lists of the modules with access (empty for the others). */
  workspaces: WorkspacesByModule;
  userConfiguration: Pick<UserConfiguration, 'defaultWorkspace'>;
}

/** Pages that never redirect: the spec's account and restricted, plus the pages redirects lead to. */
const EXEMPT_PARTS = ['account', 'restricted', 'module-manager', 'onboarding', AUTH_CALLBACK_PATH];

/** Sections of a module path whose next segment is a workspace id. */
const WORKSPACE_SECTIONS = ['workspace', 'workspace-manager'];

/** Paths the routing rules never redirect, so they need not wait for the modules to load. */
export function isRedirectExempt(pathname: string): boolean {
  return EXEMPT_PARTS.some((part) => pathname.includes(part));
}

/** "/" goes to the first module with access (active, trial or shared), else to the Module Manager. */
function homePath({ modules, workspaces, userConfiguration }: RedirectInput): string {
  const first = modules.find(
    (module) => isWorkspaceModule(module.moduleId) && hasModuleAccess(module.status),
  );
  if (!first) return '/module-manager';
  const moduleId = first.moduleId as ModuleId;
  return moduleWorkspacePath(moduleId, workspaces[moduleId], userConfiguration.defaultWorkspace);
}

/**
 * The routing rules of spec part 1 §2 as one pure function: the path to replace the current one with, or
 * null to stay. The module is read from the path, so "the module changes" is any entry into a module
 * without a workspace id: it lands on that module's workspace.
 */
export function resolveRedirect(input: RedirectInput): string | null {
  const { path } = input;
  const pathname = path.split(/[?#]/)[0] ?? '/';
  const stayOr = (target: string) => (target === pathname ? null : target);

  if (isRedirectExempt(pathname)) return null;
  const hasUndefined = path.includes('undefined');
  if (pathname === '/') return homePath(input);

  const [first, section, rawId] = pathname.split('/').filter(Boolean);
  const module = isWorkspaceModule(first)
    ? input.modules.find((candidate) => candidate.moduleId === first)
    : undefined;
  if (!module) return hasUndefined ? stayOr(homePath(input)) : null;

  const moduleId = module.moduleId as ModuleId;
  const demoWorkspace = module.config.demoWorkspace;
  const workspaceId =
    section && WORKSPACE_SECTIONS.includes(section) && rawId !== 'undefined' ? rawId : undefined;

  if (!hasModuleAccess(module.status)) {
    if (!workspaceId) return '/module-manager';
    return workspaceId === demoWorkspace ? null : restrictedPath(moduleId, workspaceId);
  }

  const list = input.workspaces[moduleId];
  const target = moduleWorkspacePath(moduleId, list, input.userConfiguration.defaultWorkspace);
  const known = (id: string) => id === demoWorkspace || list.some((workspace) => workspace.id === id);

  if (section === undefined) return stayOr(target);
  if (moduleId === 'tox' && section === 'workspace') {
    return workspaceId === TOX_WORKSPACE_ID || workspaceId === demoWorkspace ? null : target;
  }
  if (section === 'workspace' && !workspaceId) return stayOr(target);
  if (hasUndefined && (!workspaceId || !known(workspaceId))) return stayOr(target);
  return null;
}
