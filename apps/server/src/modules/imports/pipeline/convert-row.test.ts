import { describe, expect, it } from 'vitest';
import { PIPELINE_MESSAGES } from '@hde/contracts/text';
import { planColumns } from './column-plan.js';
import { convertRow } from './convert-row.js';

const plan = planColumns(['case_id', 'date_of_death', 'age', 'Notes'], 'CASE', null, {});

describe('convertRow', () => {
  it('converts each cell by its field type and keeps custom values as written', () => {
    const row = convertRow(2, ['A-1', '1/5/2024', '42', ' quiet '], plan);
    expect(row).toMatchObject({
      rowNumber: 2,
      values: { case_id: 'A-1', date_of_death: '2024-01-05', age: 42 },
      extra: { Notes: 'quiet' },
      issues: [],
      hasValues: true,
    });
  });

  it('leaves a bad value out with a warning naming the header, and imports the rest', () => {
    const row = convertRow(3, ['A-2', 'not a date', 'old', ''], plan);
    expect(row.values).toEqual({ case_id: 'A-2' });
    expect(row.issues.map((issue) => [issue.type, issue.fieldName])).toEqual([
      ['WARNING', 'date_of_death'],
      ['WARNING', 'age'],
    ]);
  });

  it('drops NUL characters from custom values, which the database cannot store', () => {
    expect(convertRow(6, ['A-5', '', '', 'a\u0000b'], plan).extra.Notes).toBe('ab');
  });

  it('never evaluates formulas: a typed field refuses one, a custom field keeps its text', () => {
    const row = convertRow(4, ['A-3', '=TODAY()', '', '=1+1'], plan);
    expect(row.values.date_of_death).toBeUndefined();
    expect(row.extra.Notes).toBe('=1+1');
  });

  it('reports values past the last header (ragged rows)', () => {
    const row = convertRow(5, ['A-4', '', '', '', 'extra', 'more'], plan);
    expect(row.issues).toEqual([
      expect.objectContaining({ type: 'WARNING', message: PIPELINE_MESSAGES.extraValues(6, 4) }),
    ]);
  });
});

describe('convertRow: a date over year, month and day columns', () => {
  const split = planColumns(
    ['Case', 'Y', 'M', 'D', 'DOD'],
    'CASE',
    {
      Case: 'case_id',
      Y: 'date_of_death:year',
      M: 'date_of_death:month',
      D: 'date_of_death:day',
      DOD: 'date_of_death',
    },
    {},
  );

  it('combines the parts into the date field', () => {
    expect(convertRow(2, ['S-1', '2016', '3', '9', ''], split).values).toEqual({
      case_id: 'S-1',
      date_of_death: '2016-03-09',
    });
  });

  it('warns about an impossible date, naming its values', () => {
    const row = convertRow(3, ['S-2', '2019', '2', '30', ''], split);
    expect(row.values).toEqual({ case_id: 'S-2' });
    expect(row.issues).toEqual([
      expect.objectContaining({
        type: 'WARNING',
        fieldName: 'Y, M, D',
        message: expect.stringContaining('day 30'),
      }),
    ]);
  });

  it('lets a whole-date column mapped beside the parts win', () => {
    expect(convertRow(4, ['S-3', '2016', '3', '9', '1/2/2020'], split).values.date_of_death).toBe(
      '2020-01-02',
    );
  });
});
