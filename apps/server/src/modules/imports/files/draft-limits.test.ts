import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HeaderMapping } from '@hde/contracts/api';
import { DRAFT_FIELD_ERRORS } from '@hde/contracts/text';
import { customFields } from '../../../platform/db/schema.js';
import { fileStatus, initImport, saveMapping, upload } from '../../../test/import-kit.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { ownerWithWorkspace, type Caller } from '../../../test/workspace-fixtures.js';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp({ CUSTOM_FIELDS_MAX: '3', IMPORT_DRAFTS_MAX: '2' });
});
afterAll(async () => ctx.close());

/** A mapping of case_id plus these headers as custom fields. */
const customMapping = (...headers: string[]): HeaderMapping => ({
  id: 'case_id',
  ...Object.fromEntries(headers.map((header) => [header, 'custom'])),
});

async function fieldKeys(workspaceId: string) {
  const rows = await ctx.database.db
    .select({ key: customFields.key })
    .from(customFields)
    .where(eq(customFields.workspaceId, workspaceId));
  return rows.map((row) => row.key).sort();
}

async function draftWith(owner: Caller, workspaceId: string, ...headers: string[]) {
  const id = await initImport(owner, workspaceId);
  const reply = await saveMapping(owner, id, {
    dataType: 'CASE',
    fileName: 'c.csv',
    mapping: customMapping(...headers),
  });
  return { id, reply };
}

async function uploaded(owner: Caller, id: string) {
  const reply = await upload(ctx, owner, id, { fileName: 'c.csv', content: 'id\nX-1\n' });
  expect(reply.statusCode).toBe(202);
}

describe('custom field limits', () => {
  it('refuses a mapping that creates more custom fields than one file may, keeping nothing of it', async () => {
    const { owner, workspace } = await ownerWithWorkspace(ctx);
    const { id, reply } = await draftWith(owner, workspace.id, 'a', 'b', 'c', 'd');
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ message: DRAFT_FIELD_ERRORS.tooManyInMapping(4, 3) });
    expect(await fieldKeys(workspace.id)).toEqual([]);
    expect((await fileStatus(owner, id)).fileName).toBeNull();
  });

  it('refuses a mapping that would take the workspace past its limit, and takes one that fits', async () => {
    const { owner, workspace } = await ownerWithWorkspace(ctx);
    const first = await draftWith(owner, workspace.id, 'a', 'b');
    expect(first.reply.statusCode).toBe(200);
    await uploaded(owner, first.id);

    const second = await draftWith(owner, workspace.id, 'a', 'c', 'd');
    expect(second.reply.statusCode).toBe(400);
    expect(second.reply.json()).toMatchObject({ message: DRAFT_FIELD_ERRORS.workspaceFull(2, 2, 3) });
    expect(await fieldKeys(workspace.id)).toEqual(['a', 'b']);

    const fits = await saveMapping(owner, second.id, {
      dataType: 'CASE',
      fileName: 'c.csv',
      mapping: customMapping('a', 'c'),
    });
    expect(fits.statusCode).toBe(200);
    expect(await fieldKeys(workspace.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('custom fields of drafts', () => {
  it('go with a cancelled draft, unless an import uses them or another draft maps them', async () => {
    const { owner, workspace } = await ownerWithWorkspace(ctx);
    const used = await draftWith(owner, workspace.id, 'kept');
    await uploaded(owner, used.id);
    const cancelled = await draftWith(owner, workspace.id, 'kept', 'shared', 'own');
    const sharing = await draftWith(owner, workspace.id, 'shared');
    expect([used, cancelled, sharing].map(({ reply }) => reply.statusCode)).toEqual([200, 200, 200]);
    expect(await fieldKeys(workspace.id)).toEqual(['kept', 'own', 'shared']);

    expect((await owner.call('DELETE', `/v2/app/file/import/${cancelled.id}`)).statusCode).toBe(204);
    expect(await fieldKeys(workspace.id)).toEqual(['kept', 'shared']);
    expect((await owner.call('DELETE', `/v2/app/file/import/${sharing.id}`)).statusCode).toBe(204);
    expect(await fieldKeys(workspace.id)).toEqual(['kept']);
  });

  it('that a draft no longer maps go when its mapping is saved again', async () => {
    const { owner, workspace } = await ownerWithWorkspace(ctx);
    const draft = await draftWith(owner, workspace.id, 'first', 'second');
    await saveMapping(owner, draft.id, {
      dataType: 'CASE',
      fileName: 'c.csv',
      mapping: customMapping('second'),
    });
    expect(await fieldKeys(workspace.id)).toEqual(['second']);
  });
});

describe('draft limit', () => {
  it('removes the oldest drafts past the limit, with their custom fields', async () => {
    const { owner, workspace } = await ownerWithWorkspace(ctx);
    const oldest = await draftWith(owner, workspace.id, 'old');
    const started = await draftWith(owner, workspace.id);
    await uploaded(owner, started.id);
    const middle = await initImport(owner, workspace.id);
    const newest = await initImport(owner, workspace.id);

    expect((await owner.call('GET', `/v2/app/file/import/${oldest.id}`)).statusCode).toBe(404);
    expect(await fieldKeys(workspace.id)).toEqual([]);
    for (const id of [started.id, middle, newest]) {
      expect((await owner.call('GET', `/v2/app/file/import/${id}`)).statusCode).toBe(200);
    }
  });
});
