import { describe, expect, it } from 'vitest';
import { customFieldLabel, displayValue, formatTurnaround, fullName } from './display-values';

describe('display values', () => {
  it('writes booleans Yes or No and sex codes by name', () => {
    expect(displayValue(true)).toBe('Yes');
    expect(displayValue(false, 'organDonor')).toBe('No');
    expect(displayValue('F', 'sex')).toBe('Female');
    expect(displayValue('u', 'sex')).toBe('Unknown');
  });

  it('shows --- for a missing or blank value, the words of a manner of death, and numbers as text', () => {
    expect(displayValue(null)).toBe('---');
    expect(displayValue(undefined)).toBe('---');
    expect(displayValue('  ')).toBe('---');
    expect(displayValue('UNDETERMINED', 'mannerOfDeath')).toBe('Indeterminate');
    expect(displayValue('UNDETERMINED', 'scene')).toBe('UNDETERMINED');
    expect(displayValue(0)).toBe('0');
  });

  it('treats a negative turnaround as missing', () => {
    expect(formatTurnaround(-1)).toBeNull();
    expect(formatTurnaround(null)).toBeNull();
    expect(formatTurnaround(0)).toBe('0 days');
    expect(formatTurnaround(1)).toBe('1 day');
    expect(formatTurnaround(37)).toBe('37 days');
  });

  it('reads __ in a custom field key as a dot', () => {
    expect(customFieldLabel('lab__code')).toBe('lab.code');
    expect(customFieldLabel('a__b__c')).toBe('a.b.c');
    expect(customFieldLabel('plain_key')).toBe('plain_key');
  });

  it('joins the known parts of a name', () => {
    expect(fullName('Jane', null, 'Doe')).toBe('Jane Doe');
    expect(fullName(null, ' ', null)).toBeNull();
  });
});
