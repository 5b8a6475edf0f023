import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONVERSION_MESSAGES } from '@hde/contracts/fields';
import { DATE_YEAR_RANGE, isoDate } from './calendar.js';
import { convertDate } from './convert-date.js';
import { dateToExcelSerial, excelSerialToDate } from './excel-serial.js';
import type { RawCell } from './conversion.js';

describe('convertDate: accepted forms', () => {
  it.each<[RawCell, string]>([
    ['2024-01-05', '2024-01-05'],
    ['2024-1-5', '2024-01-05'],
    ['2024/01/05', '2024-01-05'],
    ['2024-01-05T13:45:00', '2024-01-05'],
    ['2024-01-05T13:45:00.123Z', '2024-01-05'],
    ['2024-01-04T23:30:00-05:00', '2024-01-04'],
    ['2024-01-05 13:45', '2024-01-05'],
    ['20240105', '2024-01-05'],
    ['1/5/2024', '2024-01-05'],
    ['01/05/2024', '2024-01-05'],
    ['1-5-2024', '2024-01-05'],
    ['1/5/2024 13:45', '2024-01-05'],
    ['1/5/2024 1:45 PM', '2024-01-05'],
    ['12/31/1999', '1999-12-31'],
    ['01/05/24', '2024-01-05'],
    ['1/5/00', '2000-01-05'],
    ['1/5/29', '2029-01-05'],
    ['1/5/30', '1930-01-05'],
    ['1/5/99', '1999-01-05'],
    ['Jan 5, 2024', '2024-01-05'],
    ['January 5th 2024', '2024-01-05'],
    ['Sept 30, 2023', '2023-09-30'],
    ['5 Jan 2024', '2024-01-05'],
    ['05-JAN-24', '2024-01-05'],
    ['  2024-01-05  ', '2024-01-05'],
    ['2/29/2024', '2024-02-29'],
    ['2000-02-29', '2000-02-29'],
    [45296, '2024-01-05'],
    [45296.75, '2024-01-05'],
    [1, '1900-01-01'],
    [59, '1900-02-28'],
    [61, '1900-03-01'],
    [20240105, '2024-01-05'],
    [new Date(Date.UTC(2024, 0, 5)), '2024-01-05'],
    [new Date(Date.UTC(2024, 0, 5, 23, 59)), '2024-01-05'],
  ])('%j -> %s', (raw, expected) => {
    expect(convertDate(raw)).toEqual({ value: expected });
  });

  it.each<RawCell>([null, undefined, '', '   '])('%j is empty', (raw) => {
    expect(convertDate(raw)).toEqual({ value: null });
  });
});

describe('convertDate: refused', () => {
  it.each<RawCell>([
    '2/29/2023',
    '1900-02-29',
    '2/30/2024',
    '13/1/2024',
    '25/12/2024',
    '0/5/2024',
    '2024-13-01',
    '2024-00-10',
    'yesterday',
    '5th of January',
    'Smarch 5, 2024',
    '1/5',
    '2024',
    '12345',
    '=TODAY()',
    0,
    60,
    -5,
    1980,
    2100,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    true,
    new Date(Number.NaN),
  ])('%j is not a date', (raw) => {
    expect(convertDate(raw)).toHaveProperty('error');
  });

  it('says what was wrong, quoting the value', () => {
    expect(convertDate('2/30/2024')).toEqual({ error: CONVERSION_MESSAGES.notADate('2/30/2024') });
    expect(convertDate('1/5/2124')).toEqual({
      error: CONVERSION_MESSAGES.dateOutOfRange('1/5/2124', DATE_YEAR_RANGE.min, DATE_YEAR_RANGE.max),
    });
    expect(convertDate('1700-01-01')).toHaveProperty('error');
  });
});

const calendarDate = fc
  .date({ min: new Date(Date.UTC(1900, 2, 1)), max: new Date(Date.UTC(2100, 11, 31)), noInvalidDate: true })
  .map((date) => ({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() }));

describe('convertDate: round trips', () => {
  it('reads back every way a date is written', () => {
    fc.assert(
      fc.property(calendarDate, (date) => {
        const iso = isoDate(date);
        const { year, month, day } = date;
        const pad = (n: number) => String(n).padStart(2, '0');
        const serial = dateToExcelSerial(date);
        const serialIsYear = serial >= DATE_YEAR_RANGE.min && serial <= DATE_YEAR_RANGE.max;
        for (const written of [
          iso,
          `${month}/${day}/${year}`,
          `${pad(month)}/${pad(day)}/${year}`,
          `${iso}T08:15:00Z`,
          ...(serialIsYear ? [] : [serial]),
          new Date(Date.UTC(year, month - 1, day)),
        ]) {
          expect(convertDate(written)).toEqual({ value: iso });
        }
      }),
    );
  });

  it('reads two-digit years in the pivot window', () => {
    fc.assert(
      fc.property(calendarDate, ({ year, month, day }) => {
        fc.pre(year >= 1930 && year <= 2029);
        const yy = String(year % 100).padStart(2, '0');
        expect(convertDate(`${month}/${day}/${yy}`)).toEqual({ value: isoDate({ year, month, day }) });
      }),
    );
  });

  it('maps Excel serials one to one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 73_415 }), (serial) => {
        fc.pre(serial !== 60);
        const date = excelSerialToDate(serial);
        expect(date).not.toBeNull();
        expect(dateToExcelSerial(date!)).toBe(serial);
      }),
    );
  });
});
