import type { AnyWorkspaceRole, WorkspaceRole } from './enums.js';

const ALL: readonly WorkspaceRole[] = ['OWNER', 'ADMIN', 'USER', 'CONTRIBUTOR'];
const MANAGERS: readonly WorkspaceRole[] = ['OWNER', 'ADMIN'];
const WRITERS: readonly WorkspaceRole[] = ['OWNER', 'ADMIN', 'CONTRIBUTOR'];

/**
 * The one permission table (ARCHITECTURE §5): action -> workspace roles allowed.
 * The web shows or hides with it; the server allows or refuses with it.
 * Later issues add their actions here.
 */
export const PERMISSIONS = {
  'workspace.view': ALL,
  'workspace.edit': MANAGERS,
  'workspace.delete': MANAGERS,
  'workspace.configure': MANAGERS,
  'workspace.public': MANAGERS,
  'workspace.members.view': MANAGERS,
  'workspace.members.invite': MANAGERS,
  'workspace.members.changeRole': MANAGERS,
  /** Making someone an OWNER, or acting on an OWNER's membership. */
  'workspace.members.manageOwners': ['OWNER'],
  'workspace.members.revoke': MANAGERS,
  'workspace.invitations.cancel': MANAGERS,
  'workspace.invitations.resend': MANAGERS,
  'workspace.import': WRITERS,
  'workspace.analytics': ALL,
  'workspace.overview': ALL,
  'workspace.settings': MANAGERS,
  'workspace.dashboards': MANAGERS,
  /** Saving a custom dashboard (spec part 2 §2.10). */
  'workspace.dashboards.create': MANAGERS,
  /** Listing, editing, deleting any custom dashboard of the workspace, revealing its password, refreshing it. */
  'workspace.dashboards.manage': MANAGERS,
  /** Saved filter templates (spec part 2 §6): any member lists and applies those they see. */
  'workspace.filterTemplates.apply': ALL,
  /** Saving a new template (the client treats ADMIN as OWNER here). */
  'workspace.filterTemplates.save': MANAGERS,
  /** Editing or deleting another user's template; its creator may always. */
  'workspace.filterTemplates.manage': MANAGERS,
} as const satisfies Record<string, readonly WorkspaceRole[]>;

export type PermissionAction = keyof typeof PERMISSIONS;

/** SUPERHERO (demo workspaces) acts as OWNER. */
export function effectiveRole(role: AnyWorkspaceRole): WorkspaceRole {
  return role === 'SUPERHERO' ? 'OWNER' : role;
}

export function can(role: AnyWorkspaceRole | null | undefined, action: PermissionAction): boolean {
  if (!role) return false;
  return (PERMISSIONS[action] as readonly WorkspaceRole[]).includes(effectiveRole(role));
}

/** Tabs of the workspace page and the action that shows each (spec part 2 §2.2). */
export const WORKSPACE_TAB_ACTIONS = {
  overview: 'workspace.overview',
  analytics: 'workspace.analytics',
  'case-analytics': 'workspace.analytics',
  import: 'workspace.import',
  public: 'workspace.public',
  management: 'workspace.members.view',
  settings: 'workspace.settings',
  trends: 'workspace.analytics',
  dashboards: 'workspace.dashboards',
} as const satisfies Record<string, PermissionAction>;
