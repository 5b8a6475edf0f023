import { describe, expect, it } from 'vitest';
import { formatPValue } from './p-value';

describe('formatPValue', () => {
  it.each([
    [0.00001, '< 0.0001'],
    [0.0001, '= 0.0001'],
    [0.004234, '= 0.0042'],
    [0.5, '= 0.5'],
  ])('shows %f as "%s"', (pValue, text) => {
    expect(formatPValue(pValue)).toBe(text);
  });
});
