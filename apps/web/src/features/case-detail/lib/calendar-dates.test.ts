import { describe, expect, it } from 'vitest';
import { formatDateOfBirth } from './calendar-dates';

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
