import { describe, expect, it } from 'vitest';
import { datesOutOfOrder, hasOverviewFilters, NO_OVERVIEW_FILTERS, overviewWhere } from './overview-filters';

describe('overviewWhere', () => {
  it('is undefined without filters', () => {
    expect(overviewWhere(NO_OVERVIEW_FILTERS)).toBeUndefined();
  });

  it('ANDs every set filter, the lists as `in` and the dates as a range on caseDate', () => {
    expect(
      overviewWhere({
        substances: ['fentanyl', 'cocaine'],
        from: '2024-01-01',
        to: '2024-12-31',
        sexes: ['Female'],
        races: ['Other', 'White'],
        ageGroups: ['25-44'],
      }),
    ).toEqual({
      and: [
        { field: 'substance', operator: 'in', values: ['fentanyl', 'cocaine'] },
        { field: 'caseDate', operator: 'gte', values: ['2024-01-01'] },
        { field: 'caseDate', operator: 'lte', values: ['2024-12-31'] },
        { field: 'sex', operator: 'in', values: ['Female'] },
        { field: 'race', operator: 'in', values: ['Other', 'White'] },
        { field: 'ageGroup', operator: 'in', values: ['25-44'] },
      ],
    });
  });

  it('leaves out an open end of the date range', () => {
    expect(overviewWhere({ ...NO_OVERVIEW_FILTERS, to: '2025-06-30' })).toEqual({
      and: [{ field: 'caseDate', operator: 'lte', values: ['2025-06-30'] }],
    });
  });

  it('leaves out a From after To, keeping the other filters', () => {
    const filters = { ...NO_OVERVIEW_FILTERS, from: '2025-02-01', to: '2025-01-31', sexes: ['Male'] };
    expect(datesOutOfOrder(filters)).toBe(true);
    expect(overviewWhere(filters)).toEqual({
      and: [{ field: 'sex', operator: 'in', values: ['Male'] }],
    });
    expect(overviewWhere({ ...filters, sexes: [] })).toBeUndefined();
    expect(hasOverviewFilters({ ...filters, sexes: [] })).toBe(true);
  });

  it('keeps a one-day range and an open end', () => {
    expect(datesOutOfOrder({ from: '2025-01-31', to: '2025-01-31' })).toBe(false);
    expect(datesOutOfOrder({ from: '2025-01-31', to: '' })).toBe(false);
    expect(hasOverviewFilters(NO_OVERVIEW_FILTERS)).toBe(false);
  });
});
