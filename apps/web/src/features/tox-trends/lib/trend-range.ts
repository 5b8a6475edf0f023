import { OPIOID_SUBSTANCES, TRENDS_DEFAULT_YEARS } from '@hde/contracts';
import { TRENDS_LIMITS } from '@hde/contracts/api';

export interface TrendRange {
  start: string;
  end: string;
}

/** A UTC day as YYYY-MM-DD: `isoDay(new Date())` is today as the server counts it. */
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** Spec §9: the last TRENDS_DEFAULT_YEARS years to today (UTC days, as the server counts them). */
export function defaultTrendRange(today: Date): TrendRange {
  const start = new Date(today);
  start.setUTCFullYear(start.getUTCFullYear() - TRENDS_DEFAULT_YEARS);
  return { start: isoDay(start), end: isoDay(today) };
}

/** A real calendar day written YYYY-MM-DD; anything else counts as missing (spec §5: invalid dates are ignored). */
export function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const time = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(time) && isoDay(new Date(time)) === text;
}

/**
 * Why a range cannot be asked for: a date is missing (or invalid), the end comes before the start, or the range
 * is longer than the server answers (TRENDS_LIMITS.years: exactly that many years is allowed).
 */
export type RangeProblem = 'missing' | 'order' | 'tooLong' | null;

export function rangeProblem({ start, end }: TrendRange): RangeProblem {
  if (!isCalendarDay(start) || !isCalendarDay(end)) return 'missing';
  if (end < start) return 'order';
  // As the server counts it: the same day TRENDS_LIMITS.years years on (29 February moves to 1 March).
  const limit = new Date(`${start}T00:00:00Z`);
  limit.setUTCFullYear(limit.getUTCFullYear() + TRENDS_LIMITS.years);
  return end > isoDay(limit) ? 'tooLong' : null;
}

/** More substances picked than one request may name (TRENDS_LIMITS.substances). */
export const tooManySubstances = (substances: readonly string[]) =>
  substances.length > TRENDS_LIMITS.substances;

/** The picker's options: the opioid options and every substance present, once each (by case), sorted. */
export function substanceOptions(present: readonly string[]): string[] {
  const byKey = new Map<string, string>();
  for (const name of [...OPIOID_SUBSTANCES, ...present]) {
    const trimmed = name.trim();
    const key = trimmed.toLowerCase();
    if (trimmed && !byKey.has(key)) byKey.set(key, trimmed);
  }
  return [...byKey.values()].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
}
