import { describe, expect, it } from 'vitest';
import { OPIOID_SUBSTANCES } from '@hde/contracts';
import { defaultTrendRange, isCalendarDay, rangeProblem, substanceOptions } from './trend-range';

describe('defaultTrendRange', () => {
  it('spans the last six years to today', () => {
    expect(defaultTrendRange(new Date('2026-11-27T10:00:00Z'))).toEqual({
      start: '2020-11-27',
      end: '2026-11-27',
    });
  });

  it('moves 29 February to 1 March six years before', () => {
    expect(defaultTrendRange(new Date('2024-02-29T00:00:00Z')).start).toBe('2018-03-01');
  });
});

describe('rangeProblem', () => {
  it('accepts a start on or before the end', () => {
    expect(rangeProblem({ start: '2020-01-01', end: '2020-01-01' })).toBeNull();
    expect(rangeProblem({ start: '2020-01-01', end: '2026-01-01' })).toBeNull();
  });

  it('calls an empty or impossible date missing', () => {
    expect(rangeProblem({ start: '', end: '2026-01-01' })).toBe('missing');
    expect(rangeProblem({ start: '2020-02-30', end: '2026-01-01' })).toBe('missing');
    expect(isCalendarDay('2020-02-29')).toBe(true);
    expect(isCalendarDay('2021-02-29')).toBe(false);
  });

  it('refuses an end before the start', () => {
    expect(rangeProblem({ start: '2026-01-02', end: '2026-01-01' })).toBe('order');
  });
});

describe('substanceOptions', () => {
  it('adds the substances present to the opioid options once each, sorted', () => {
    const options = substanceOptions(['Ethanol', 'fentanyl', 'Fentanyl', ' alprazolam ', '']);
    expect(options).toHaveLength(OPIOID_SUBSTANCES.length + 2);
    expect(options.filter((name) => name.toLowerCase() === 'fentanyl')).toEqual(['fentanyl']);
    expect(options.slice(0, 3)).toEqual(['acetylfentanyl', 'alprazolam', 'buprenorphine']);
    expect(options).toContain('Ethanol');
  });
});
