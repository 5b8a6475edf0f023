import { describe, expect, it } from 'vitest';
import { OPIOID_SUBSTANCES } from '@hde/contracts';
import { TRENDS_LIMITS } from '@hde/contracts/api';
import {
  defaultTrendRange,
  isCalendarDay,
  rangeProblem,
  substanceOptions,
  tooManySubstances,
} from './trend-range';

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

  it(`accepts ${TRENDS_LIMITS.years} years to the day and refuses a day more, as the server does`, () => {
    expect(TRENDS_LIMITS.years).toBe(20);
    expect(rangeProblem({ start: '2006-03-15', end: '2026-03-15' })).toBeNull();
    expect(rangeProblem({ start: '2006-03-15', end: '2026-03-16' })).toBe('tooLong');
    expect(rangeProblem({ start: '1990-01-01', end: '2026-01-01' })).toBe('tooLong');
  });

  it('counts 20 years from 29 February to 29 February, and from 28 February to 28 February', () => {
    expect(rangeProblem({ start: '2004-02-29', end: '2024-02-29' })).toBeNull();
    expect(rangeProblem({ start: '2004-02-29', end: '2024-03-01' })).toBe('tooLong');
    expect(rangeProblem({ start: '2005-02-28', end: '2025-02-28' })).toBeNull();
    expect(rangeProblem({ start: '2005-02-28', end: '2025-03-01' })).toBe('tooLong');
  });
});

describe('tooManySubstances', () => {
  it(`allows ${TRENDS_LIMITS.substances} substances and refuses one more`, () => {
    const names = (count: number) => Array.from({ length: count }, (_, index) => `substance ${index}`);
    expect(tooManySubstances([])).toBe(false);
    expect(tooManySubstances(names(TRENDS_LIMITS.substances))).toBe(false);
    expect(tooManySubstances(names(TRENDS_LIMITS.substances + 1))).toBe(true);
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
