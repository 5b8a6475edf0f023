import { describe, expect, it } from 'vitest';
import { CONVERSION_MESSAGES } from '@hde/contracts/fields';
import { convertBoolean } from './convert-boolean.js';
import type { RawCell } from './conversion.js';

describe('convertBoolean', () => {
  it.each<[RawCell, boolean | null]>([
    ['Y', true],
    ['y', true],
    ['Yes', true],
    ['YES', true],
    ['True', true],
    ['t', true],
    ['1', true],
    [1, true],
    [true, true],
    ['N', false],
    ['no', false],
    ['FALSE', false],
    ['f', false],
    ['0', false],
    [0, false],
    [false, false],
    [' yes ', true],
    ['', null],
    [null, null],
  ])('%j -> %j', (raw, expected) => {
    expect(convertBoolean(raw)).toEqual({ value: expected });
  });

  it.each(['U', 'Unknown', 'N/A', ' unk '])('%j is empty, with a warning naming it', (raw) => {
    expect(convertBoolean(raw)).toEqual({
      value: null,
      warning: CONVERSION_MESSAGES.unknownBoolean(raw.trim()),
    });
  });

  it.each<RawCell>(['maybe', 'yess', '2', 2, -1, 'x', '=TRUE()', new Date(0)])('%j is refused', (raw) => {
    expect(convertBoolean(raw)).toHaveProperty('error');
  });

  it('says which values it takes', () => {
    expect(convertBoolean('maybe')).toEqual({ error: CONVERSION_MESSAGES.notABoolean('maybe') });
  });
});
