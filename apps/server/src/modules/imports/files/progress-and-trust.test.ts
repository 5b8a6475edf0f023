import { writeFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileImportSchema, trustInfoSchema, type FileImport, type TrustInfo } from '@hde/contracts/api';
import { createFileStorage } from '../../../platform/file-storage.js';
import { importFile, initImport, upload } from '../../../test/import-kit.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { ownerWithWorkspace } from '../../../test/workspace-fixtures.js';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

/** The `data:` payloads of a server-sent event stream, per event name. */
function eventsOf(body: string): { event: string; data: unknown }[] {
  return body
    .split('\n\n')
    .filter((block) => block.startsWith('event:'))
    .map((block) => {
      const [eventLine = '', dataLine = ''] = block.split('\n');
      return { event: eventLine.slice('event: '.length), data: JSON.parse(dataLine.slice('data: '.length)) };
    });
}

describe('POST file/updates', () => {
  it('streams each change of the imports until they have finished', async () => {
    const { owner, workspace } = await ownerWithWorkspace(ctx);
    const id = await initImport(owner, workspace.id);
    expect(
      (await upload(ctx, owner, id, { fileName: 'p.csv', content: 'case_id\nP-1\nP-2\n' })).statusCode,
    ).toBe(202);

    const streaming = owner.call('POST', '/v2/app/file/updates', { ids: [id] });
    await ctx.runJobs();
    const reply = await streaming;
    expect(reply.headers['content-type']).toContain('text/event-stream');
    const updates = eventsOf(reply.body).map(({ event, data }) => {
      expect(event).toBe('file-update');
      return fileImportSchema.parse(data) as FileImport;
    });
    expect(updates.at(-1)).toMatchObject({ id, status: 'SUCCESS', completedItems: 2 });
  });

  it('refuses ids the caller cannot see', async () => {
    const { owner, workspace } = await ownerWithWorkspace(ctx);
    const { owner: stranger } = await ownerWithWorkspace(ctx);
    const id = await initImport(owner, workspace.id);
    expect((await stranger.call('POST', '/v2/app/file/updates', { ids: [id] })).statusCode).toBe(404);
  });
});

describe('trust checks', () => {
  async function fileTrust(caller: Awaited<ReturnType<typeof ownerWithWorkspace>>['owner'], id: string) {
    const reply = await caller.call('POST', '/v2/app/file/trust', { files: [{ id }] });
    const [event] = eventsOf(reply.body);
    expect(event?.event).toBe('trust');
    return trustInfoSchema.parse(event?.data) as TrustInfo;
  }

  it('verify a finished import, and fail once its stored file is altered', async () => {
    const { owner, workspace } = await ownerWithWorkspace(ctx);
    const result = await importFile(ctx, owner, workspace.id, {
      fileName: 't.csv',
      content: 'case_id\nT-1\n',
    });
    expect(await fileTrust(owner, result.id)).toMatchObject({
      id: result.id,
      verified: true,
      score: 1,
      transactionId: result.transactionId,
      checks: { signature: true, chain: true, content: true },
    });

    await writeFile(createFileStorage(ctx.config.dataDir).path(result.id), 'case_id\nT-2\n');
    expect(await fileTrust(owner, result.id)).toMatchObject({
      verified: false,
      checks: { signature: true, chain: true, content: false },
    });
  });

  it('verify each version of a case, and fail the version whose stored record was altered', async () => {
    const { owner, workspace } = await ownerWithWorkspace(ctx);
    await importFile(ctx, owner, workspace.id, {
      fileName: 'v1.csv',
      content: 'case_id,cause_of_death\nC-1,One\n',
    });
    await importFile(ctx, owner, workspace.id, {
      fileName: 'v2.csv',
      content: 'case_id,cause_of_death\nC-1,Two\n',
    });
    const caseTrust = async () =>
      eventsOf((await owner.call('POST', `/v2/app/case/${workspace.id}/C-1/trust`)).body).map(
        ({ data }) => trustInfoSchema.parse(data) as TrustInfo,
      );
    expect((await caseTrust()).map((info) => [info.version, info.verified])).toEqual([
      [1, true],
      [2, true],
    ]);

    await ctx.database.db.execute(
      sql`update case_versions set record = jsonb_set(record, '{causeOfDeath}', '"Altered"') where case_id = 'C-1' and version = 1`,
    );
    expect((await caseTrust()).map((info) => [info.version, info.verified])).toEqual([
      [1, false],
      [2, true],
    ]);
    // The current version's content is the cases row itself.
    await ctx.database.db.execute(
      sql`update cases set cause_of_death = 'Altered' where case_id = 'C-1' and workspace_id = ${workspace.id}`,
    );
    expect((await caseTrust()).map((info) => [info.version, info.verified])).toEqual([
      [1, false],
      [2, false],
    ]);
    expect((await owner.call('POST', `/v2/app/case/${workspace.id}/NOPE/trust`)).statusCode).toBe(404);
  });
});
