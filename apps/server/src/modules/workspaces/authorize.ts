import type { FastifyReply, FastifyRequest } from 'fastify';
import { TOX_WORKSPACE_ID, can, type AnyWorkspaceRole, type PermissionAction } from '@hde/contracts';
import type { Workspace } from '@hde/contracts/api';
import { WORKSPACE_ERRORS } from '@hde/contracts/text';
import type { users } from '../../platform/db/schema.js';
import { HttpError } from '../../platform/errors.js';
import { currentUser, requestIdentity } from '../users/index.js';
import { refuseDeletedAccount, type UserService } from '../users/service.js';
import { refusalError, type WorkspaceService } from './service.js';

/** What the gate let through: the caller, the workspace as they may see it, and their role in it. */
export interface WorkspaceAccess {
  user: typeof users.$inferSelect;
  workspace: Workspace;
  role: AnyWorkspaceRole;
}

declare module 'fastify' {
  interface FastifyRequest {
    workspaceAccess: WorkspaceAccess | undefined;
  }
}

/**
 * The one gate of every workspace route (ARCHITECTURE §5): loads the workspace named by `:id` as the signed-in
 * user may see it (unknown or foreign: 404; restricted module: 403), then checks the action against the
 * permission table. Use as a preHandler; authentication has run in onRequest.
 */
export interface AuthorizeDeps {
  users: UserService;
  workspaces: WorkspaceService;
  moduleId: string;
}

/** The check itself, for routes that find the workspace elsewhere than in `:id` (a query, a file import). */
export async function authorizeWorkspace(
  deps: AuthorizeDeps,
  request: FastifyRequest,
  workspaceId: string,
  action: PermissionAction,
): Promise<WorkspaceAccess> {
  // One statement reads the user with the workspace; a user's first call creates their row first.
  const decision = await deps.workspaces.decideForIdentity(
    requestIdentity(request),
    deps.moduleId,
    workspaceId,
  );
  if (decision.outcome === 'refused') throw refusalError(decision);
  let access: WorkspaceAccess;
  if (decision.outcome === 'granted') {
    const { user, workspace, role } = decision;
    access = { user: refuseDeletedAccount(user), workspace, role };
  } else {
    const user = await currentUser(deps.users, request);
    const workspace = await deps.workspaces.get(user, deps.moduleId, workspaceId);
    access = { user, workspace, role: workspace.workspaceRole as AnyWorkspaceRole };
  }
  if (access.workspace.id === TOX_WORKSPACE_ID && !TOX_WORKSPACE_ACTIONS.includes(action))
    throw new HttpError(403, WORKSPACE_ERRORS.toxSharedWorkspace);
  if (!can(access.role, action)) throw new HttpError(403, WORKSPACE_ERRORS.roleNotAllowed);
  return access;
}

/**
 * What an OWNER may do in the toxicology workspace: work with their own cases. The workspace itself (its name, its
 * members, its configuration, deleting it) is shared by every tox user, so no one changes it.
 */
const TOX_WORKSPACE_ACTIONS: readonly PermissionAction[] = [
  'workspace.view',
  'workspace.overview',
  'workspace.analytics',
  'workspace.filterTemplates.apply',
];

export function createAuthorize(deps: AuthorizeDeps) {
  return (action: PermissionAction) =>
    async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
      const { id } = request.params as { id?: string };
      if (!id) throw new Error(`authorize(${action}) needs an :id route parameter`);
      request.workspaceAccess = await authorizeWorkspace(deps, request, id, action);
    };
}

/** The access the authorize pre-handler established. */
export function workspaceAccessOf(request: FastifyRequest): WorkspaceAccess {
  if (!request.workspaceAccess) throw new Error('authorize pre-handler did not run');
  return request.workspaceAccess;
}
