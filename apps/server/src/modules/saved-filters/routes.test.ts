import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MDI_DEMO_WORKSPACE_ID, TOX_WORKSPACE_ID } from '@hde/contracts';
import {
  SAVED_FILTER_TEMPLATES_MAX,
  TEMPLATE_NAME_MAX,
  savedFilterTemplateListSchema,
  savedFilterTemplateSchema,
  workspaceConfigurationListSchema,
  workspaceConfigurationSchema,
  type SavedFilterTemplate,
  type SavedFilterTemplateWrite,
  type Workspace,
} from '@hde/contracts/api';
import { SAVED_FILTER_MESSAGES, WORKSPACE_ERRORS } from '@hde/contracts/text';
import { activities, customFields, users, workspaceConfigurations } from '../../platform/db/schema.js';
import { apiUser } from '../../test/api-user.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { memberAs, ownerWithWorkspace, type Caller } from '../../test/workspace-fixtures.js';
import { SAVED_FILTERS_CONFIGURATION } from './templates.js';
import { messageOf } from '../../test/reply-message.js';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

interface Team {
  workspace: Workspace;
  owner: Caller;
  admin: Caller;
  user: Caller;
  contributor: Caller;
  base: string;
}

async function team(): Promise<Team> {
  const { owner, workspace } = await ownerWithWorkspace(ctx);
  return {
    workspace,
    owner,
    admin: await memberAs(ctx, workspace, 'ADMIN'),
    user: await memberAs(ctx, workspace, 'USER'),
    contributor: await memberAs(ctx, workspace, 'CONTRIBUTOR'),
    base: `/v2/app/workspace/${workspace.id}/configuration/${SAVED_FILTERS_CONFIGURATION}`,
  };
}

const write = (overrides: Partial<SavedFilterTemplateWrite> = {}): SavedFilterTemplateWrite => ({
  name: 'Homicides',
  visibility: 'WORKSPACE',
  filters: [{ id: 'mannerOfDeath', operator: 'eq', values: ['HOMICIDE'] }],
  ...overrides,
});

async function create(caller: Caller, base: string, body: object = write()): Promise<SavedFilterTemplate> {
  const response = await caller.call('POST', base, body);
  expect(response.statusCode, response.body).toBe(201);
  return savedFilterTemplateSchema.parse(response.json());
}

async function names(caller: Caller, base: string): Promise<string[]> {
  const response = await caller.call('GET', base);
  expect(response.statusCode, response.body).toBe(200);
  return savedFilterTemplateListSchema.parse(response.json()).items.map((item) => item.name);
}

describe('saving templates', () => {
  it('lets owners and admins save, answering the template; users and contributors get 403', async () => {
    const { owner, admin, user, contributor, base, workspace } = await team();
    const created = await create(admin, base);
    expect(created).toMatchObject({ ...write(), createdBy: admin.id });
    expect(created.id).toBeTruthy();
    await create(
      owner,
      base,
      write({ name: 'Suicides', filters: [{ id: 'mannerOfDeath', operator: 'in', values: ['SUICIDE'] }] }),
    );
    expect((await user.call('POST', base, write({ name: 'U' }))).statusCode).toBe(403);
    expect((await contributor.call('POST', base, write({ name: 'C' }))).statusCode).toBe(403);

    for (const member of [owner, admin, user, contributor])
      expect(await names(member, base)).toEqual(['Homicides', 'Suicides']);

    const stored = await ctx.database.db
      .select()
      .from(workspaceConfigurations)
      .where(
        and(
          eq(workspaceConfigurations.workspaceId, workspace.id),
          eq(workspaceConfigurations.type, SAVED_FILTERS_CONFIGURATION),
        ),
      );
    expect((stored[0]?.body as { templates: unknown[] }).templates).toHaveLength(2);
    const actions = await ctx.database.db
      .select({ action: activities.action, userId: activities.userId })
      .from(activities)
      .where(eq(activities.workspaceId, workspace.id));
    expect(actions).toEqual(
      expect.arrayContaining([
        { action: 'CREATE_SAVED_FILTER_TEMPLATE', userId: admin.id },
        { action: 'CREATE_SAVED_FILTER_TEMPLATE', userId: owner.id },
      ]),
    );
  });

  it('answers an empty list before any template is saved', async () => {
    const { user, base } = await team();
    expect((await user.call('GET', base)).json()).toEqual({ items: [] });
  });

  it('refuses invalid bodies with 400', async () => {
    const { admin, base } = await team();
    const invalid: object[] = [
      write({ name: '' }),
      write({ name: '   ' }),
      write({ name: 'x'.repeat(TEMPLATE_NAME_MAX + 1) }),
      { ...write(), visibility: 'EVERYONE' },
      write({ filters: [] }),
      { name: 'No filters', visibility: 'PRIVATE' },
      { ...write(), createdBy: 'someone-else' },
      { ...write(), filters: [{ id: 'mannerOfDeath', operator: 'between', values: [] }] },
    ];
    for (const body of invalid)
      expect((await admin.call('POST', base, body)).statusCode, JSON.stringify(body)).toBe(400);

    const unknown = await admin.call(
      'POST',
      base,
      write({ filters: [{ id: 'notAField', operator: 'eq', values: [1] }] }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(messageOf(unknown)).toBe(SAVED_FILTER_MESSAGES.unknownField('notAField'));
    const operator = await admin.call(
      'POST',
      base,
      write({ filters: [{ id: 'mannerOfDeath', operator: 'like', values: ['HOM'] }] }),
    );
    expect(operator.statusCode).toBe(400);
    expect(messageOf(operator)).toBe(SAVED_FILTER_MESSAGES.operatorNotAllowed('like', 'mannerOfDeath'));
    expect(await names(admin, base)).toEqual([]);
  });

  it("accepts the workspace's custom fields as extra.<key>, and only those", async () => {
    const { admin, base, workspace } = await team();
    const other = await ownerWithWorkspace(ctx);
    await ctx.database.db.insert(customFields).values([
      { workspaceId: workspace.id, key: 'district', label: 'District' },
      { workspaceId: other.workspace.id, key: 'precinct', label: 'Precinct' },
    ]);
    await create(
      admin,
      base,
      write({ filters: [{ id: 'extra.district', operator: 'like', values: ['North'] }] }),
    );
    const foreign = await admin.call(
      'POST',
      base,
      write({ name: 'P', filters: [{ id: 'extra.precinct', operator: 'eq', values: ['1'] }] }),
    );
    expect(foreign.statusCode).toBe(400);
    expect(messageOf(foreign)).toBe(SAVED_FILTER_MESSAGES.unknownField('extra.precinct'));
  });

  it('refuses a name the caller already sees (409), but not one hidden in another private template', async () => {
    const { owner, admin, base } = await team();
    await create(admin, base, write({ name: 'Mine', visibility: 'PRIVATE' }));
    await create(admin, base, write({ name: 'Shared' }));
    const duplicate = await owner.call('POST', base, write({ name: ' shared ' }));
    expect(duplicate.statusCode).toBe(409);
    expect(messageOf(duplicate)).toBe(SAVED_FILTER_MESSAGES.duplicateName('shared'));
    expect((await admin.call('POST', base, write({ name: 'MINE' }))).statusCode).toBe(409);
    await create(owner, base, write({ name: 'Mine', visibility: 'PRIVATE' }));
  });

  it(`holds at most ${SAVED_FILTER_TEMPLATES_MAX} templates per workspace`, async () => {
    const { owner, admin, base, workspace } = await team();
    const templates = Array.from({ length: SAVED_FILTER_TEMPLATES_MAX }, (_, i) => ({
      ...write({ name: `T${i}`, visibility: 'PRIVATE' }),
      id: `t${i}`,
      createdBy: owner.id,
    }));
    await ctx.database.db
      .insert(workspaceConfigurations)
      .values({ workspaceId: workspace.id, type: SAVED_FILTERS_CONFIGURATION, body: { templates } });
    const refused = await admin.call('POST', base, write({ name: 'One too many' }));
    expect(refused.statusCode).toBe(400);
    expect(messageOf(refused)).toBe(SAVED_FILTER_MESSAGES.tooMany);
  });

  it('keeps every one of concurrent saves', async () => {
    const { owner, admin, base } = await team();
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        (i % 2 ? owner : admin).call('POST', base, write({ name: `Concurrent ${i}` })),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    expect((await names(owner, base)).sort()).toEqual(
      Array.from({ length: 10 }, (_, i) => `Concurrent ${i}`).sort(),
    );
  });

  it('refuses saving in the demo workspace, where users are read-only', async () => {
    const caller = await apiUser(ctx);
    const base = `/v2/app/workspace/${MDI_DEMO_WORKSPACE_ID}/configuration/${SAVED_FILTERS_CONFIGURATION}`;
    expect((await caller.call('POST', base, write())).statusCode).toBe(403);
    expect((await caller.call('GET', base)).statusCode).toBe(200);
  });
});

describe('private templates', () => {
  it("are invisible to other members through every read, and answer 404 to others' edits", async () => {
    const { owner, admin, user, base, workspace } = await team();
    const secret = await create(admin, base, write({ name: 'Secret', visibility: 'PRIVATE' }));
    await create(admin, base, write({ name: 'Shared' }));

    expect(await names(admin, base)).toEqual(['Secret', 'Shared']);
    for (const other of [owner, user]) {
      expect(await names(other, base)).toEqual(['Shared']);

      const all = workspaceConfigurationListSchema.parse(
        (await other.call('GET', `/v2/app/workspace/${workspace.id}/configuration`)).json(),
      );
      const body = all.items.find((item) => item.type === SAVED_FILTERS_CONFIGURATION)?.body;
      expect(JSON.stringify(body)).not.toContain('Secret');
      expect((body as { templates: SavedFilterTemplate[] }).templates.map((t) => t.name)).toEqual(['Shared']);

      expect(
        (await other.call('PUT', `${base}/${secret.id}`, write({ name: 'Secret', visibility: 'PRIVATE' })))
          .statusCode,
      ).toBe(404);
      expect((await other.call('DELETE', `${base}/${secret.id}`)).statusCode).toBe(404);
    }
    // The creator still reads their own private template everywhere.
    const allOwn = workspaceConfigurationListSchema.parse(
      (await admin.call('GET', `/v2/app/workspace/${workspace.id}/configuration`)).json(),
    );
    const own = allOwn.items.find((item) => item.type === SAVED_FILTERS_CONFIGURATION);
    expect((own?.body as { templates: SavedFilterTemplate[] }).templates.map((t) => t.name)).toEqual([
      'Secret',
      'Shared',
    ]);
    expect(await names(admin, base)).toEqual(['Secret', 'Shared']);
  });

  it('are hidden by the generic configuration routes of the toxicology base too (no template routes there)', async () => {
    const [reader, operator] = [await apiUser(ctx), await apiUser(ctx)];
    await ctx.database.db.update(users).set({ beta: true }).where(eq(users.id, reader.id));
    await ctx.database.db.update(users).set({ beta: true, operator: true }).where(eq(users.id, operator.id));
    for (const caller of [reader, operator])
      expect((await caller.call('POST', '/v2/tox/user/sign-up')).statusCode).toBe(200);
    const templates = [
      { ...write({ name: 'Tox shared' }), id: 's', createdBy: operator.id },
      { ...write({ name: 'Tox secret', visibility: 'PRIVATE' }), id: 'p', createdBy: operator.id },
    ];
    await ctx.database.db
      .insert(workspaceConfigurations)
      .values({ workspaceId: TOX_WORKSPACE_ID, type: SAVED_FILTERS_CONFIGURATION, body: { templates } });
    const base = `/v2/tox/workspace/${TOX_WORKSPACE_ID}/configuration`;

    const one = workspaceConfigurationSchema.parse(
      (await reader.call('GET', `${base}/${SAVED_FILTERS_CONFIGURATION}`)).json(),
    );
    expect(one.body).toEqual({ templates: [templates[0]] });
    const all = workspaceConfigurationListSchema.parse((await reader.call('GET', base)).json());
    expect(all.items.find((item) => item.type === SAVED_FILTERS_CONFIGURATION)?.body).toEqual({
      templates: [templates[0]],
    });
    const own = workspaceConfigurationSchema.parse(
      (await operator.call('GET', `${base}/${SAVED_FILTERS_CONFIGURATION}`)).json(),
    );
    expect(own.body).toEqual({ templates });

    // No one writes the toxicology workspace's configuration: it is every tox user's, not theirs alone.
    for (const method of ['PUT', 'POST'] as const) {
      const refused = await operator.call(method, `${base}/${SAVED_FILTERS_CONFIGURATION}`, {
        templates: [],
      });
      expect(refused.statusCode).toBe(403);
      expect(messageOf(refused)).toBe(WORKSPACE_ERRORS.toxSharedWorkspace);
    }
  });

  it('refuses to overwrite the whole saved filters body through the generic configuration routes', async () => {
    const { owner, user, base } = await team();
    await create(owner, base, write({ name: 'Kept' }));
    const forged = { templates: [{ ...write({ name: 'Forged' }), id: 'x', createdBy: user.id }] };
    const put = await owner.call('PUT', base, forged);
    expect(put.statusCode).toBe(400);
    expect(messageOf(put)).toBe(SAVED_FILTER_MESSAGES.wholeBodyRefused);
    expect((await user.call('PUT', base, forged)).statusCode).toBe(403);
    // POST on the exact path is the create route: the forged body is not a template.
    expect((await owner.call('POST', base, forged)).statusCode).toBe(400);
    expect(await names(user, base)).toEqual(['Kept']);
  });
});

describe('editing and deleting', () => {
  it('lets the creator edit their template and change its visibility', async () => {
    const { admin, user, base } = await team();
    const template = await create(admin, base);
    const edited = await admin.call(
      'PUT',
      `${base}/${template.id}`,
      write({
        name: 'Homicides (2024)',
        filters: [{ id: 'year_dateOfDeath', operator: 'eq', values: [2024] }],
      }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(savedFilterTemplateSchema.parse(edited.json())).toEqual({
      id: template.id,
      name: 'Homicides (2024)',
      visibility: 'WORKSPACE',
      filters: [{ id: 'year_dateOfDeath', operator: 'eq', values: [2024] }],
      createdBy: admin.id,
    });
    const same = await admin.call('PUT', `${base}/${template.id}`, write({ name: 'homicides (2024)' }));
    expect(same.statusCode, 'renaming to its own name in another case').toBe(200);

    const hidden = await admin.call(
      'PUT',
      `${base}/${template.id}`,
      write({ name: 'Private now', visibility: 'PRIVATE' }),
    );
    expect(hidden.statusCode).toBe(200);
    expect(await names(user, base)).toEqual([]);
    expect(await names(admin, base)).toEqual(['Private now']);
  });

  it("lets owners and admins edit and delete others' workspace templates, but not change their visibility", async () => {
    const { owner, admin, user, contributor, base } = await team();
    const byAdmin = await create(admin, base, write({ name: 'By admin' }));
    const byOwner = await create(owner, base, write({ name: 'By owner' }));

    for (const member of [user, contributor]) {
      const refused = await member.call('PUT', `${base}/${byAdmin.id}`, write({ name: 'Taken over' }));
      expect(refused.statusCode).toBe(403);
      expect(messageOf(refused)).toBe(SAVED_FILTER_MESSAGES.notEditable);
      expect((await member.call('DELETE', `${base}/${byAdmin.id}`)).statusCode).toBe(403);
    }

    const renamed = await owner.call('PUT', `${base}/${byAdmin.id}`, write({ name: 'Renamed by owner' }));
    expect(renamed.statusCode).toBe(200);
    expect(savedFilterTemplateSchema.parse(renamed.json()).createdBy).toBe(admin.id);
    const visibility = await owner.call(
      'PUT',
      `${base}/${byAdmin.id}`,
      write({ name: 'Renamed by owner', visibility: 'PRIVATE' }),
    );
    expect(visibility.statusCode).toBe(403);
    expect(messageOf(visibility)).toBe(SAVED_FILTER_MESSAGES.visibilityCreatorOnly);
    expect(
      (await admin.call('PUT', `${base}/${byOwner.id}`, write({ name: 'By owner', visibility: 'PRIVATE' })))
        .statusCode,
    ).toBe(403);
    expect(
      (await admin.call('PUT', `${base}/${byOwner.id}`, write({ name: 'Renamed by owner' }))).statusCode,
    ).toBe(409);

    expect((await admin.call('DELETE', `${base}/${byOwner.id}`)).statusCode).toBe(204);
    expect(await names(user, base)).toEqual(['Renamed by owner']);
    expect((await owner.call('DELETE', `${base}/${byAdmin.id}`)).statusCode).toBe(204);
    expect(await names(user, base)).toEqual([]);
    expect((await owner.call('DELETE', `${base}/${byAdmin.id}`)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown template and validates edits like saves', async () => {
    const { admin, base } = await team();
    const template = await create(admin, base);
    expect((await admin.call('PUT', `${base}/no-such-template`, write())).statusCode).toBe(404);
    expect((await admin.call('DELETE', `${base}/no-such-template`)).statusCode).toBe(404);
    expect((await admin.call('PUT', `${base}/${template.id}`, write({ name: '' }))).statusCode).toBe(400);
    const unknown = await admin.call(
      'PUT',
      `${base}/${template.id}`,
      write({ filters: [{ id: 'nope', operator: 'eq', values: [] }] }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(messageOf(unknown)).toBe(SAVED_FILTER_MESSAGES.unknownField('nope'));
  });
});

describe('access', () => {
  it('answers 404 to non-members and 401 without a token', async () => {
    const { admin, base } = await team();
    const template = await create(admin, base);
    const stranger = await apiUser(ctx);
    const calls = [
      ['GET', base],
      ['POST', base],
      ['PUT', `${base}/${template.id}`],
      ['DELETE', `${base}/${template.id}`],
    ] as const;
    for (const [method, url] of calls) {
      const payload = method === 'POST' || method === 'PUT' ? write({ name: 'Stranger' }) : undefined;
      expect((await stranger.call(method, url, payload)).statusCode, `${method} ${url}`).toBe(404);
      const anonymous = await ctx.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
    }
    expect(await names(admin, base)).toEqual(['Homicides']);
  });

  it('still serves the other configuration types unchanged through the generic routes', async () => {
    const { owner, user, workspace } = await team();
    const url = `/v2/app/workspace/${workspace.id}/configuration/dashboard-configuration`;
    expect((await owner.call('PUT', url, { tabs: [{ id: 't' }] })).statusCode).toBe(204);
    expect(workspaceConfigurationSchema.parse((await user.call('GET', url)).json()).body).toEqual({
      tabs: [{ id: 't' }],
    });
  });
});
