import { describe, expect, it } from 'vitest';
import { DATE_PART_MESSAGES, findField, type DatePart } from '@hde/contracts/fields';
import type { RawCell } from '../convert/conversion.js';
import { combineDateParts } from './date-parts.js';

const field = findField('CASE', 'date_of_death')!;
const combine = (parts: Partial<Record<DatePart, RawCell>>) =>
  combineDateParts({
    field,
    cells: Object.fromEntries(
      Object.entries(parts).map(([part, raw]) => [part, { raw, header: part.toUpperCase() }]),
    ),
  });

describe('combineDateParts', () => {
  it.each([
    [{ year: '2016', month: '3', day: '9' }, '2016-03-09'],
    [{ year: 2016, month: 12, day: 31 }, '2016-12-31'],
    [{ year: ' 2020 ', month: '02', day: '29' }, '2020-02-29'],
    [{ year: '1999', month: 'Sept', day: '1' }, '1999-09-01'],
    [{ year: '1999', month: 'january', day: '01' }, '1999-01-01'],
  ])('%j -> %s', (parts, value) => {
    expect(combine(parts)).toEqual({ value });
  });

  it('gives nothing for a row without any part', () => {
    expect(combine({})).toBeNull();
    expect(combine({ year: '', month: ' ' })).toBeNull();
  });

  it('names the values and the missing parts', () => {
    expect(combine({ year: '2020', day: '14' })).toEqual({
      fieldName: 'YEAR, DAY',
      warning: DATE_PART_MESSAGES.missingParts(field.label, 'year 2020, day 14', ['month']),
    });
  });

  it.each([
    [{ year: '2019', month: '2', day: '29' }, 'year 2019, month 2, day 29'],
    [{ year: '2019', month: '13', day: '1' }, 'year 2019, month 13, day 1'],
    [{ year: '19', month: '1', day: '1' }, 'year 19, month 1, day 1'],
    [{ year: '2019', month: '1', day: '1.5' }, 'year 2019, month 1, day 1.5'],
    [{ year: '2019', month: 'Smarch', day: '1' }, 'year 2019, month Smarch, day 1'],
  ])('refuses an impossible date %j', (parts, written) => {
    expect(combine(parts)).toEqual({
      fieldName: 'YEAR, MONTH, DAY',
      warning: DATE_PART_MESSAGES.notADate(field.label, written),
    });
  });
});
