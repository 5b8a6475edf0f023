import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseHeader } from './normalise-header.js';

describe('normaliseHeader', () => {
  it.each([
    ['Date of Death', 'dateofdeath'],
    ['date_of_death', 'dateofdeath'],
    ['  DATE-OF-DEATH  ', 'dateofdeath'],
    ['Date.Of.Death', 'dateofdeath'],
    ['Case #', 'case'],
    ['Age (yrs)', 'ageyrs'],
    ['Race/Ethnicity', 'raceethnicity'],
    ['Cause of Death ICD-10', 'causeofdeathicd10'],
    ['Décès Dáte', 'decesdate'],
    ['ﬁrst name', 'firstname'],
    ['\tSex\n', 'sex'],
    ['', ''],
    ['#/-_', ''],
  ])('%j -> %j', (header, expected) => {
    expect(normaliseHeader(header)).toBe(expected);
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (header) => {
        const once = normaliseHeader(header);
        expect(normaliseHeader(once)).toBe(once);
      }),
      { numRuns: 2000 },
    );
  });

  it('leaves only lower-case letters and digits', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (header) => {
        expect(normaliseHeader(header)).toMatch(/^[\p{L}\p{N}]*$/u);
        expect(normaliseHeader(header)).toBe(normaliseHeader(header).toLowerCase());
      }),
    );
  });
});
