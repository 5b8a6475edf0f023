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
});
