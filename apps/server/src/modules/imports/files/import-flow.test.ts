import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileListResponseSchema, importErrorListResponseSchema } from '@hde/contracts/api';
import { READER_MESSAGES, UPLOAD_ERRORS } from '@hde/contracts/text';
import {
  caseDiagnoses,
  cases,
  caseToxResults,
  caseVersions,
  customFields,
} from '../../../platform/db/schema.js';
import { fileStatus, importFile, initImport, saveMapping, upload } from '../../../test/import-kit.js';
import { currentCase, currentCaseOfVersion, versionRecord } from '../../ledger/index.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { ownerWithWorkspace } from '../../../test/workspace-fixtures.js';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const CSV = [
  'Case Number,Date of Death,DOD Time,Sex,MannerofDeath,COD,Last Name,Tattoo Notes,Ignored',
  'ME-1,03/04/2023,14:30,Male,accident,Blunt force injuries,Smith,eagle on arm,x',
  'ME-2,2023-13-40,,F,Natural,Heart disease,Jones,,x',
  ',01/02/2022,,M,Suicide,Hanging,,,x',
  ',01/02/2022,,M,Suicide,Hanging,Brown,,x',
].join('\n');

const MAPPING = {
  'Case Number': 'case_id',
  'Date of Death': 'date_of_death',
  'DOD Time': 'time_of_death',
  Sex: 'sex',
  MannerofDeath: 'manner_of_death',
  COD: 'cause_of_death',
  'Last Name': 'last_name',
  'Tattoo Notes': 'custom',
  Ignored: null,
};

async function caseRow(workspaceId: string, caseId: string) {
  const [row] = await ctx.database.db
    .select()
    .from(cases)
    .where(and(eq(cases.workspaceId, workspaceId), eq(cases.caseId, caseId)));
  return row as Record<string, unknown> | undefined;
}

describe('a mapped CSV import', () => {
  it('imports good rows, records errors and warnings per row, and ledgers the file', async () => {
    const { owner, workspace } = await ownerWithWorkspace(ctx);
    const result = await importFile(ctx, owner, workspace.id, {
      fileName: 'cases.csv',
      content: CSV,
      mapping: MAPPING,
    });

    expect(result).toMatchObject({
      status: 'SUCCESS',
      fileName: 'cases.csv',
      uploadType: 'CASE',
      fileType: 'CSV',
      totalItems: 4,
      completedItems: 3,
      erroredItems: 1,
      warningItems: 1,
      hasError: true,
    });
    expect(result.transactionId).toMatch(/^[0-9a-f]{64}$/);

    const first = await caseRow(workspace.id, 'ME-1');
    expect(first).toMatchObject({
      dateOfDeath: '2023-03-04',
      timeOfDeath: '14:30:00',
      sex: 'M',
      sexFormatted: 'Male',
      mannerOfDeath: 'ACCIDENT',
      causeOfDeath: 'Blunt force injuries',
      yearOfDeath: 2023,
      extra: { 'Tattoo Notes': 'eagle on arm' },
      version: 1,
    });
    expect((await caseRow(workspace.id, 'ME-2'))?.dateOfDeath).toBeNull();
    const generated = await ctx.database.db
      .select({ caseId: cases.caseId })
      .from(cases)
      .where(eq(cases.workspaceId, workspace.id));
    expect(generated.map((row) => row.caseId).filter((id) => id.startsWith('GEN-'))).toHaveLength(1);

    const errors = importErrorListResponseSchema.parse(
      (
        await owner.call('GET', `/v2/app/file/import/errors/${result.id}?sort=rowNumber&direction=asc`)
      ).json(),
    );
    expect(errors.total).toBe(2);
    expect(errors.items[0]).toMatchObject({
      type: 'WARNING',
      rowNumber: 3,
      caseId: 'ME-2',
      fieldName: 'Date of Death',
    });
    expect(errors.items[1]).toMatchObject({ type: 'ERROR', rowNumber: 4, caseId: null });

    const csv = await owner.call('GET', `/v2/app/file/download/errors/${result.id}`);
    expect(csv.headers['content-disposition']).toContain('filename="errors_cases.csv"');
    expect(csv.body.split('\r\n')[0]).toBe('Type,Row,Case ID,Field,Message');
    expect(csv.body).toContain('WARNING,3,ME-2,Date of Death,');

    const custom = await ctx.database.db
      .select()
      .from(customFields)
      .where(eq(customFields.workspaceId, workspace.id));
    expect(custom.map((field) => field.key)).toEqual(['Tattoo Notes']);

    const download = await owner.call('GET', `/v2/app/file/${result.id}`);
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe(CSV);
  });

  it('writes a new version when a case id is imported again, and keeps the old one', async () => {
    const { owner, workspace } = await ownerWithWorkspace(ctx);
    await importFile(ctx, owner, workspace.id, {
      fileName: 'a.csv',
      content: 'case_id,cause_of_death\nX-1,First\n',
    });
    await importFile(ctx, owner, workspace.id, {
      fileName: 'b.csv',
      content: 'case_id,cause_of_death\nX-1,Second\n',
    });
    expect(await caseRow(workspace.id, 'X-1')).toMatchObject({ version: 2, causeOfDeath: 'Second' });
    const versions = await ctx.database.db
      .select({ version: caseVersions.version, kept: caseVersions.record, content: versionRecord })
      .from(caseVersions)
      .leftJoin(currentCase, currentCaseOfVersion)
      .where(eq(caseVersions.workspaceId, workspace.id))
      .orderBy(caseVersions.version);
    const causeOf = (record: unknown) => (record as { causeOfDeath: string } | null)?.causeOfDeath;
    // The superseded version keeps its record; the current one is the cases row itself.
    expect(versions.map((v) => [v.version, causeOf(v.kept), causeOf(v.content)])).toEqual([
      [1, 'First', 'First'],
      [2, undefined, 'Second'],
    ]);
  });

  it('keeps backslashes, tabs and line breaks of text values as written', async () => {
    const { owner, workspace } = await ownerWithWorkspace(ctx);
    const incident = 'Found at C:\\ drive\tlabel "N"\nsecond line \\N';
    const content = `case_id,incident\nT-1,"${incident.replaceAll('"', '""')}"\n`;
    expect((await importFile(ctx, owner, workspace.id, { fileName: 't.csv', content })).status).toBe(
      'SUCCESS',
    );
    expect(await caseRow(workspace.id, 'T-1')).toMatchObject({ incident });
  });

  it('lists the workspace files a page at a time, newest first', async () => {
    const { owner, workspace } = await ownerWithWorkspace(ctx);
    for (const name of ['one.csv', 'two.csv', 'three.csv']) {
      await importFile(ctx, owner, workspace.id, { fileName: name, content: `case_id\n${name}\n` });
    }
    const page = fileListResponseSchema.parse(
      (await owner.call('GET', `/v2/app/file/list?workspaceId=${workspace.id}&skip=1&limit=1`)).json(),
    );
    expect(page.total).toBe(3);
    expect(page.items.map((item) => item.fileName)).toEqual(['two.csv']);
    const byName = fileListResponseSchema.parse(
      (
        await owner.call('GET', `/v2/app/file/list?workspaceId=${workspace.id}&sort=fileName&direction=asc`)
      ).json(),
    );
    expect(byName.items.map((item) => item.fileName)).toEqual(['one.csv', 'three.csv', 'two.csv']);
  });
});

describe('JSON imports', () => {
  it('imports case objects with nested diagnoses and toxicology, matching keys like the mapping step', async () => {
    const { owner, workspace } = await ownerWithWorkspace(ctx);
    const json = JSON.stringify([
      {
        case_id: 'J-1',
        'Date of Death': '2024-01-05',
        Gender: 'Female',
        diagnoses: [{ anatomical_site: 'Heart', diagnosis: 'Cardiomegaly', comment: '' }],
        toxicology: [
          { analysis: 'Fentanyl', method: 'LC-MS/MS', results: '12 ng/mL', specimen: 'Blood' },
          { analysis: 'Ethanol', method: 'Headspace GC', results: 'Negative', specimen: 'Vitreous' },
        ],
        'Scene Photos': 3,
      },
    ]);
    const result = await importFile(ctx, owner, workspace.id, { fileName: 'cases.json', content: json });
    expect(result).toMatchObject({ status: 'SUCCESS', completedItems: 1, erroredItems: 0 });
    expect(await caseRow(workspace.id, 'J-1')).toMatchObject({
      dateOfDeath: '2024-01-05',
      sex: 'F',
      extra: { 'Scene Photos': 3 },
    });
    const diagnoses = await ctx.database.db
      .select()
      .from(caseDiagnoses)
      .where(eq(caseDiagnoses.workspaceId, workspace.id));
    expect(diagnoses.map((row) => row.diagnosis)).toEqual(['Cardiomegaly']);
    const tox = await ctx.database.db
      .select()
      .from(caseToxResults)
      .where(eq(caseToxResults.workspaceId, workspace.id));
    expect(tox.map((row) => row.analysis).sort()).toEqual(['Ethanol', 'Fentanyl']);
  });

  it('ends as ERROR with the reason when the JSON is not an array', async () => {
    const { owner, workspace } = await ownerWithWorkspace(ctx);
    const result = await importFile(ctx, owner, workspace.id, {
      fileName: 'x.json',
      content: '{"case_id":"1"}',
    });
    expect(result).toMatchObject({
      status: 'ERROR',
      message: READER_MESSAGES.jsonNotArray,
    });
  });
});

describe('diagnosis and toxicology files', () => {
  it('link rows to existing cases, refuse rows of unknown cases, and supersede earlier rows of a case', async () => {
    const { owner, workspace } = await ownerWithWorkspace(ctx);
    await importFile(ctx, owner, workspace.id, { fileName: 'c.csv', content: 'case_id\nD-1\n' });
    const first = await importFile(ctx, owner, workspace.id, {
      fileName: 'd1.csv',
      dataType: 'DIAGNOSIS',
      content: 'case_id,anatomical_site,diagnosis,comment\nD-1,Lung,Edema,\nNOPE,Liver,Steatosis,\n',
    });
    expect(first).toMatchObject({ status: 'SUCCESS', completedItems: 1, erroredItems: 1 });
    await importFile(ctx, owner, workspace.id, {
      fileName: 'd2.csv',
      dataType: 'DIAGNOSIS',
      content: 'case_id,anatomical_site,diagnosis,comment\nD-1,Brain,Hemorrhage,\n',
    });
    const rows = await ctx.database.db
      .select()
      .from(caseDiagnoses)
      .where(eq(caseDiagnoses.workspaceId, workspace.id));
    expect(rows.filter((row) => row.current).map((row) => row.diagnosis)).toEqual(['Hemorrhage']);
    expect(rows).toHaveLength(2);
  });
});

describe('bad uploads', () => {
  it('refuses wrong extensions, renamed files, empty files and uploads to a started import', async () => {
    const { owner, workspace } = await ownerWithWorkspace(ctx);
    const id = await initImport(owner, workspace.id);
    const wrong = await upload(ctx, owner, id, { fileName: 'cases.txt', content: 'a', fileType: 'CSV' });
    expect(wrong.statusCode).toBe(415);
    const zipAsCase = await upload(ctx, owner, id, { fileName: 'cases.zip', content: 'a' });
    expect(zipAsCase.statusCode).toBe(415);
    const fakeWorkbook = await upload(ctx, owner, id, { fileName: 'cases.xlsx', content: 'not a workbook' });
    expect(fakeWorkbook.statusCode).toBe(415);
    const empty = await upload(ctx, owner, id, { fileName: 'cases.csv', content: '' });
    expect(empty.statusCode).toBe(400);
    expect((empty.json() as { message: string }).message).toBe(UPLOAD_ERRORS.empty);
    expect((await fileStatus(owner, id)).status).toBe('DRAFT');

    expect(
      (await upload(ctx, owner, id, { fileName: 'cases.csv', content: 'case_id\n1\n' })).statusCode,
    ).toBe(202);
    expect(
      (await upload(ctx, owner, id, { fileName: 'cases.csv', content: 'case_id\n1\n' })).statusCode,
    ).toBe(409);
    const mapping = await saveMapping(owner, id, { dataType: 'CASE', fileName: 'cases.csv', mapping: {} });
    expect(mapping.statusCode).toBe(409);
    expect((await owner.call('DELETE', `/v2/app/file/import/${id}`)).statusCode).toBe(409);
  });

  it('refuses a file over the size limit with 413 and keeps the draft', async () => {
    const small = await createTestApp({ IMPORT_MAX_FILE_MB: '0.001' });
    try {
      const { owner, workspace } = await ownerWithWorkspace(small);
      const id = await initImport(owner, workspace.id);
      const reply = await upload(small, owner, id, {
        fileName: 'big.csv',
        content: `case_id\n${'1\n'.repeat(2000)}`,
      });
      expect(reply.statusCode).toBe(413);
      expect((await fileStatus(owner, id)).status).toBe('DRAFT');
    } finally {
      await small.close();
    }
  });

  it('answers 404 for forged ids and for other people’s imports, and deletes drafts', async () => {
    const { owner, workspace } = await ownerWithWorkspace(ctx);
    const { owner: stranger } = await ownerWithWorkspace(ctx);
    const id = await initImport(owner, workspace.id);
    expect((await stranger.call('GET', `/v2/app/file/import/${id}`)).statusCode).toBe(404);
    expect((await stranger.call('DELETE', `/v2/app/file/import/${id}`)).statusCode).toBe(404);
    expect((await owner.call('GET', '/v2/app/file/import/not-a-uuid')).statusCode).toBe(404);
    expect((await stranger.call('GET', `/v2/app/file/list?workspaceId=${workspace.id}`)).statusCode).toBe(
      404,
    );
    expect((await owner.call('DELETE', `/v2/app/file/import/${id}`)).statusCode).toBe(204);
    expect((await owner.call('GET', `/v2/app/file/import/${id}`)).statusCode).toBe(404);
  });
});
