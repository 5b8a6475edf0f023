import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importErrorListResponseSchema } from '@hde/contracts/api';
import { READER_MESSAGES } from '@hde/contracts/text';
import { caseVersions, fileImports, ledgerEntries } from '../../../platform/db/schema.js';
import { createFileStorage } from '../../../platform/file-storage.js';
import { fileStatus, importFile, initImport, upload } from '../../../test/import-kit.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { ownerWithWorkspace, type Caller } from '../../../test/workspace-fixtures.js';
import { createLedgerSigner, verifyFileTrust } from '../../ledger/index.js';
import { MAX_ROW_CHARS } from '../readers/row-limits.js';
import { runImport, type ImportDependencies } from './run-import.js';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const storage = () => createFileStorage(ctx.config.dataDir);
const signer = () => createLedgerSigner(ctx.secrets.ledgerSigningKey);

function dependencies(maxRows = ctx.config.imports.maxRows): ImportDependencies {
  return {
    db: ctx.database.db,
    storage: storage(),
    signer: signer(),
    limits: { ...ctx.config.imports, maxRows },
    logger: { error: () => undefined },
    batchSize: 2,
  };
}

async function received(fileName: string, content: string) {
  const { owner, workspace } = await ownerWithWorkspace(ctx);
  const id = await initImport(owner, workspace.id);
  expect((await upload(ctx, owner, id, { fileName, content })).statusCode).toBe(202);
  return { owner, id };
}

/** What the import's ledger entry covers against what it wrote, and whether the file's trust check passes. */
async function ledgerOf(id: string) {
  const [entry] = await ctx.database.db
    .select({ leafCount: ledgerEntries.leafCount })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.fileImportId, id));
  const [written] = await ctx.database.db
    .select({ versions: count() })
    .from(caseVersions)
    .where(eq(caseVersions.fileImportId, id));
  const trust = await verifyFileTrust({ db: ctx.database.db, signer: signer(), storage: storage() }, id);
  return { leafCount: entry?.leafCount, versions: written?.versions, verified: trust.verified };
}

async function errorsOf(caller: Caller, id: string) {
  const reply = await caller.call(
    'GET',
    `/v2/app/file/import/errors/${id}?sort=rowNumber&direction=asc&limit=50`,
  );
  return importErrorListResponseSchema.parse(reply.json()).items;
}

const caseRows = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => `P-${from + index},Cause ${from + index}`);

describe('a row too long in the middle of a file', () => {
  it('is an error of its own row; the rows before and after it import', async () => {
    const { owner, workspace } = await ownerWithWorkspace(ctx);
    const huge = `P-HUGE,${'x'.repeat(MAX_ROW_CHARS + 100_000)}`;
    const content = ['case_id,cause_of_death', ...caseRows(1, 40), huge, ...caseRows(42, 52)].join('\n');
    const result = await importFile(ctx, owner, workspace.id, { fileName: 'huge.csv', content });

    expect(result).toMatchObject({
      status: 'SUCCESS',
      totalItems: 52,
      completedItems: 51,
      erroredItems: 1,
      warningItems: 0,
    });
    const errors = await errorsOf(owner, result.id);
    expect(errors).toMatchObject([
      { type: 'ERROR', rowNumber: 42, caseId: null, errorMessage: READER_MESSAGES.rowTooLong(MAX_ROW_CHARS) },
    ]);
    const csv = await owner.call('GET', `/v2/app/file/download/errors/${result.id}`);
    expect(csv.body).toContain('ERROR,42,,,');
    expect(await ledgerOf(result.id)).toEqual({ leafCount: 51, versions: 51, verified: true });
  });
});

describe('a file that cannot be read to its end', () => {
  it('keeps the rows before the stop, says how far it got of how many, and ledgers exactly what it wrote', async () => {
    const content = `case_id,cause_of_death\n${caseRows(1, 7).join('\n')}\n`;
    const { owner, id } = await received('budget.csv', content);
    await runImport(dependencies(4), id);

    expect(await fileStatus(owner, id)).toMatchObject({
      status: 'ERROR',
      totalItems: 4,
      completedItems: 4,
      message: `4 of 7 rows imported; import stopped at row 6: ${READER_MESSAGES.tooManyRows(4)}`,
    });
    expect(await ledgerOf(id)).toEqual({ leafCount: 4, versions: 4, verified: true });
  });

  it('says what it knows when the rest cannot be counted, after committing the rows read before the stop', async () => {
    const cases = caseRows(1, 5).map((row) => {
      const [caseId, cause] = row.split(',');
      return JSON.stringify({ case_id: caseId, cause_of_death: cause });
    });
    const { owner, id } = await received('cut.json', `[${cases.join(',')},{"case_id":"P-6","cause_of`);
    await runImport(dependencies(), id);

    expect(await fileStatus(owner, id)).toMatchObject({
      status: 'ERROR',
      totalItems: 5,
      completedItems: 5,
      message: `5 of the first 5 rows imported; import stopped at row 6: ${READER_MESSAGES.jsonInvalid}`,
    });
    expect(await ledgerOf(id)).toEqual({ leafCount: 5, versions: 5, verified: true });
    const [row] = await ctx.database.db
      .select({ rowsDone: fileImports.rowsDone })
      .from(fileImports)
      .where(and(eq(fileImports.id, id)));
    expect(row?.rowsDone).toBe(5);
  });

  it('gives only the reason when it could not read a single row', async () => {
    const { owner, id } = await received('bad.json', '{"case_id":"P-1"}');
    await runImport(dependencies(), id);
    expect(await fileStatus(owner, id)).toMatchObject({
      status: 'ERROR',
      totalItems: 0,
      message: READER_MESSAGES.jsonNotArray,
    });
  });
});

describe('a file that is not valid in its encoding', () => {
  it('imports with a warning on the first row holding a bad byte', async () => {
    const { owner, workspace } = await ownerWithWorkspace(ctx);
    const content = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from('case_id,cause_of_death\nE-1,Fine\nE-2,Bad '),
      Buffer.from([0xff]),
      Buffer.from('\n'),
    ]);
    const result = await importFile(ctx, owner, workspace.id, { fileName: 'enc.csv', content });
    expect(result).toMatchObject({ status: 'SUCCESS', completedItems: 2, warningItems: 1 });
    expect(await errorsOf(owner, result.id)).toMatchObject([
      {
        type: 'WARNING',
        rowNumber: 3,
        caseId: 'E-2',
        errorMessage: READER_MESSAGES.invalidText('UTF-8', true),
      },
    ]);
  });

  it('imports a JSON file with a warning on the first item holding a bad byte', async () => {
    const { owner, workspace } = await ownerWithWorkspace(ctx);
    const content = Buffer.concat([
      Buffer.from('[{"case_id":"J-1","cause_of_death":"Fine"},{"case_id":"J-2","cause_of_death":"Bad '),
      Buffer.from([0xff]),
      Buffer.from('"},{"case_id":"J-3","cause_of_death":"Also '),
      Buffer.from([0xfe]),
      Buffer.from('"}]'),
    ]);
    const result = await importFile(ctx, owner, workspace.id, { fileName: 'enc.json', content });
    expect(result).toMatchObject({ status: 'SUCCESS', completedItems: 3, warningItems: 1 });
    expect(await errorsOf(owner, result.id)).toMatchObject([
      { type: 'WARNING', rowNumber: 2, caseId: 'J-2', errorMessage: READER_MESSAGES.invalidJsonText },
    ]);
  });
});
