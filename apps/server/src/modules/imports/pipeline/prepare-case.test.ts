import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CASE_COLUMNS } from '../../../platform/db/case-columns.js';
import { contentHash } from '../../ledger/index.js';
import { planColumns } from './column-plan.js';
import { convertRow } from './convert-row.js';
import { prepareCase } from './prepare-case.js';

const plan = planColumns(['case_id', 'age', 'manner_of_death', 'Zeta', 'Alpha'], 'CASE', null, {});

describe('prepareCase', () => {
  it('gives the record exactly the columns of its cases row, with null for what is missing', () => {
    const prepared = prepareCase(convertRow(2, ['A-1', '40', 'homicide', 'z', 'a'], plan));
    expect(Object.keys(prepared!.record).sort()).toEqual(CASE_COLUMNS.map(({ key }) => key).sort());
    expect(prepared!.record).toMatchObject({
      caseId: 'A-1',
      age: 40,
      roundedAge: 40,
      mannerOfDeath: 'HOMICIDE',
      firstName: null,
      extra: { Alpha: 'a', Zeta: 'z' },
    });
  });

  it('hashes the same record whatever order its keys were written in', () => {
    const prepared = prepareCase(convertRow(3, ['A-2', '', 'natural', 'z', 'a'], plan))!;
    const reordered = Object.fromEntries(Object.entries(prepared.record).reverse());
    expect(prepared.contentHash).toBe(contentHash(reordered));
  });

  it('hashes exactly the canonical JSON of its record, whatever custom headers and values a file has', () => {
    const header = fc.oneof(
      fc.constantFrom('10', '9', '0', '01', 'Zeta', 'alpha', 'Álvaro', 'a.b', 'age'),
      fc.string({ minLength: 1, maxLength: 8 }),
    );
    const cell = fc.oneof(fc.constantFrom('', '42', 'homicide', '1/5/2024', '"quoted"\n'), fc.string());
    fc.assert(
      fc.property(
        fc.uniqueArray(header, { maxLength: 6, selector: (text) => text.trim() }),
        fc.array(cell, { minLength: 12, maxLength: 12 }),
        (custom, cells) => {
          const headers = ['case_id', 'manner_of_death', 'date_of_death', ...custom];
          const row = convertRow(
            2,
            ['C-1', ...cells].slice(0, headers.length),
            planColumns(headers, 'CASE', null, {}),
          );
          const prepared = prepareCase(row)!;
          expect(Object.keys(prepared.record).sort()).toEqual(CASE_COLUMNS.map(({ key }) => key).sort());
          expect(prepared.contentHash).toBe(contentHash(prepared.record));
          expect(prepared.contentHash).toBe(contentHash(JSON.parse(JSON.stringify(prepared.record))));
        },
      ),
      { numRuns: 300 },
    );
  });
});
