import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONVERSION_MESSAGES } from '@hde/contracts/fields';
import { convertTime, formatTime } from './convert-time.js';
import type { RawCell } from './conversion.js';

describe('convertTime', () => {
  it.each<[RawCell, string]>([
    ['13:45', '13:45:00'],
    ['9:05', '09:05:00'],
    ['00:00', '00:00:00'],
    ['23:59:59', '23:59:59'],
    ['13:45:30.250', '13:45:30'],
    ['1:45 PM', '13:45:00'],
    ['1:45pm', '13:45:00'],
    ['1:45 p.m.', '13:45:00'],
    ['12:00 AM', '00:00:00'],
    ['12:30 am', '00:30:00'],
    ['12:00 PM', '12:00:00'],
    ['11:59:59 PM', '23:59:59'],
    ['7 AM', '07:00:00'],
    ['1430', '14:30:00'],
    ['0915', '09:15:00'],
    ['0000', '00:00:00'],
    ['1430 hrs', '14:30:00'],
    ['noon', '12:00:00'],
    ['Midnight', '00:00:00'],
    ['2024-01-05T13:45:00Z', '13:45:00'],
    ['2024-01-05 08:30', '08:30:00'],
    ['1/5/2024 1:45 PM', '13:45:00'],
    [0.5, '12:00:00'],
    [0, '00:00:00'],
    [0.75, '18:00:00'],
    [45296.25, '06:00:00'],
    [0.99999999, '23:59:59'],
    [1430, '14:30:00'],
    [new Date(Date.UTC(1899, 11, 30, 14, 5, 9)), '14:05:09'],
  ])('%j -> %s', (raw, expected) => {
    expect(convertTime(raw)).toEqual({ value: expected });
  });

  it.each<RawCell>([
    '24:00',
    '12:60',
    '13:45 PM',
    '0:30 AM',
    '2460',
    '930',
    'soon',
    '1/5/2024',
    -0.5,
    2400,
    45296,
    true,
  ])('%j is not a time', (raw) => {
    expect(convertTime(raw)).toHaveProperty('error');
  });

  it('says what was wrong', () => {
    expect(convertTime('25:00')).toEqual({ error: CONVERSION_MESSAGES.notATime('25:00') });
  });

  it('is empty for blanks', () => {
    expect(convertTime('  ')).toEqual({ value: null });
  });

  it('reads back its own output and both clock forms', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 86_399 }), (total) => {
        const written = formatTime(total);
        expect(convertTime(written)).toEqual({ value: written });
        expect(convertTime(total / 86_400)).toEqual({ value: written });
        const hours = Math.floor(total / 3600);
        const rest = written.slice(2);
        const twelve = `${hours % 12 === 0 ? 12 : hours % 12}${rest} ${hours < 12 ? 'AM' : 'PM'}`;
        expect(convertTime(twelve)).toEqual({ value: written });
      }),
    );
  });
});
