import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importErrorListResponseSchema, mappingMatchResponseSchema } from '@hde/contracts/api';
import { DATE_PART_MESSAGES, findField } from '@hde/contracts/fields';
import { cases } from '../../../platform/db/schema.js';
import { importFile } from '../../../test/import-kit.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { ownerWithWorkspace } from '../../../test/workspace-fixtures.js';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const HEADERS = ['Identification - Case number', 'Identification - Last name', 'DOD_YR', 'DOD_MO', 'DOD_DY'];
const CSV = [
  HEADERS.join(','),
  'S-1,Smith,2016,3,9',
  'S-2,Jones,2019,Feb,30',
  'S-3,Brown,2020,,14',
  'S-4,Green,,,',
].join('\n');
const dateOfDeathLabel = findField('CASE', 'date_of_death')!.label;

async function dateOfDeath(workspaceId: string, caseId: string) {
  const [row] = await ctx.database.db
    .select()
    .from(cases)
    .where(and(eq(cases.workspaceId, workspaceId), eq(cases.caseId, caseId)));
  const { dateOfDeath, yearOfDeath } = row as Record<string, unknown>;
  return { dateOfDeath, yearOfDeath };
}

describe('a date split over year, month and day columns', () => {
  it('is mapped by mapping/match, saved, and imported as one date; broken parts are warnings naming them', async () => {
    const { owner, workspace } = await ownerWithWorkspace(ctx);
    const matched = mappingMatchResponseSchema.parse(
      (
        await owner.call('POST', '/v2/app/mapping/match', {
          headers: HEADERS,
          dataType: 'CASE',
          workspaceId: workspace.id,
        })
      ).json(),
    );
    const mapping = Object.fromEntries(matched.items.map((item) => [item.header, item.target]));
    expect(mapping).toEqual({
      'Identification - Case number': 'case_id',
      'Identification - Last name': 'last_name',
      DOD_YR: 'date_of_death:year',
      DOD_MO: 'date_of_death:month',
      DOD_DY: 'date_of_death:day',
    });

    const result = await importFile(ctx, owner, workspace.id, {
      fileName: 'split.csv',
      content: CSV,
      mapping,
    });
    expect(result).toMatchObject({ completedItems: 4, erroredItems: 0, warningItems: 2 });
    expect(await dateOfDeath(workspace.id, 'S-1')).toEqual({ dateOfDeath: '2016-03-09', yearOfDeath: 2016 });
    for (const caseId of ['S-2', 'S-3', 'S-4']) {
      expect((await dateOfDeath(workspace.id, caseId)).dateOfDeath).toBeNull();
    }

    const errors = importErrorListResponseSchema.parse(
      (
        await owner.call('GET', `/v2/app/file/import/errors/${result.id}?sort=rowNumber&direction=asc`)
      ).json(),
    );
    expect(
      errors.items.map(({ type, caseId, fieldName, errorMessage }) => [
        type,
        caseId,
        fieldName,
        errorMessage,
      ]),
    ).toEqual([
      [
        'WARNING',
        'S-2',
        'DOD_YR, DOD_MO, DOD_DY',
        DATE_PART_MESSAGES.notADate(dateOfDeathLabel, 'year 2019, month Feb, day 30'),
      ],
      [
        'WARNING',
        'S-3',
        'DOD_YR, DOD_DY',
        DATE_PART_MESSAGES.missingParts(dateOfDeathLabel, 'year 2020, day 14', ['month']),
      ],
    ]);
  });

  it('is saved with the import as date parts; a part that is no date part is saved as custom', async () => {
    const { owner, workspace } = await ownerWithWorkspace(ctx);
    const mapping = {
      Id: 'case_id',
      Y: 'date_of_death:year',
      M: 'date_of_death:month',
      D: 'date_of_death:day',
    };
    const initial = await owner.call('POST', `/v2/app/workspace/${workspace.id}/upload/init`);
    const saved = await owner.call('PUT', `/v2/app/file/import/${initial.json().id}/mapping`, {
      dataType: 'CASE',
      fileName: 'split.csv',
      mapping: { ...mapping, Other: 'date_of_death:week' },
    });
    expect(saved.json()).toEqual({ mapping: { ...mapping, Other: 'custom' } });
  });
});
