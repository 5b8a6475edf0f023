import { COUNT_KEY, SUPPRESSED_KEY } from '@hde/contracts/api';
import { describe, expect, it } from 'vitest';
import { countedGroups, isSuppressed, rowCount } from './result-rows.js';
import { suppressedRow } from './test-helpers.js';

describe('isSuppressed', () => {
  it('reads a row as suppressed only when it has no count and the marker true', () => {
    expect(isSuppressed(suppressedRow({ sexFormatted: 'Female' }))).toBe(true);
    expect(isSuppressed({ [COUNT_KEY]: null })).toBe(false);
    expect(isSuppressed({ [COUNT_KEY]: 12, [SUPPRESSED_KEY]: true })).toBe(false);
    expect(isSuppressed({ [COUNT_KEY]: null, [SUPPRESSED_KEY]: false })).toBe(false);
  });

  it('gives a suppressed row no count', () => {
    expect(rowCount(suppressedRow({}))).toBeNull();
  });
});

describe('countedGroups', () => {
  it('puts suppressed groups last, and a group with a shown part is not suppressed', () => {
    const groups = countedGroups(
      [
        suppressedRow({ sexFormatted: 'Female' }),
        suppressedRow({ sexFormatted: null }),
        { sexFormatted: '', [COUNT_KEY]: 12 },
        { sexFormatted: 'Male', [COUNT_KEY]: 20 },
      ],
      'sexFormatted',
    );
    expect(groups.map(({ label, count, suppressed }) => [label, count, suppressed])).toEqual([
      ['Male', 20, false],
      ['Unknown', 12, false],
      ['Female', null, true],
    ]);
  });
});
