import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MANNERS_OF_DEATH } from '@hde/contracts';
import { CASE_FIELDS, CONVERSION_MESSAGES, type FieldDefinition } from '@hde/contracts/fields';
import { convertEnum } from './convert-enum.js';
import type { RawCell } from './conversion.js';

const field = (id: string) => CASE_FIELDS.find((f) => f.id === id) as FieldDefinition;
const SEX = field('sex');
const MANNER = field('manner_of_death');
const STATUS = field('case_status');

describe('convertEnum: sex', () => {
  it.each<[RawCell, string]>([
    ['M', 'M'],
    ['m', 'M'],
    ['Male', 'M'],
    ['MALE', 'M'],
    ['F', 'F'],
    ['female', 'F'],
    [' Female ', 'F'],
    ['U', 'U'],
    ['unknown', 'U'],
    ['Unk', 'U'],
  ])('%j -> %s', (raw, expected) => {
    expect(convertEnum(raw, SEX)).toEqual({ value: expected });
  });

  it('lists the values when it cannot match', () => {
    expect(convertEnum('X', SEX)).toEqual({ error: CONVERSION_MESSAGES.notInEnum('X', ['M', 'F', 'U']) });
    expect(convertEnum(true, SEX)).toHaveProperty('error');
  });
});

describe('convertEnum: manner of death', () => {
  it.each<[RawCell, string]>([
    ['NATURAL', 'NATURAL'],
    ['Natural', 'NATURAL'],
    ['natural causes', 'NATURAL'],
    ['Accident', 'ACCIDENT'],
    ['accidental', 'ACCIDENT'],
    ['ACCIDENTAL.', 'ACCIDENT'],
    ['Suicide', 'SUICIDE'],
    ['homicide', 'HOMICIDE'],
    ['Undetermined', 'UNDETERMINED'],
    ['Indeterminate', 'UNDETERMINED'],
    ['Could not be determined', 'UNDETERMINED'],
    ['could-not-be-determined', 'UNDETERMINED'],
    ['Unknown', 'UNDETERMINED'],
  ])('%j -> %s', (raw, expected) => {
    expect(convertEnum(raw, MANNER)).toEqual({ value: expected });
  });

  it.each([
    'Pending',
    'PENDING',
    'pending',
    '  Pending  ',
    'Pending Investigation',
    'PENDING INVESTIGATION',
    'pending-investigation',
    'Pend',
    'PEND.',
    'pending further studies',
  ])('%j is kept as PENDING, with no warning', (raw) => {
    expect(convertEnum(raw, MANNER)).toEqual({ value: 'PENDING' });
  });

  it('refuses anything else', () => {
    expect(convertEnum('Murder', MANNER)).toEqual({
      error: CONVERSION_MESSAGES.notInEnum('Murder', MANNERS_OF_DEATH),
    });
  });

  it('accepts every canonical value in any letter case', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...MANNERS_OF_DEATH),
        fc.array(fc.boolean(), { minLength: 12 }),
        (value, ups) => {
          const written = [...value].map((c, i) => (ups[i] ? c : c.toLowerCase())).join('');
          expect(convertEnum(written, MANNER)).toEqual({ value });
        },
      ),
    );
  });
});

describe('convertEnum: case status', () => {
  it.each<[RawCell, string]>([
    ['Accepted', 'Accepted'],
    ['ACCEPTED', 'Accepted'],
    ['accept', 'Accepted'],
    ['declined', 'Declined'],
  ])('%j -> %s', (raw, expected) => {
    expect(convertEnum(raw, STATUS)).toEqual({ value: expected });
  });

  it('is empty for blanks', () => {
    expect(convertEnum('  ', STATUS)).toEqual({ value: null });
  });
});
