import { and, eq } from 'drizzle-orm';
import { DEFAULT_CASE_DASHBOARD } from '@hde/contracts';
import { dashboardSchema, type Dashboard, type DashboardCreate, type Workspace } from '@hde/contracts/api';
import { workspaceMembers } from '../../platform/db/schema.js';
import { apiUser } from '../../test/api-user.js';
import type { TestApp } from '../../test/test-app.js';
import { memberAs, ownerWithWorkspace, type Caller } from '../../test/workspace-fixtures.js';

export const DASHBOARD_PASSWORD = 'Viewer-Pass1';

/** A save body of the default tabs (Case List included: the server drops it). */
export function dashboardBody(overrides: Partial<DashboardCreate> = {}): DashboardCreate {
  return {
    name: 'Homicides 2024',
    description: 'Homicides of the year',
    type: 'LIVE',
    mode: 'PUBLIC',
    config: { tabs: DEFAULT_CASE_DASHBOARD.tabs.map((tab) => ({ ...tab, widgets: [...tab.widgets] })) },
    rawFilters: [{ id: 'mannerOfDeath', operator: 'eq', values: ['HOMICIDE'] }],
    text: 'gunshot',
    ...overrides,
  };
}

/**
 * A workspace and its people: the OWNER, the ADMIN who creates its dashboards, another ADMIN, a USER, a
 * signed-in user named on PRIVATE dashboards (not a member) and one who is not.
 */
export interface DashboardTeam {
  workspace: Workspace;
  owner: Caller;
  creator: Caller;
  admin: Caller;
  user: Caller;
  listed: Caller;
  unlisted: Caller;
  base: string;
}

export async function dashboardTeam(ctx: TestApp): Promise<DashboardTeam> {
  const { owner, workspace } = await ownerWithWorkspace(ctx);
  const listed = await apiUser(ctx);
  return {
    workspace,
    owner,
    creator: await memberAs(ctx, workspace, 'ADMIN'),
    admin: await memberAs(ctx, workspace, 'ADMIN'),
    user: await memberAs(ctx, workspace, 'USER'),
    listed,
    unlisted: await apiUser(ctx),
    base: `/v2/app/workspaces/${workspace.id}/dashboards`,
  };
}

export async function createDashboard(
  team: DashboardTeam,
  overrides: Partial<DashboardCreate> = {},
  caller: Caller = team.creator,
): Promise<Dashboard> {
  const body = dashboardBody({
    ...(overrides.mode === 'PRIVATE' ? { emails: [team.listed.email] } : {}),
    ...(overrides.mode === 'PASSWORD' ? { password: DASHBOARD_PASSWORD } : {}),
    ...overrides,
  });
  const reply = await caller.call('POST', team.base, body);
  if (reply.statusCode !== 201)
    throw new Error(`dashboard creation failed: ${reply.statusCode} ${reply.body}`);
  return dashboardSchema.parse(reply.json());
}

/** Changes a member's role, or ends their membership (`null`). */
export async function setMembership(ctx: TestApp, workspaceId: string, member: Caller, role: string | null) {
  const where = and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, member.id));
  if (role === null) await ctx.database.db.delete(workspaceMembers).where(where);
  else await ctx.database.db.update(workspaceMembers).set({ role }).where(where);
}
