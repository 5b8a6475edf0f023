import { describe, expect, it } from 'vitest';
import { dateFromDay, dateFromParts, formatDateOfBirth, formatDay } from './calendar-dates';

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

describe('formatDateOfBirth', () => {
  it('writes MM/DD/YYYY whatever the time zone', () => {
    expect(formatDateOfBirth([1980, 1, 1])).toBe('01/01/1980');
    expect(formatDateOfBirth([1975, 12, 31])).toBe('12/31/1975');
  });

  it('is null when missing or impossible', () => {
    expect(formatDateOfBirth(null)).toBeNull();
    expect(formatDateOfBirth([2021, 2, 30])).toBeNull();
  });
});

describe('formatDay', () => {
  it('writes a calendar day as MM/DD/YYYY, never a day off', () => {
    expect(formatDay('2025-01-01')).toBe('01/01/2025');
    expect(formatDay('2025-12-31')).toBe('12/31/2025');
    expect(dateFromDay('2025-12-31')).toEqual(new Date(2025, 11, 31));
  });

  it('is null when missing or unreadable', () => {
    expect(formatDay(null)).toBeNull();
    expect(formatDay('soon')).toBeNull();
  });
});
