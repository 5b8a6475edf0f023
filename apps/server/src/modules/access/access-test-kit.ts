import { and, eq } from 'drizzle-orm';
import type { WorkspaceRole } from '@hde/contracts';
import { inviteEntrySchema } from '@hde/contracts/api';
import { activities, invitations, workspaceMembers } from '../../platform/db/schema.js';
import { apiUser } from '../../test/api-user.js';
import type { TestApp } from '../../test/test-app.js';
import { ownerWithWorkspace as sharedOwnerWithWorkspace } from '../../test/workspace-fixtures.js';

/** Test helpers of the access module (members and invitations through the API, DB state to assert). */
export type { Caller } from '../../test/workspace-fixtures.js';
import type { Caller } from '../../test/workspace-fixtures.js';

/** A user with a started MDI trial and the id of their first workspace ("My Workspace"). */
export async function ownerWithWorkspace(ctx: TestApp, options: { email?: string } = {}) {
  const { owner, workspace } = await sharedOwnerWithWorkspace(ctx, options);
  return { owner, workspaceId: workspace.id };
}

export const inviteUrl = (workspaceId: string, email: string, role: string, base = '/v2/app') =>
  `${base}/workspace/${workspaceId}/invite?email=${encodeURIComponent(email)}&role=${role}`;

export async function invite(by: Caller, workspaceId: string, email: string, role: WorkspaceRole) {
  const response = await by.call('POST', inviteUrl(workspaceId, email, role));
  if (response.statusCode !== 200) throw new Error(`invite failed: ${response.statusCode} ${response.body}`);
  return inviteEntrySchema.parse(response.json());
}

/** A new user who joined the workspace through an accepted invitation. */
export async function addMember(ctx: TestApp, by: Caller, workspaceId: string, role: WorkspaceRole) {
  const member = await apiUser(ctx);
  const { id } = await invite(by, workspaceId, member.email, role);
  const accepted = await member.call('POST', `/v2/app/workspace/invitations/${id}/ACCEPTED`);
  if (accepted.statusCode !== 200) throw new Error(`accept failed: ${accepted.statusCode} ${accepted.body}`);
  return member;
}

export async function membership(ctx: TestApp, workspaceId: string, userId: string) {
  const [row] = await ctx.database.db
    .select()
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
  return row;
}

export async function invitationRow(ctx: TestApp, id: string) {
  const [row] = await ctx.database.db.select().from(invitations).where(eq(invitations.id, id));
  return row;
}

export async function activityOf(ctx: TestApp, workspaceId: string) {
  const rows = await ctx.database.db.select().from(activities).where(eq(activities.workspaceId, workspaceId));
  return rows.map((row) => `${row.collectionName}:${row.action}`);
}
