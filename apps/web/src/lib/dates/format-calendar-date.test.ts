import { describe, expect, it } from 'vitest';
import { dateFromDay, dateFromParts, formatCalendarDate } from './format-calendar-date';

describe('formatCalendarDate', () => {
  it('writes MM/DD/YYYY', () => {
    expect(formatCalendarDate('2026-04-05T12:00:00.000Z')).toBe('04/05/2026');
  });

  it('gives null for missing or unreadable dates', () => {
    expect(formatCalendarDate(null)).toBeNull();
    expect(formatCalendarDate('soon')).toBeNull();
  });
});

describe('dateFromParts', () => {
  it('reads the month as 1-based, January and December included', () => {
    expect(dateFromParts([1980, 1, 31])).toEqual(new Date(1980, 0, 31));
    expect(dateFromParts([1999, 12, 1])).toEqual(new Date(1999, 11, 1));
  });

  it('refuses parts that name no real day', () => {
    expect(dateFromParts([2021, 2, 30])).toBeNull();
    expect(dateFromParts([2021, 13, 1])).toBeNull();
    expect(dateFromParts([2021, 0, 1])).toBeNull();
  });
});

describe('formatCalendarDate of a calendar day', () => {
  it('writes a calendar day as MM/DD/YYYY, never a day off', () => {
    expect(formatCalendarDate('2025-01-01')).toBe('01/01/2025');
    expect(formatCalendarDate('2025-12-31')).toBe('12/31/2025');
    expect(dateFromDay('2025-12-31')).toEqual(new Date(2025, 11, 31));
  });

  it('is null when missing or unreadable', () => {
    expect(formatCalendarDate(null)).toBeNull();
    expect(formatCalendarDate('soon')).toBeNull();
  });
});
