import { describe, expect, it } from 'vitest';
import { exactPoissonTest, holm, logGamma, mannKendall, twoSidedNormalP } from './statistics.js';

// Reference values from SciPy 1.17 (binomtest, norm.sf, math.lgamma).
describe('statistics', () => {
  it('log-gamma matches reference values', () => {
    expect(logGamma(0.5)).toBeCloseTo(0.5723649429247004, 12);
    expect(logGamma(10.3)).toBeCloseTo(13.48203678613836, 11);
    expect(logGamma(1000.5)).toBeCloseTo(5908.674175848678, 8);
    expect(logGamma(1)).toBeCloseTo(0, 12);
  });

  it.each([
    [84, 41, 0.0001501334225702843],
    [10, 2, 0.03857421875],
    [5, 5, 1],
    [0, 7, 0.015625],
    [300, 250, 0.036578745549102676],
    [1200, 1100, 0.03896685268382023],
  ])('exact Poisson test of %i against %i', (current, previous, expected) => {
    expect(exactPoissonTest(current, previous)).toBeCloseTo(expected, 10);
  });

  it('exact Poisson test weighs unequal periods and answers 1 without cases', () => {
    expect(exactPoissonTest(30, 20, 1, 2)).toBeCloseTo(0.0001269499607889593, 10);
    expect(exactPoissonTest(0, 0)).toBe(1);
  });

  it('stays finite for large counts', () => {
    const p = exactPoissonTest(20_000, 18_000);
    expect(p).toBeGreaterThanOrEqual(0);
    expect(p).toBeLessThan(1e-20);
  });

  it('two-sided normal p', () => {
    expect(twoSidedNormalP(1.96)).toBeCloseTo(0.04999579029644087, 6);
    expect(twoSidedNormalP(-4.5) / 6.795346249460107e-6).toBeCloseTo(1, 5);
    expect(twoSidedNormalP(0)).toBe(1);
  });

  it('Mann–Kendall with ties', () => {
    const result = mannKendall([1, 2, 3, 3, 4, 2, 5, 6, 5, 7]);
    expect(result.s).toBe(34);
    expect(result.z).toBeCloseTo(2.9876796194031114, 10);
    expect(result.pValue).toBeCloseTo(0.0028110405915931177, 6);
    expect(mannKendall([3, 3, 3, 3]).pValue).toBe(1);
    expect(mannKendall([5, 4, 3, 2, 1, 0, -1, -2, -3, -4]).z).toBeLessThan(-3);
  });

  it('Holm adjusts step-down and keeps the order', () => {
    expect(holm([0.01, 0.04, 0.03, 0.2])).toEqual([0.04, 0.09, 0.09, 0.2]);
    expect(holm([])).toEqual([]);
    expect(holm([0.6, 0.5])).toEqual([1, 1]);
  });
});
