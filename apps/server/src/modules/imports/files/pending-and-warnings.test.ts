import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COUNT_KEY,
  fileListResponseSchema,
  importErrorListResponseSchema,
  queryResultSchema,
  type QueryBody,
} from '@hde/contracts/api';
import { CONVERSION_MESSAGES } from '@hde/contracts/fields';
import { fileStatus, importFile } from '../../../test/import-kit.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { ownerWithWorkspace, type Caller } from '../../../test/workspace-fixtures.js';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const CSV = [
  'Case Number,Date of Death,Manner,Decedent Age,Organ Donor',
  'P-1,2023-03-04,Pending,212,Y',
  'P-2,2023-03-05, PENDING INVESTIGATION ,45,Unknown',
  'P-3,2023-03-06,pend,,N',
  'P-4,2023-03-07,Homicide,-1,U',
  'P-5,2023-03-08,Natural,30,',
].join('\n');

const MAPPING = {
  'Case Number': 'case_id',
  'Date of Death': 'date_of_death',
  Manner: 'manner_of_death',
  'Decedent Age': 'age',
  'Organ Donor': 'organ_donor',
};

async function caseQuery(owner: Caller, workspaceId: string, body: QueryBody) {
  const reply = await owner.call('POST', `/v2/app/CASE/dashboard/${workspaceId}/query`, body);
  expect(reply.statusCode, reply.body).toBe(200);
  return queryResultSchema.parse(reply.json()).items;
}

describe('an import with pending manners and values it leaves empty', () => {
  it('keeps Pending as its own manner, and counts every warning it lists', async () => {
    const { owner, workspace } = await ownerWithWorkspace(ctx);
    const result = await importFile(ctx, owner, workspace.id, {
      fileName: 'pending.csv',
      content: CSV,
      mapping: MAPPING,
    });
    expect(result).toMatchObject({ status: 'SUCCESS', completedItems: 5, erroredItems: 0 });

    const manners = await caseQuery(owner, workspace.id, {
      groupBy: 'mannerOfDeath',
      addCount: true,
      sortField: COUNT_KEY,
      sortAsc: false,
    });
    expect(manners).toEqual(
      expect.arrayContaining([
        { mannerOfDeath: 'PENDING', [COUNT_KEY]: 3 },
        { mannerOfDeath: 'HOMICIDE', [COUNT_KEY]: 1 },
        { mannerOfDeath: 'NATURAL', [COUNT_KEY]: 1 },
      ]),
    );
    expect(manners.some((row) => row.mannerOfDeath === null)).toBe(false);

    const pending = await caseQuery(owner, workspace.id, {
      where: { field: 'mannerOfDeath', operator: 'in', values: ['PENDING'] },
      fields: ['_id'],
      sortField: '_id',
      sortAsc: true,
    });
    expect(pending.map((row) => row._id)).toEqual(['P-1', 'P-2', 'P-3']);

    const reply = await owner.call(
      'GET',
      `/v2/app/file/import/errors/${result.id}?sort=rowNumber&direction=asc&limit=50`,
    );
    const errors = importErrorListResponseSchema.parse(reply.json());
    expect(
      errors.items.map(({ type, rowNumber, caseId, fieldName, errorMessage }) => ({
        type,
        rowNumber,
        caseId,
        fieldName,
        errorMessage,
      })),
    ).toEqual(
      expect.arrayContaining([
        {
          type: 'WARNING',
          rowNumber: 2,
          caseId: 'P-1',
          fieldName: 'Decedent Age',
          errorMessage: 'Age "212" is out of range (0–130) and was left empty.',
        },
        {
          type: 'WARNING',
          rowNumber: 3,
          caseId: 'P-2',
          fieldName: 'Organ Donor',
          errorMessage: CONVERSION_MESSAGES.unknownBoolean('Unknown'),
        },
        {
          type: 'WARNING',
          rowNumber: 5,
          caseId: 'P-4',
          fieldName: 'Decedent Age',
          errorMessage: 'Age "-1" is out of range (0–130) and was left empty.',
        },
        {
          type: 'WARNING',
          rowNumber: 5,
          caseId: 'P-4',
          fieldName: 'Organ Donor',
          errorMessage: CONVERSION_MESSAGES.unknownBoolean('U'),
        },
      ]),
    );
    expect(errors.total).toBe(4);
    // The file table's figure is the number of warnings the errors dialog lists, not of rows with one.
    expect((await fileStatus(owner, result.id)).warningItems).toBe(4);
    const listed = await owner.call('GET', `/v2/app/file/list?workspaceId=${workspace.id}`);
    expect(fileListResponseSchema.parse(listed.json()).items[0]?.warningItems).toBe(errors.total);
  });
});
