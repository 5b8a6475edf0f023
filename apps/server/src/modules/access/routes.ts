import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACTING_USER_HEADER,
  INVITATION_RESPONSES,
  accessEntrySchema,
  accessListSchema,
  apiErrorSchema,
  changeRoleQuerySchema,
  invitationResponseResultSchema,
  inviteEntrySchema,
  inviteListSchema,
  inviteQuerySchema,
  pagingQuerySchema,
  pendingInvitationListSchema,
  requestsQuerySchema,
  userRoleSchema,
} from '@hde/contracts/api';
import { ACCESS_ERRORS } from '@hde/contracts/text';
import type { AppConfig } from '../../platform/config.js';
import type { Database } from '../../platform/db/client.js';
import { HttpError } from '../../platform/errors.js';
import type { Mailer } from '../../platform/mail.js';
import { currentUser, requestIdentity } from '../users/index.js';
import type { UserRow, UserService } from '../users/service.js';
import { createAuthorize, workspaceAccessOf, type WorkspaceService } from '../workspaces/index.js';
import { INVITATION_SORTS, MEMBER_SORTS, PENDING_SORTS } from './repo.js';
import { createAccessService } from './service.js';

export interface AccessRoutesOptions {
  moduleId: 'mdi' | 'tox';
  users: UserService;
  workspaces: WorkspaceService;
  mailer: Mailer;
  config: AppConfig;
  /** The members and invitations tables live here (the workspace service does not expose its database). */
  db: Database;
}

const idParam = z.string().max(100);
const workspaceParams = z.object({ id: idParam });
const optionalWorkspaceId = z.string().trim().toLowerCase().max(100).optional();
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/** The client repeats the workspace id in the query of some calls: when it does, it must name the same one. */
function checkWorkspaceId(queryId: string | undefined, pathId: string): void {
  if (queryId !== undefined && queryId !== pathId.toLowerCase())
    throw new HttpError(400, ACCESS_ERRORS.workspaceMismatch);
}

/**
 * Workspace access and invitations of one API base (spec part 1 §7): /v2/app serves mdi, /v2/tox serves tox.
 * Workspace routes are gated by `authorize(action)`; invitation routes check the invitee or inviter themselves.
 */
export const accessRoutes: FastifyPluginAsyncZod<AccessRoutesOptions> = async (
  app,
  { moduleId, users, workspaces, mailer, config, db },
) => {
  app.addHook('onRequest', app.authenticate);
  const authorize = createAuthorize({ users, workspaces, moduleId });
  const access = createAccessService({ db, mailer, workspaces, config });
  const tags = ['access'];

  /**
   * Invitations are addressed to an e-mail: only an identity that has proven it owns that address may see or
   * answer them (else anyone who registers the address first could take them).
   */
  const inviteeOwnsEmail = async (request: FastifyRequest, user: UserRow) =>
    users.ownsEmail(requestIdentity(request), user, user.userId);

  app.get(
    '/workspace/:id/access',
    {
      preHandler: authorize('workspace.view'),
      schema: {
        tags,
        summary: 'The role of a user (default: oneself) in the workspace; null when not a member',
        params: workspaceParams,
        querystring: z.object({ userId: z.string().trim().toLowerCase().max(320).optional() }),
        response: { 200: userRoleSchema, ...errors },
      },
    },
    async (request) => access.roleOf(workspaceAccessOf(request), request.query.userId),
  );

  app.get(
    '/workspace/:id/accesses',
    {
      preHandler: authorize('workspace.members.view'),
      schema: {
        tags,
        summary: 'Active members of the workspace',
        params: workspaceParams,
        querystring: pagingQuerySchema.extend({
          workspaceId: optionalWorkspaceId,
          sort: z.enum(MEMBER_SORTS).default('lastUpdated'),
        }),
        response: { 200: accessListSchema, ...errors },
      },
    },
    async (request) => {
      checkWorkspaceId(request.query.workspaceId, request.params.id);
      return access.members(workspaceAccessOf(request), request.query);
    },
  );

  app.get(
    '/workspace/:id/requests',
    {
      preHandler: authorize('workspace.members.view'),
      schema: {
        tags,
        summary: 'Invitations of the workspace (cancelled ones only when asked for by status)',
        params: workspaceParams,
        querystring: requestsQuerySchema.extend({
          workspaceId: optionalWorkspaceId,
          sort: z.enum(INVITATION_SORTS).default('lastUpdated'),
        }),
        response: { 200: inviteListSchema, ...errors },
      },
    },
    async (request) => {
      checkWorkspaceId(request.query.workspaceId, request.params.id);
      return access.invitations(workspaceAccessOf(request), request.query);
    },
  );

  app.post(
    '/workspace/:id/invite',
    {
      preHandler: authorize('workspace.members.invite'),
      schema: {
        tags,
        summary: 'Invite an e-mail address, or re-send its rejected, expired or cancelled invitation',
        params: workspaceParams,
        querystring: inviteQuerySchema,
        response: { 200: inviteEntrySchema, ...errors },
      },
    },
    async (request) => {
      const workspaceId = request.query.workspaceId?.trim().toLowerCase();
      checkWorkspaceId(workspaceId, request.params.id);
      return access.invite(workspaceAccessOf(request), request.query.email, request.query.role);
    },
  );

  app.delete(
    '/workspace/invitations/:inviteId/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel a pending invitation (its inviter, or a member allowed to cancel invitations)',
        params: z.object({ inviteId: idParam }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await access.cancel(await currentUser(users, request), moduleId, request.params.inviteId);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/workspace/workspace/:id/revoke/:userId',
    {
      preHandler: authorize('workspace.members.revoke'),
      schema: {
        tags,
        summary: "Remove a member's access (userId is the member's e-mail, URL-encoded)",
        params: z.object({ id: idParam, userId: z.string().trim().toLowerCase().max(320) }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await access.revoke(workspaceAccessOf(request), request.params.userId);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/workspace/:id/change-role',
    {
      preHandler: authorize('workspace.members.changeRole'),
      schema: {
        tags,
        summary: "Change a member's role; the acting user's display name travels in a header",
        params: workspaceParams,
        querystring: changeRoleQuerySchema,
        headers: z.object({ [ACTING_USER_HEADER]: z.string().trim().min(1).max(200) }),
        response: { 200: accessEntrySchema, ...errors },
      },
    },
    async (request) => {
      const { userEmail, newRole } = request.query;
      const actingUser = String(request.headers[ACTING_USER_HEADER]).trim();
      return access.changeRole(workspaceAccessOf(request), userEmail, newRole, actingUser);
    },
  );

  app.get(
    '/workspace/invitations/pending',
    {
      schema: {
        tags,
        summary: `The signed-in user's pending invitations into ${moduleId} workspaces (none until their e-mail is verified)`,
        querystring: pagingQuerySchema.extend({ sort: z.enum(PENDING_SORTS).default('lastUpdated') }),
        response: { 200: pendingInvitationListSchema, ...errors },
      },
    },
    async (request) => {
      const user = await currentUser(users, request);
      if (!(await inviteeOwnsEmail(request, user))) return { items: [], total: 0 };
      return access.pending(user, moduleId, request.query);
    },
  );

  app.post(
    '/workspace/invitations/:inviteId/:response',
    {
      schema: {
        tags,
        summary: 'Accept or reject an invitation (the invitee only, with a verified e-mail)',
        params: z.object({ inviteId: idParam, response: z.enum(INVITATION_RESPONSES) }),
        querystring: z.object({ workspaceId: optionalWorkspaceId }),
        response: { 200: invitationResponseResultSchema, ...errors },
      },
    },
    async (request) => {
      const user = await currentUser(users, request);
      if (!(await inviteeOwnsEmail(request, user))) throw new HttpError(403, ACCESS_ERRORS.emailNotVerified);
      return access.respond(
        user,
        moduleId,
        request.params.inviteId,
        request.params.response,
        request.query.workspaceId,
      );
    },
  );
};
