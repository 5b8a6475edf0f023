import { and, eq, gt, sql } from 'drizzle-orm';
import {
  can,
  type AnyWorkspaceRole,
  type InvitationStatus,
  type MemberStatus,
  type WorkspaceRole,
} from '@hde/contracts';
import type { AccessEntry, InviteEntry, PendingInvitation } from '@hde/contracts/api';
import { ACCESS_ERRORS } from '@hde/contracts/text';
import { recordActivity } from '../../platform/activity.js';
import type { AppConfig } from '../../platform/config.js';
import type { Database } from '../../platform/db/client.js';
import { invitations, users, workspaceMembers } from '../../platform/db/schema.js';
import { HttpError } from '../../platform/errors.js';
import type { Mailer } from '../../platform/mail.js';
import type { UserRow } from '../users/service.js';
import type { WorkspaceAccess, WorkspaceService } from '../workspaces/index.js';
import { invitationMail } from './invitation-mail.js';
import {
  activeMember,
  countOtherActiveOwners,
  expireOverdue,
  findInvitation,
  latestInvitation,
  listActiveMembers,
  listWorkspaceInvitations,
  lockWorkspace,
  pendingInvitationsOf,
  type INVITATION_SORTS,
  type InvitationRow,
  type MEMBER_SORTS,
  type Paging,
  type PENDING_SORTS,
} from './repo.js';
import { isUuid } from '../../platform/ids.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Invitations that may be sent again, reusing their row (spec: Re-Send Invitation). */
const RESENDABLE: readonly InvitationStatus[] = ['REJECTED', 'EXPIRED', 'CANCELLED'];

export type InvitationResponse = 'ACCEPTED' | 'REJECTED';

export interface AccessServiceDependencies {
  db: Database;
  mailer: Mailer;
  workspaces: WorkspaceService;
  config: Pick<AppConfig, 'publicUrl' | 'invitationExpiryDays'>;
}

function toInviteEntry(invitation: InvitationRow, createdBy: string | null): InviteEntry {
  return {
    id: invitation.id,
    userId: invitation.email,
    role: invitation.role as WorkspaceRole,
    status: invitation.status as InvitationStatus,
    lastUpdated: invitation.updatedAt.toISOString(),
    createdBy,
    expiresAt: invitation.expiresAt.toISOString(),
  };
}

function toAccessEntry(member: { id: string; userId: string; role: string; updatedAt: Date }): AccessEntry {
  return {
    id: member.id,
    userId: member.userId,
    role: member.role as WorkspaceRole,
    status: 'ACTIVE',
    lastUpdated: member.updatedAt.toISOString(),
  };
}

/** Acting on an owner's membership, or granting OWNER, needs workspace.members.manageOwners. */
function checkOwnerChange(access: WorkspaceAccess, roles: { current: string; next?: string }) {
  const touchesOwner = roles.current === 'OWNER' || roles.next === 'OWNER';
  if (touchesOwner && !can(access.role, 'workspace.members.manageOwners'))
    throw new HttpError(403, ACCESS_ERRORS.ownersOnly);
}

/** Workspace members and invitations (spec part 1 §2 Workspace users screen, Pending invitations popover). */
export function createAccessService({ db, mailer, workspaces, config }: AccessServiceDependencies) {
  const fromWorkspace = (workspaceId: string) => eq(invitations.workspaceId, workspaceId);

  return {
    /** The role of `email` in the workspace (null when not a member); others than oneself need members.view. */
    async roleOf(access: WorkspaceAccess, email: string | undefined) {
      const userId = email ?? access.user.userId;
      if (userId === access.user.userId) return { userId, role: access.role };
      if (!can(access.role, 'workspace.members.view')) throw new HttpError(403, ACCESS_ERRORS.ownRoleOnly);
      const member = await activeMember(db, access.workspace.id, userId);
      return { userId, role: member?.role ?? null };
    },

    async members(access: WorkspaceAccess, paging: Paging<(typeof MEMBER_SORTS)[number]>) {
      const { rows, total } = await listActiveMembers(db, access.workspace.id, paging);
      return { items: rows.map(toAccessEntry), total };
    },

    async invitations(
      access: WorkspaceAccess,
      query: Paging<(typeof INVITATION_SORTS)[number]> & { status?: InvitationStatus | undefined },
    ) {
      await expireOverdue(db, fromWorkspace(access.workspace.id));
      const { rows, total } = await listWorkspaceInvitations(db, access.workspace.id, query);
      return { items: rows.map((row) => toInviteEntry(row.invitation, row.createdBy)), total };
    },

    /** Invites an e-mail, or re-sends its REJECTED, EXPIRED or CANCELLED invitation; mails the invitee. */
    async invite(access: WorkspaceAccess, email: string, role: WorkspaceRole): Promise<InviteEntry> {
      const { user, workspace } = access;
      if (workspace.demo) throw new HttpError(400, ACCESS_ERRORS.demoNotShareable);
      if (role === 'OWNER' && !can(access.role, 'workspace.members.manageOwners'))
        throw new HttpError(403, ACCESS_ERRORS.ownersOnly);

      const { invitation, mail } = await db.transaction(async (tx) => {
        await lockWorkspace(tx, workspace.id);
        await expireOverdue(tx, and(fromWorkspace(workspace.id), eq(invitations.email, email)));
        if (await activeMember(tx, workspace.id, email))
          throw new HttpError(409, ACCESS_ERRORS.alreadyMember);

        const previous = await latestInvitation(tx, workspace.id, email);
        if (previous?.status === 'PENDING') throw new HttpError(409, ACCESS_ERRORS.alreadyInvited);
        const resend = previous !== undefined && RESENDABLE.includes(previous.status as InvitationStatus);
        if (resend && !can(access.role, 'workspace.invitations.resend'))
          throw new HttpError(403, ACCESS_ERRORS.roleNotAllowed);
        if (resend && previous.role === 'OWNER' && !can(access.role, 'workspace.members.manageOwners'))
          throw new HttpError(403, ACCESS_ERRORS.ownerInvitationsOnly);

        const fields = {
          role,
          status: 'PENDING' satisfies InvitationStatus,
          invitedBy: user.id,
          expiresAt: new Date(Date.now() + config.invitationExpiryDays * DAY_MS),
          respondedAt: null,
          updatedAt: new Date(),
        };
        const [saved] = resend
          ? await tx.update(invitations).set(fields).where(eq(invitations.id, previous.id)).returning()
          : await tx
              .insert(invitations)
              .values({ workspaceId: workspace.id, email, ...fields })
              .returning();
        if (!saved) throw new Error('invitation write returned no row');
        await recordActivity(tx, {
          userId: user.id,
          workspaceId: workspace.id,
          collectionName: 'invitations',
          action: resend ? 'RESEND_INVITE' : 'INVITE',
          recordId: saved.id,
          details: { role },
        });
        const queued = await mailer.send(
          invitationMail({
            inviteId: saved.id,
            to: email,
            workspaceName: workspace.name,
            inviterEmail: user.userId,
            role,
            expiresAt: saved.expiresAt,
            publicUrl: config.publicUrl,
          }),
          tx,
        );
        return { invitation: saved, mail: queued };
      });
      await mail.deliver();
      return toInviteEntry(invitation, user.userId);
    },

    /** Cancels a PENDING invitation: its inviter or a member whose role allows it; anyone else gets 404. */
    async cancel(user: UserRow, moduleId: string, inviteId: string): Promise<void> {
      const found = isUuid(inviteId) ? await findInvitation(db, inviteId, moduleId) : undefined;
      if (!found) throw new HttpError(404, ACCESS_ERRORS.invitationNotFound);
      const { invitation } = found;
      const role = await workspaces.get(user, moduleId, invitation.workspaceId).then(
        (workspace): AnyWorkspaceRole | null => workspace.workspaceRole as AnyWorkspaceRole,
        (error: unknown) => {
          if (error instanceof HttpError && error.statusCode === 404) return null;
          throw error;
        },
      );
      const allowed = invitation.invitedBy === user.id || can(role, 'workspace.invitations.cancel');
      if (!allowed) throw new HttpError(404, ACCESS_ERRORS.invitationNotFound);
      if (invitation.role === 'OWNER' && !can(role, 'workspace.members.manageOwners'))
        throw new HttpError(403, ACCESS_ERRORS.ownerInvitationsOnly);

      await expireOverdue(db, eq(invitations.id, invitation.id));
      await db.transaction(async (tx) => {
        const [cancelled] = await tx
          .update(invitations)
          .set({ status: 'CANCELLED' satisfies InvitationStatus, updatedAt: new Date() })
          .where(and(eq(invitations.id, invitation.id), eq(invitations.status, 'PENDING')))
          .returning({ id: invitations.id });
        if (!cancelled) throw new HttpError(409, ACCESS_ERRORS.invitationNotPending);
        await recordActivity(tx, {
          userId: user.id,
          workspaceId: invitation.workspaceId,
          collectionName: 'invitations',
          action: 'CANCEL_INVITE',
          recordId: invitation.id,
        });
      });
    },

    /**
     * Revokes a member: the row stays as REVOKED, so the gate tells them their access was revoked rather than
     * that the workspace is unknown (an accepted invitation makes it ACTIVE again). Never oneself, never the
     * last owner.
     */
    async revoke(access: WorkspaceAccess, email: string): Promise<void> {
      const { user, workspace } = access;
      if (email === user.userId) throw new HttpError(400, ACCESS_ERRORS.ownAccess);
      await db.transaction(async (tx) => {
        await lockWorkspace(tx, workspace.id);
        const member = await activeMember(tx, workspace.id, email);
        if (!member) throw new HttpError(404, ACCESS_ERRORS.notMember);
        checkOwnerChange(access, { current: member.role });
        if (member.role === 'OWNER' && (await countOtherActiveOwners(tx, workspace.id, member.userId)) === 0)
          throw new HttpError(409, ACCESS_ERRORS.lastOwner);
        await tx
          .update(workspaceMembers)
          .set({ status: 'REVOKED' satisfies MemberStatus, updatedAt: new Date() })
          .where(
            and(eq(workspaceMembers.workspaceId, workspace.id), eq(workspaceMembers.userId, member.userId)),
          );
        // The workspace is no longer theirs to open first.
        await tx
          .update(users)
          .set({ defaultWorkspaceId: null })
          .where(and(eq(users.id, member.userId), eq(users.defaultWorkspaceId, workspace.id)));
        await recordActivity(tx, {
          userId: user.id,
          workspaceId: workspace.id,
          collectionName: 'workspace_members',
          action: 'REVOKE',
          recordId: member.userId,
        });
      });
    },

    /**
     * Changes a member's role; never one's own, never leaving the workspace without an owner. `actingUser` is the
     * display name the client sends (x-acting-user); authorisation is by the token only.
     */
    async changeRole(
      access: WorkspaceAccess,
      email: string,
      newRole: WorkspaceRole,
      actingUser: string,
    ): Promise<AccessEntry> {
      const { user, workspace } = access;
      if (email === user.userId) throw new HttpError(400, ACCESS_ERRORS.ownAccess);
      return db.transaction(async (tx) => {
        await lockWorkspace(tx, workspace.id);
        const member = await activeMember(tx, workspace.id, email);
        if (!member) throw new HttpError(404, ACCESS_ERRORS.notMember);
        checkOwnerChange(access, { current: member.role, next: newRole });
        const entry = {
          id: member.userId,
          userId: member.email,
          role: member.role,
          updatedAt: member.updatedAt,
        };
        if (member.role === newRole) return toAccessEntry(entry);
        if (member.role === 'OWNER' && (await countOtherActiveOwners(tx, workspace.id, member.userId)) === 0)
          throw new HttpError(409, ACCESS_ERRORS.lastOwner);
        const [updated] = await tx
          .update(workspaceMembers)
          .set({ role: newRole, updatedAt: new Date() })
          .where(
            and(eq(workspaceMembers.workspaceId, workspace.id), eq(workspaceMembers.userId, member.userId)),
          )
          .returning({ role: workspaceMembers.role, updatedAt: workspaceMembers.updatedAt });
        if (!updated) throw new HttpError(404, ACCESS_ERRORS.notMember);
        await recordActivity(tx, {
          userId: user.id,
          workspaceId: workspace.id,
          collectionName: 'workspace_members',
          action: 'CHANGE_ROLE',
          recordId: member.userId,
          // The header names who acted as the client shows it; authorisation came from the token.
          details: { actingUser, member: member.userId, role: newRole },
        });
        return toAccessEntry({ ...entry, ...updated });
      });
    },

    /** The signed-in user's PENDING, unexpired invitations into workspaces of the module, by e-mail. */
    async pending(user: UserRow, moduleId: string, paging: Paging<(typeof PENDING_SORTS)[number]>) {
      await expireOverdue(db, eq(invitations.email, user.userId));
      const { rows, total } = await pendingInvitationsOf(db, user.userId, moduleId, paging);
      const items: PendingInvitation[] = rows.map((row) => ({
        id: row.invitation.id,
        inviteId: row.invitation.id,
        workspaceId: row.invitation.workspaceId,
        moduleId: row.moduleId,
        workspace: { name: row.workspaceName },
        role: row.invitation.role as WorkspaceRole,
        lastUpdated: row.invitation.updatedAt.toISOString(),
        createdBy: row.createdBy,
      }));
      return { items, total };
    },

    /**
     * The invitee accepts or rejects. The state change is one conditional UPDATE (PENDING and unexpired), so of
     * a concurrent accept and cancel exactly one wins; the other gets 409.
     */
    async respond(
      user: UserRow,
      moduleId: string,
      inviteId: string,
      response: InvitationResponse,
      workspaceId: string | undefined,
    ) {
      const found = isUuid(inviteId) ? await findInvitation(db, inviteId, moduleId) : undefined;
      const invitation = found?.invitation;
      const visible =
        invitation !== undefined &&
        invitation.email === user.userId &&
        (workspaceId === undefined || workspaceId === invitation.workspaceId);
      if (!visible) throw new HttpError(404, ACCESS_ERRORS.invitationNotFound);

      await expireOverdue(db, eq(invitations.id, invitation.id));
      await db.transaction(async (tx) => {
        const now = new Date();
        const [answered] = await tx
          .update(invitations)
          .set({ status: response, respondedAt: now, updatedAt: now })
          .where(
            and(
              eq(invitations.id, invitation.id),
              eq(invitations.status, 'PENDING'),
              gt(invitations.expiresAt, sql`now()`),
            ),
          )
          .returning();
        if (!answered) throw new HttpError(409, ACCESS_ERRORS.invitationNoLongerValid);
        if (response === 'ACCEPTED') {
          await tx
            .insert(workspaceMembers)
            .values({
              workspaceId: answered.workspaceId,
              userId: user.id,
              role: answered.role,
              status: 'ACTIVE',
            })
            .onConflictDoUpdate({
              target: [workspaceMembers.workspaceId, workspaceMembers.userId],
              // A revoked member accepting again is a member from now on.
              set: { role: answered.role, status: 'ACTIVE', createdAt: now, updatedAt: now },
              setWhere: sql`${workspaceMembers.status} <> 'ACTIVE'`,
            });
        }
        await recordActivity(tx, {
          userId: user.id,
          workspaceId: answered.workspaceId,
          collectionName: 'invitations',
          action: response === 'ACCEPTED' ? 'ACCEPT_INVITE' : 'REJECT_INVITE',
          recordId: invitation.id,
        });
      });
      return { inviteId: invitation.id, status: response, workspaceId: invitation.workspaceId, moduleId };
    },
  };
}
