import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MDI_DEMO_WORKSPACE_ID } from '@hde/contracts';
import { mappingMatchResponseSchema, type HeaderSuggestionItem } from '@hde/contracts/api';
import { apiUser } from '../../../test/api-user.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import * as fixtures from '../../../test/workspace-fixtures.js';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Caller = fixtures.Caller;

const ownerWithWorkspace = () => fixtures.ownerWithWorkspace(ctx);

async function match(caller: Caller, body: object): Promise<HeaderSuggestionItem[]> {
  const response = await caller.call('POST', '/v2/app/mapping/match', body);
  expect(response.statusCode, response.body).toBe(200);
  return mappingMatchResponseSchema.parse(response.json()).items;
}

const REAL_WORLD = ['Date of Death', 'DOD', 'DeathDate', 'Sex', 'Gender', 'COD', 'MannerofDeath', 'Case #'];

describe('POST /v2/app/mapping/match', () => {
  it('maps real-world headers, giving each field to one header only', async () => {
    const caller = await apiUser(ctx);
    expect(await match(caller, { headers: REAL_WORLD, dataType: 'CASE' })).toEqual([
      { header: 'Date of Death', fieldId: 'date_of_death', source: 'exact', target: 'date_of_death' },
      { header: 'DOD', fieldId: null, source: null, target: null },
      { header: 'DeathDate', fieldId: null, source: null, target: null },
      { header: 'Sex', fieldId: 'sex', source: 'exact', target: 'sex' },
      { header: 'Gender', fieldId: null, source: null, target: null },
      { header: 'COD', fieldId: 'cause_of_death', source: 'synonym', target: 'cause_of_death' },
      { header: 'MannerofDeath', fieldId: 'manner_of_death', source: 'synonym', target: 'manner_of_death' },
      { header: 'Case #', fieldId: 'case_id', source: 'synonym', target: 'case_id' },
    ]);
  });

  it('maps each of the date-of-death spellings when it stands alone', async () => {
    const caller = await apiUser(ctx);
    for (const header of ['Date of Death', 'DOD', 'DeathDate']) {
      const [item] = await match(caller, { headers: [header, 'Gender'], dataType: 'CASE' });
      expect(item?.fieldId).toBe('date_of_death');
    }
    expect((await match(caller, { headers: ['Gender'], dataType: 'CASE' }))[0]?.fieldId).toBe('sex');
  });

  it('names the matching pass, a near spelling as "near"', async () => {
    const caller = await apiUser(ctx);
    expect(
      await match(caller, {
        headers: ['Death Date (reported)', 'Pathologst', 'Favourite Colour'],
        dataType: 'CASE',
      }),
    ).toEqual([
      { header: 'Death Date (reported)', fieldId: 'date_of_death', source: 'words', target: 'date_of_death' },
      { header: 'Pathologst', fieldId: 'pathologist', source: 'typo', target: 'pathologist' },
      { header: 'Favourite Colour', fieldId: null, source: null, target: null },
    ]);
  });

  it('matches within the data type only', async () => {
    const caller = await apiUser(ctx);
    expect(
      await match(caller, { headers: ['Case #', 'Analyte', 'Date of Death'], dataType: 'TOXICOLOGY' }),
    ).toEqual([
      { header: 'Case #', fieldId: 'case_id', source: 'synonym', target: 'case_id' },
      { header: 'Analyte', fieldId: 'analysis', source: 'synonym', target: 'analysis' },
      { header: 'Date of Death', fieldId: null, source: null, target: null },
    ]);
    expect((await match(caller, { headers: ['Dx'], dataType: 'DIAGNOSIS' }))[0]?.fieldId).toBe('diagnosis');
  });

  it('keeps the first of repeated headers and answers the repeats with null', async () => {
    const caller = await apiUser(ctx);
    expect(await match(caller, { headers: ['Sex', 'Notes', 'Sex', 'Notes', ''], dataType: 'CASE' })).toEqual([
      { header: 'Sex', fieldId: 'sex', source: 'exact', target: 'sex' },
      { header: 'Notes', fieldId: null, source: null, target: null },
      { header: 'Sex', fieldId: null, source: null, target: null },
      { header: 'Notes', fieldId: null, source: null, target: null },
      { header: '', fieldId: null, source: null, target: null },
    ]);
  });

  describe('with a workspace', () => {
    it("lets the workspace's saved mapping win over synonyms, but not over exact names", async () => {
      const { owner, workspace } = await ownerWithWorkspace();
      const saved = await owner.call(
        'PUT',
        `/v2/app/workspace/${workspace.id}/configuration/case-configuration`,
        {
          DOD: 'exam_date',
          Gender: 'custom',
          Sex: 'race',
          Col7: 'pathologist',
          COD: null,
        },
      );
      expect(saved.statusCode).toBe(204);
      const headers = ['DOD', 'Death Date', 'Gender', 'Sex', 'Col7', 'COD', 'Col7'];
      expect(await match(owner, { headers, dataType: 'CASE', workspaceId: workspace.id })).toEqual([
        { header: 'DOD', fieldId: 'exam_date', source: 'saved', target: 'exam_date' },
        { header: 'Death Date', fieldId: 'date_of_death', source: 'synonym', target: 'date_of_death' },
        { header: 'Gender', fieldId: null, source: 'saved', target: 'custom' },
        { header: 'Sex', fieldId: 'sex', source: 'exact', target: 'sex' },
        { header: 'Col7', fieldId: 'pathologist', source: 'saved', target: 'pathologist' },
        { header: 'COD', fieldId: 'cause_of_death', source: 'synonym', target: 'cause_of_death' },
        { header: 'Col7', fieldId: null, source: null, target: null },
      ]);
      // Without the workspace, the same headers get the catalogue's suggestions.
      expect((await match(owner, { headers, dataType: 'CASE' })).map((item) => item.fieldId)).toEqual([
        'date_of_death',
        null,
        null,
        'sex',
        null,
        'cause_of_death',
        null,
      ]);
    });

    it("uses the data type's own configuration", async () => {
      const { owner, workspace } = await ownerWithWorkspace();
      await owner.call('PUT', `/v2/app/workspace/${workspace.id}/configuration/toxicology-configuration`, {
        Drug: 'specimen',
      });
      const body = { headers: ['Drug'], workspaceId: workspace.id };
      expect((await match(owner, { ...body, dataType: 'TOXICOLOGY' }))[0]).toEqual({
        header: 'Drug',
        fieldId: 'specimen',
        source: 'saved',
        target: 'specimen',
      });
      expect((await match(owner, { ...body, dataType: 'DIAGNOSIS' }))[0]?.fieldId).toBeNull();
    });

    it('works without a saved configuration, for every member role and in the demo workspace', async () => {
      const { workspace } = await ownerWithWorkspace();
      const member = await fixtures.memberAs(ctx, workspace, 'USER');
      const body = { headers: ['Gender'], dataType: 'CASE' };
      expect((await match(member, { ...body, workspaceId: workspace.id }))[0]?.fieldId).toBe('sex');
      expect(
        (await match(await apiUser(ctx), { ...body, workspaceId: MDI_DEMO_WORKSPACE_ID }))[0]?.fieldId,
      ).toBe('sex');
    });

    it("answers 404 for another user's workspace and for unknown ids, revealing no mapping", async () => {
      const { workspace } = await ownerWithWorkspace();
      const stranger = await apiUser(ctx);
      await stranger.call('POST', '/v2/app/user/sign-up');
      for (const workspaceId of [workspace.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
        const response = await stranger.call('POST', '/v2/app/mapping/match', {
          headers: ['DOD'],
          dataType: 'CASE',
          workspaceId,
        });
        expect(response.statusCode).toBe(404);
        expect(response.json()).not.toHaveProperty('items');
      }
    });
  });

  describe('refuses', () => {
    it.each([
      ['empty headers', { headers: [], dataType: 'CASE' }],
      ['501 headers', { headers: Array.from({ length: 501 }, (_, i) => `Column ${i}`), dataType: 'CASE' }],
      ['an unknown data type', { headers: ['Sex'], dataType: 'PERSON' }],
      ['the ZIP data type', { headers: ['Sex'], dataType: 'ZIP' }],
      ['no data type', { headers: ['Sex'] }],
      ['a header over 200 characters', { headers: ['x'.repeat(201)], dataType: 'CASE' }],
      ['a header that is not text', { headers: [42], dataType: 'CASE' }],
      ['an unknown property', { headers: ['Sex'], dataType: 'CASE', mapping: {} }],
    ])('%s with 400', async (_, body) => {
      const caller = await apiUser(ctx);
      const response = await caller.call('POST', '/v2/app/mapping/match', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, message: 'Invalid request' });
    });

    it('accepts exactly 500 headers', async () => {
      const caller = await apiUser(ctx);
      const headers = Array.from({ length: 500 }, (_, i) => `Column ${i}`);
      expect(await match(caller, { headers, dataType: 'CASE' })).toHaveLength(500);
    });

    it('a caller without a token with 401', async () => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/v2/app/mapping/match',
        payload: { headers: ['Sex'], dataType: 'CASE' },
      });
      expect(response.statusCode).toBe(401);
    });
  });
});
