import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format-date-time';

describe('formatDateTime', () => {
  it('formats as MM/DD/YYYY HH:mm in local time', () => {
    const local = new Date(2026, 0, 5, 9, 7);
    expect(formatDateTime(local.toISOString())).toBe('01/05/2026 09:07');
  });

  it('uses 24-hour time', () => {
    expect(formatDateTime(new Date(2026, 11, 31, 23, 59).toISOString())).toBe('12/31/2026 23:59');
  });

  it.each([null, undefined, '', 'not a date'])('gives null for %o', (value) => {
    expect(formatDateTime(value)).toBeNull();
  });
});
