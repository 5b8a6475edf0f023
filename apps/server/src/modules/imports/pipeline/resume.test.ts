import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PIPELINE_MESSAGES } from '@hde/contracts/text';
import { caseVersions, fileImports } from '../../../platform/db/schema.js';
import { createFileStorage } from '../../../platform/file-storage.js';
import { fileStatus, initImport, upload } from '../../../test/import-kit.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { ownerWithWorkspace } from '../../../test/workspace-fixtures.js';
import { createLedgerSigner } from '../../ledger/index.js';
import { runImport, type ImportDependencies } from './run-import.js';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const CSV = `case_id,cause_of_death\n${[1, 2, 3, 4, 5].map((n) => `R-${n},Cause ${n}`).join('\n')}\n`;

function dependencies(heartbeat?: () => Promise<void>): ImportDependencies {
  return {
    db: ctx.database.db,
    storage: createFileStorage(ctx.config.dataDir),
    signer: createLedgerSigner(ctx.secrets.ledgerSigningKey),
    limits: ctx.config.imports,
    logger: { error: () => undefined },
    batchSize: 2,
    ...(heartbeat ? { heartbeat } : {}),
  };
}

async function receivedImport() {
  const { owner, workspace } = await ownerWithWorkspace(ctx);
  const id = await initImport(owner, workspace.id);
  expect((await upload(ctx, owner, id, { fileName: 'r.csv', content: CSV })).statusCode).toBe(202);
  return { owner, id };
}

const dies = () => Promise.reject(new Error('connection lost'));

describe('an import cut off mid-file', () => {
  it('keeps its committed batches and resumes after them, writing each row once', async () => {
    const { owner, id } = await receivedImport();
    await expect(runImport(dependencies(dies), id, { finalAttempt: false })).rejects.toThrow(
      'connection lost',
    );
    const [cut] = await ctx.database.db.select().from(fileImports).where(eq(fileImports.id, id));
    expect(cut).toMatchObject({ status: 'RECEIVED', rowsDone: 2, completedItems: 2 });

    await runImport(dependencies(), id);
    expect(await fileStatus(owner, id)).toMatchObject({
      status: 'SUCCESS',
      totalItems: 5,
      completedItems: 5,
    });
    const versions = await ctx.database.db
      .select()
      .from(caseVersions)
      .where(eq(caseVersions.fileImportId, id));
    expect(versions.map((row) => [row.caseId, row.version]).sort()).toEqual(
      [1, 2, 3, 4, 5].map((n) => [`R-${n}`, 1]),
    );

    // The queued job finds the import finished and leaves it alone.
    await ctx.runJobs();
    expect(await fileStatus(owner, id)).toMatchObject({ status: 'SUCCESS', totalItems: 5 });
  });

  it('ends as ERROR with a message on the final attempt', async () => {
    const { owner, id } = await receivedImport();
    await runImport(dependencies(dies), id, { finalAttempt: true });
    expect(await fileStatus(owner, id)).toMatchObject({
      status: 'ERROR',
      message: PIPELINE_MESSAGES.unexpected,
      completedItems: 2,
    });
  });

  it('shows and logs no statement or cell value of a database error', async () => {
    const { owner, id } = await receivedImport();
    const failingQuery = async () => {
      await ctx.database.db.execute(sql`select ${'Cause 2'}::integer`);
    };
    const logged: unknown[] = [];
    const logger = { error: (entry: unknown) => void logged.push(entry) };
    await runImport({ ...dependencies(failingQuery), logger }, id, { finalAttempt: true });
    const status = await fileStatus(owner, id);
    expect(status).toMatchObject({ status: 'ERROR', message: PIPELINE_MESSAGES.unexpected });
    expect(JSON.stringify([status, logged])).not.toMatch(/Cause 2|select|params/i);
  });
});
