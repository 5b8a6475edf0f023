import { describe, expect, it } from 'vitest';
import { categoryLabel, truncateLabel, UNKNOWN_LABEL } from './category-labels.js';
import { textWidth } from './text-width.js';

describe('categoryLabel', () => {
  it('reads no value as Unknown', () => {
    expect(categoryLabel('race', null)).toBe(UNKNOWN_LABEL);
    expect(categoryLabel('race', undefined)).toBe(UNKNOWN_LABEL);
    expect(categoryLabel('race', '  ')).toBe(UNKNOWN_LABEL);
  });

  it('reads booleans as Yes and No', () => {
    expect(categoryLabel('examOnTime', true)).toBe('Yes');
    expect(categoryLabel('examOnTime', false)).toBe('No');
  });

  it('shows manners as words, UNDETERMINED as Indeterminate', () => {
    expect(categoryLabel('mannerOfDeath', 'UNDETERMINED')).toBe('Indeterminate');
    expect(categoryLabel('mannerOfDeath', 'NATURAL')).toBe('Natural');
    expect(categoryLabel('mannerOfDeathFormatted', 'homicide')).toBe('Homicide');
    expect(categoryLabel('mannerOfDeath', 'PENDING')).toBe('Pending Investigation');
    expect(categoryLabel('causeOfDeath', 'UNDETERMINED')).toBe('UNDETERMINED');
  });

  it('keeps other values as text', () => {
    expect(categoryLabel('year_dateOfDeath', 2024)).toBe('2024');
    expect(categoryLabel('race', 'White')).toBe('White');
  });
});

describe('truncateLabel', () => {
  it('keeps a label that fits', () => {
    expect(truncateLabel('Hanging', 180)).toBe('Hanging');
  });

  it('cuts a long label to the width, ending with an ellipsis', () => {
    const long = 'Acute combined drug toxicity (fentanyl, methamphetamine and cocaine)';
    const cut = truncateLabel(long, 180);
    expect(cut.endsWith('…')).toBe(true);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
    expect(textWidth(cut, 12)).toBeLessThanOrEqual(180);
  });
});
