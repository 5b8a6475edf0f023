import { describe, expect, it } from 'vitest';
import { formatImportDate } from './format-import-date';

describe('formatImportDate', () => {
  it('formats as MM/DD/YYYY h:mm:ss AM/PM in local time', () => {
    expect(formatImportDate(new Date(2026, 2, 2, 14, 5, 9).toISOString())).toBe('03/02/2026 2:05:09 PM');
    expect(formatImportDate(new Date(2026, 0, 5, 0, 7, 0).toISOString())).toBe('01/05/2026 12:07:00 AM');
  });

  it.each([null, undefined, '', 'not a date'])('gives null for %o', (value) => {
    expect(formatImportDate(value)).toBeNull();
  });
});
