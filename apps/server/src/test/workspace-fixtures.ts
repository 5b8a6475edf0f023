import { workspaceListSchema, type Workspace } from '@hde/contracts/api';
import { workspaceMembers } from '../platform/db/schema.js';
import { apiUser } from './api-user.js';
import type { TestApp } from './test-app.js';

export type Caller = Awaited<ReturnType<typeof apiUser>>;

/** A user with a started MDI trial and their first workspace ("My Workspace"). */
export async function ownerWithWorkspace(
  ctx: TestApp,
  options: { email?: string } = {},
): Promise<{ owner: Caller; workspace: Workspace }> {
  const owner = await apiUser(ctx, options);
  const signUp = await owner.call('POST', '/v2/app/user/sign-up');
  if (signUp.statusCode !== 200) throw new Error(`sign-up failed: ${signUp.statusCode}`);
  const [workspace] = workspaceListSchema.parse(
    (await owner.call('GET', '/v2/app/workspace/list')).json(),
  ).items;
  if (!workspace) throw new Error('sign-up created no workspace');
  return { owner, workspace };
}

/** A new user made a member of the workspace directly in the database (no invitation). */
export async function memberAs(
  ctx: TestApp,
  workspace: Pick<Workspace, 'id'>,
  role: string,
): Promise<Caller> {
  const member = await apiUser(ctx);
  await ctx.database.db
    .insert(workspaceMembers)
    .values({ workspaceId: workspace.id, userId: member.id, role });
  return member;
}
