import { describe, expect, it } from 'vitest';
import { formatCalendarDate } from './format-calendar-date';

describe('formatCalendarDate', () => {
  it('writes MM/DD/YYYY', () => {
    expect(formatCalendarDate('2026-04-05T12:00:00.000Z')).toBe('04/05/2026');
  });

  it('gives null for missing or unreadable dates', () => {
    expect(formatCalendarDate(null)).toBeNull();
    expect(formatCalendarDate('soon')).toBeNull();
  });
});
