import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mappingPreviewResponseSchema } from '@hde/contracts/api';
import { CONVERSION_MESSAGES, DATE_PART_MESSAGES, findField } from '@hde/contracts/fields';
import { apiUser } from '../../../test/api-user.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { previewRows } from './preview-route.js';

const HEADERS = ['Case #', 'DOD', 'Manner', 'Age', 'Height', 'Notes', 'Skipped'];
const MAPPING = {
  'Case #': 'case_id',
  DOD: 'date_of_death',
  Manner: 'manner_of_death',
  Age: 'age',
  Height: 'height',
  Notes: 'custom',
  Skipped: null,
};
const labelOf = (fieldId: string) => findField('CASE', fieldId)!.label;

describe('previewRows', () => {
  it('gives each cell as the import stores it, with the warning or error it would list', () => {
    const rows = previewRows({
      dataType: 'CASE',
      fileType: 'CSV',
      headers: HEADERS,
      mapping: MAPPING,
      rows: [
        ['ME-1', '1/5/2024', 'pending', '212', '5\'10"', ' eagle ', 'x'],
        ['ME-2', 'soon', 'Accidental', '45 yrs', '180 cm', '', 'y'],
      ],
    });
    expect(rows).toEqual([
      [
        { stored: 'ME-1', issue: null },
        { stored: '2024-01-05', issue: null },
        { stored: 'PENDING', issue: null },
        {
          stored: null,
          issue: { type: 'WARNING', message: CONVERSION_MESSAGES.outOfRange(labelOf('age'), '212', 0, 130) },
        },
        { stored: 70, issue: null },
        { stored: 'eagle', issue: null },
        { stored: null, issue: null },
      ],
      [
        { stored: 'ME-2', issue: null },
        { stored: null, issue: { type: 'WARNING', message: CONVERSION_MESSAGES.notADate('soon') } },
        { stored: 'ACCIDENT', issue: null },
        { stored: 45, issue: null },
        { stored: 70.866, issue: null },
        { stored: null, issue: null },
        { stored: null, issue: null },
      ],
    ]);
  });

  it('reads an XLSX number in a date field as the spreadsheet serial the import reads', () => {
    const [row] = previewRows({
      dataType: 'CASE',
      fileType: 'XLSX',
      headers: ['DOD', 'Case #'],
      mapping: { DOD: 'date_of_death', 'Case #': 'case_id' },
      rows: [['45296', '00123']],
    });
    expect(row).toEqual([
      { stored: '2024-01-05', issue: null },
      { stored: '00123', issue: null },
    ]);
  });
});

describe('previewRows: a date over year, month and day columns', () => {
  it('shows the date the parts make in each of their columns, and a warning about them in each', () => {
    const rows = previewRows({
      dataType: 'CASE',
      fileType: 'XLSX',
      headers: ['Y', 'M', 'D'],
      mapping: { Y: 'date_of_death:year', M: 'date_of_death:month', D: 'date_of_death:day' },
      rows: [
        ['2016', '3', '9'],
        ['2019', '2', '30'],
      ],
    });
    expect(rows[0]).toEqual(Array(3).fill({ stored: '2016-03-09', issue: null }));
    const warning = DATE_PART_MESSAGES.notADate(labelOf('date_of_death'), 'year 2019, month 2, day 30');
    expect(rows[1]).toEqual(Array(3).fill({ stored: null, issue: { type: 'WARNING', message: warning } }));
  });
});

describe('POST /v2/app/mapping/preview', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('answers the converted rows to a signed-in user, and 401 to anyone else', async () => {
    const body = {
      dataType: 'CASE',
      fileType: 'CSV',
      headers: ['Manner'],
      mapping: MAPPING,
      rows: [['Pend']],
    };
    const caller = await apiUser(ctx);
    const reply = await caller.call('POST', '/v2/app/mapping/preview', body);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(mappingPreviewResponseSchema.parse(reply.json())).toEqual({
      rows: [[{ stored: 'PENDING', issue: null }]],
    });
    const anonymous = await ctx.app.inject({ method: 'POST', url: '/v2/app/mapping/preview', payload: body });
    expect(anonymous.statusCode).toBe(401);
  });
});
