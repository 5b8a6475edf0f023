import { describe, expect, it } from 'vitest';
import { COUNT_KEY, SUPPRESSED_KEY } from '@hde/contracts/api';
import {
  disclosureTable,
  needsRemainder,
  populationTotalBody,
  publishedAnswer,
  withRemainder,
  type PublishedQuery,
} from './published-answers.js';

const grouped = (limit: number | undefined, dropsEmptyGroup = false): PublishedQuery => ({
  key: 'k',
  body: { addCount: true, groupBy: ['mannerOfDeath'], ...(limit ? { limit } : {}) },
  population: 'all',
  populationFilter: undefined,
  kind: 'cells',
  dropsEmptyGroup,
});

const items = (n: number) =>
  Array.from({ length: n }, (_, index) => ({ mannerOfDeath: `M${index}`, [COUNT_KEY]: 20 + index }));

describe('disclosureTable', () => {
  it('takes each group as its values and count, in the order of the grouping', () => {
    const table = disclosureTable(grouped(10), { items: items(2) });
    expect(table).toEqual({
      key: 'k',
      population: 'all',
      dimensions: ['mannerOfDeath'],
      rows: [
        { values: ['M0'], count: 20 },
        { values: ['M1'], count: 21 },
      ],
      complete: true,
      kind: 'cells',
    });
  });

  it('is incomplete when its limit may have cut groups (the default limit too), or its empty group is dropped', () => {
    expect(disclosureTable(grouped(2), { items: items(2) }).complete).toBe(false);
    expect(disclosureTable(grouped(undefined), { items: items(100) }).complete).toBe(false);
    expect(disclosureTable(grouped(undefined), { items: items(99) }).complete).toBe(true);
    expect(disclosureTable(grouped(10, true), { items: items(2) }).complete).toBe(false);
  });

  it('is one row without values for a single count', () => {
    const stat: PublishedQuery = { ...grouped(undefined), body: { addCount: true } };
    expect(disclosureTable(stat, { items: [{ [COUNT_KEY]: 7 }] })).toMatchObject({
      dimensions: [],
      rows: [{ values: [], count: 7 }],
      complete: true,
    });
  });
});

describe('the remainder of an incomplete table', () => {
  it('is asked of cells and places cut short or without their empty group, never of terms', () => {
    expect(needsRemainder(disclosureTable(grouped(2), { items: items(2) }))).toBe(true);
    expect(needsRemainder(disclosureTable(grouped(10, true), { items: items(2) }))).toBe(true);
    expect(needsRemainder(disclosureTable(grouped(10), { items: items(2) }))).toBe(false);
    const terms: PublishedQuery = { ...grouped(2), kind: 'terms' };
    expect(needsRemainder(disclosureTable(terms, { items: items(2) }))).toBe(false);
  });

  it("is the population's total less the counts of the rows", () => {
    const table = disclosureTable(grouped(2), { items: items(2) });
    expect(withRemainder(table, 50).remainder).toBe(50 - 20 - 21);
  });

  it("counts the population with the widget's filter less its empty-group condition", () => {
    const populationFilter = { field: 'race', operator: 'eq' as const, values: ['White'] };
    expect(populationTotalBody({ ...grouped(2), populationFilter })).toEqual({
      addCount: true,
      initialFilter: populationFilter,
    });
    expect(populationTotalBody(grouped(2))).toEqual({ addCount: true });
  });
});

describe('publishedAnswer', () => {
  it('answers a withheld count as null and suppressed, whatever the rule, and shown counts as they are', () => {
    const answer = publishedAnswer(grouped(10), {
      key: 'k',
      rows: [
        { values: ['NATURAL'], count: 40, suppressed: null },
        { values: ['HOMICIDE'], count: null, suppressed: 'primary' },
        { values: ['SUICIDE'], count: null, suppressed: 'complementary' },
      ],
      termsHidden: 0,
      shown: 1,
      primary: 1,
      complementary: 1,
    });
    expect(answer).toEqual({
      items: [
        { mannerOfDeath: 'NATURAL', [COUNT_KEY]: 40 },
        { mannerOfDeath: 'HOMICIDE', [COUNT_KEY]: null, [SUPPRESSED_KEY]: true },
        { mannerOfDeath: 'SUICIDE', [COUNT_KEY]: null, [SUPPRESSED_KEY]: true },
      ],
    });
  });
});
