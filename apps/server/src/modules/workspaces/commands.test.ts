import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MDI_DEMO_WORKSPACE_ID } from '@hde/contracts';
import {
  userSchema,
  workspaceConfigurationSchema,
  workspaceListSchema,
  workspaceSchema,
  type Workspace,
} from '@hde/contracts/api';
import { ERROR_MESSAGES } from '@hde/contracts/text';
import {
  activities,
  caseRollupStates,
  cases,
  fileImports,
  publishedDashboards,
  workspaces,
} from '../../platform/db/schema.js';
import { apiUser } from '../../test/api-user.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import * as fixtures from '../../test/workspace-fixtures.js';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const ownerWithWorkspace = () => fixtures.ownerWithWorkspace(ctx);
const memberAs = (workspace: Workspace, role: string) => fixtures.memberAs(ctx, workspace, role);

describe('POST /v2/app/workspace', () => {
  it('creates a workspace for a module owner, who becomes its OWNER', async () => {
    const { owner } = await ownerWithWorkspace();
    const response = await owner.call('POST', '/v2/app/workspace', {
      name: '  Coroner 2026 ',
      description: 'Cases',
      icon: 'heart',
    });
    expect(response.statusCode).toBe(201);
    expect(workspaceSchema.parse(response.json())).toMatchObject({
      name: 'Coroner 2026',
      icon: 'heart',
      workspaceRole: 'OWNER',
    });
    expect(workspaceListSchema.parse((await owner.call('GET', '/v2/app/workspace/list')).json()).total).toBe(
      2,
    );
  });

  it('refuses users without an active or trial subscription with the spec message', async () => {
    const caller = await apiUser(ctx);
    const response = await caller.call('POST', '/v2/app/workspace', { name: 'Mine' });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(ERROR_MESSAGES.createWorkspaceNotOwner);
  });

  it('refuses an empty name with "Invalid name", unknown icons and unknown fields', async () => {
    const { owner } = await ownerWithWorkspace();
    const empty = await owner.call('POST', '/v2/app/workspace', { name: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors.name).toEqual([ERROR_MESSAGES.invalidName]);
    expect((await owner.call('POST', '/v2/app/workspace', { name: 'A', icon: 'skull' })).statusCode).toBe(
      400,
    );
    expect((await owner.call('POST', '/v2/app/workspace', { name: 'A', public: true })).statusCode).toBe(400);
  });
});

describe('PUT /v2/app/workspace/:id', () => {
  it('lets an OWNER or ADMIN edit and records who did it', async () => {
    const { owner, workspace } = await ownerWithWorkspace();
    const admin = await memberAs(workspace, 'ADMIN');
    const response = await admin.call('PUT', `/v2/app/workspace/${workspace.id}`, {
      name: 'Renamed',
      description: 'd',
      icon: 'sun',
    });
    expect(workspaceSchema.parse(response.json())).toMatchObject({ name: 'Renamed', updatedBy: admin.email });
    expect((await owner.call('GET', `/v2/app/workspace/${workspace.id}`)).json().name).toBe('Renamed');
  });

  it('refuses USER and CONTRIBUTOR (403) and strangers (404), changing nothing', async () => {
    const { workspace } = await ownerWithWorkspace();
    for (const role of ['USER', 'CONTRIBUTOR']) {
      const member = await memberAs(workspace, role);
      expect(
        (await member.call('PUT', `/v2/app/workspace/${workspace.id}`, { name: 'Hacked' })).statusCode,
      ).toBe(403);
    }
    const stranger = await apiUser(ctx);
    expect(
      (await stranger.call('PUT', `/v2/app/workspace/${workspace.id}`, { name: 'Hacked' })).statusCode,
    ).toBe(404);
    const [row] = await ctx.database.db.select().from(workspaces).where(eq(workspaces.id, workspace.id));
    expect(row?.name).toBe('My Workspace');
  });

  it('keeps demo workspaces read-only for ordinary users', async () => {
    const caller = await apiUser(ctx);
    expect(
      (await caller.call('PUT', `/v2/app/workspace/${MDI_DEMO_WORKSPACE_ID}`, { name: 'Mine now' }))
        .statusCode,
    ).toBe(403);
  });
});

describe('DELETE /v2/app/workspace/:id', () => {
  it('deletes an empty workspace, clears it as default and records it', async () => {
    const { owner, workspace } = await ownerWithWorkspace();
    await owner.call('PUT', '/v2/app/user/default-workspace', { workspaceId: workspace.id });
    expect((await owner.call('DELETE', `/v2/app/workspace/${workspace.id}`)).statusCode).toBe(204);
    expect((await owner.call('GET', `/v2/app/workspace/${workspace.id}`)).statusCode).toBe(404);
    expect(
      userSchema.parse((await owner.call('GET', '/v2/app/user/')).json()).userConfiguration.defaultWorkspace,
    ).toBeNull();
    const recorded = await ctx.database.db.select().from(activities).where(eq(activities.userId, owner.id));
    expect(recorded.map((a) => a.action)).toContain('DELETE');
  });

  it('refuses while the workspace holds cases or file imports (409), keeping everything', async () => {
    for (const table of ['cases', 'files'] as const) {
      const { owner, workspace } = await ownerWithWorkspace();
      if (table === 'cases')
        await ctx.database.db.insert(cases).values({ workspaceId: workspace.id, caseId: 'C-1' });
      else
        await ctx.database.db
          .insert(fileImports)
          .values({ workspaceId: workspace.id, fileName: 'a.csv', status: 'SUCCESS' });
      const counts = (await owner.call('GET', `/v2/app/workspace/${workspace.id}/data-counts`)).json();
      expect(counts).toEqual(table === 'cases' ? { cases: 1, fileImports: 0 } : { cases: 0, fileImports: 1 });
      expect((await owner.call('DELETE', `/v2/app/workspace/${workspace.id}`)).statusCode).toBe(409);
      expect((await owner.call('GET', `/v2/app/workspace/${workspace.id}`)).statusCode).toBe(200);
    }
  });

  it('does not count a draft import (a wizard left before uploading) as data', async () => {
    const { owner, workspace } = await ownerWithWorkspace();
    await ctx.database.db.insert(fileImports).values({ workspaceId: workspace.id, status: 'DRAFT' });
    const counts = (await owner.call('GET', `/v2/app/workspace/${workspace.id}/data-counts`)).json();
    expect(counts).toEqual({ cases: 0, fileImports: 0 });
    expect((await owner.call('DELETE', `/v2/app/workspace/${workspace.id}`)).statusCode).toBe(204);
  });

  it('refuses USER members and the demo workspace', async () => {
    const { workspace } = await ownerWithWorkspace();
    const member = await memberAs(workspace, 'USER');
    expect((await member.call('DELETE', `/v2/app/workspace/${workspace.id}`)).statusCode).toBe(403);
    expect((await member.call('DELETE', `/v2/app/workspace/${MDI_DEMO_WORKSPACE_ID}`)).statusCode).toBe(403);
  });
});

describe('public dashboard', () => {
  it('ENABLE sets the syncing flag, the job publishes and clears it; DISABLE withdraws the publication', async () => {
    const { owner, workspace } = await ownerWithWorkspace();
    const publicConfiguration = () =>
      ctx.app.inject({ url: `/v2/public/CASE/dashboard/${workspace.id}/configuration` });
    const enabled = workspaceSchema.parse(
      (await owner.call('POST', `/v2/app/workspace/${workspace.id}/public/ENABLE`)).json(),
    );
    expect(enabled).toMatchObject({ public: true, publicDashboardSyncing: true });

    expect(await ctx.runJobs()).toBeGreaterThanOrEqual(1);

    const synced = workspaceSchema.parse(
      (await owner.call('GET', `/v2/app/workspace/${workspace.id}`)).json(),
    );
    expect(synced).toMatchObject({ public: true, publicDashboardSyncing: false });
    expect((await publicConfiguration()).statusCode).toBe(200);

    const disabled = workspaceSchema.parse(
      (await owner.call('POST', `/v2/app/workspace/${workspace.id}/public/DISABLE`)).json(),
    );
    expect(disabled).toMatchObject({ public: false, publicDashboardSyncing: false });
    expect((await publicConfiguration()).statusCode).toBe(404);
    const withdrawn = await ctx.database.db
      .select()
      .from(publishedDashboards)
      .where(eq(publishedDashboards.workspaceId, workspace.id));
    expect(withdrawn).toEqual([]);
  });

  it('is a management action: USER members get 403', async () => {
    const { workspace } = await ownerWithWorkspace();
    const member = await memberAs(workspace, 'USER');
    expect((await member.call('POST', `/v2/app/workspace/${workspace.id}/public/ENABLE`)).statusCode).toBe(
      403,
    );
    expect((await member.call('POST', `/v2/app/workspace/${workspace.id}/public/MAYBE`)).statusCode).toBe(
      400,
    );
  });
});

describe('configurations', () => {
  it('saves and reads configurations, with import mappings open to contributors only', async () => {
    const { owner, workspace } = await ownerWithWorkspace();
    const contributor = await memberAs(workspace, 'CONTRIBUTOR');
    const user = await memberAs(workspace, 'USER');
    const mapping = { 'Date of Death': 'date_of_death', DOD: null };
    const base = `/v2/app/workspace/${workspace.id}/configuration`;
    expect((await contributor.call('PUT', `${base}/case-configuration`, mapping)).statusCode).toBe(204);
    expect((await user.call('PUT', `${base}/case-configuration`, mapping)).statusCode).toBe(403);
    expect((await contributor.call('POST', `${base}/dashboard-configuration`, { tabs: [] })).statusCode).toBe(
      403,
    );
    expect((await owner.call('POST', `${base}/dashboard-configuration`, { tabs: [] })).statusCode).toBe(204);
    expect((await owner.call('PUT', `${base}/unknown-configuration`, {})).statusCode).toBe(400);

    const one = workspaceConfigurationSchema.parse(
      (await user.call('GET', `${base}/case-configuration`)).json(),
    );
    expect(one).toMatchObject({ body: mapping, updatedBy: contributor.email });
    const all = (await user.call('GET', base)).json() as { items: { type: string }[] };
    expect(all.items.map((item) => item.type).sort()).toEqual([
      'case-configuration',
      'dashboard-configuration',
    ]);
    expect((await user.call('GET', `${base}/saved-filters-configuration`)).json()).toEqual({ items: [] });
    expect((await user.call('GET', `/v2/app/workspace/${workspace.id}/customFields`)).json()).toEqual({
      items: [],
    });
  });

  it('has the count summaries written again when the dashboard configuration changes', async () => {
    const { owner, workspace } = await ownerWithWorkspace();
    await ctx.database.db
      .insert(caseRollupStates)
      .values({ workspaceId: workspace.id, dataVersion: 0, rollups: [] });
    const base = `/v2/app/workspace/${workspace.id}/configuration`;
    expect((await owner.call('PUT', `${base}/case-configuration`, {})).statusCode).toBe(204);
    const states = () =>
      ctx.database.db.select().from(caseRollupStates).where(eq(caseRollupStates.workspaceId, workspace.id));
    expect(await states()).toHaveLength(1);
    expect((await owner.call('POST', `${base}/dashboard-configuration`, { tabs: [] })).statusCode).toBe(204);
    expect(await states()).toHaveLength(0);
  });
});

describe('default workspace', () => {
  it('accepts only a workspace the user may open', async () => {
    const { owner, workspace } = await ownerWithWorkspace();
    const other = await ownerWithWorkspace();
    const set = await owner.call('PUT', '/v2/app/user/default-workspace', { workspaceId: workspace.id });
    expect(userSchema.parse(set.json()).userConfiguration.defaultWorkspace).toBe(workspace.id);
    expect(
      (await owner.call('PUT', '/v2/app/user/default-workspace', { workspaceId: other.workspace.id }))
        .statusCode,
    ).toBe(404);
    const cleared = await owner.call('PUT', '/v2/app/user/default-workspace', { workspaceId: null });
    expect(userSchema.parse(cleared.json()).userConfiguration.defaultWorkspace).toBeNull();
  });
});
