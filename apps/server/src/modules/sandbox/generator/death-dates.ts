import { dayOfYear, type DayNumber } from './calendar.js';
import type { CauseCategory, Manner } from './causes-of-death.js';
import type { SeededRandom } from './seeded-random.js';

export interface DateWindow {
  first: DayNumber;
  last: DayNumber;
}

/**
 * Seasonal swing (peak-to-mean share): natural deaths peak in mid-January (cardiac and respiratory winter
 * excess), homicides and drownings in summer; drug deaths barely move with the season.
 */
function seasonalAmplitude(manner: Manner, category: CauseCategory): number {
  if (category === 'drowning') return -0.6;
  if (category === 'exposure') return 0.9;
  if (manner === 'Homicide') return -0.15;
  if (category === 'drug') return 0.03;
  if (manner === 'Natural') return 0.25;
  return 0.06;
}

/** Yearly growth of the caseload; drug deaths grew fastest over the period. */
function yearlyGrowth(category: CauseCategory): number {
  return category === 'drug' ? 0.07 : 0.02;
}

const PEAK_DAY_OF_YEAR = 15;

/** A death day in the window, by rejection sampling against season and trend. */
export function pickDeathDay(
  rng: SeededRandom,
  window: DateWindow,
  manner: Manner,
  category: CauseCategory,
): DayNumber {
  const amplitude = seasonalAmplitude(manner, category);
  const growth = yearlyGrowth(category);
  const span = window.last - window.first;
  const maxWeight = (1 + Math.abs(amplitude)) * (1 + growth * (span / 365.25));
  for (let attempt = 0; attempt < 64; attempt += 1) {
    const day = window.first + Math.floor(rng.next() * (span + 1));
    const season = 1 + amplitude * Math.cos((2 * Math.PI * (dayOfYear(day) - PEAK_DAY_OF_YEAR)) / 365.25);
    const trend = 1 + growth * ((day - window.first) / 365.25);
    if (rng.next() * maxWeight < season * trend) return day;
  }
  return window.first + Math.floor(rng.next() * (span + 1));
}

/** Minute of the day: violent deaths cluster at night, others spread through the day. */
export function pickMinuteOfDay(rng: SeededRandom, manner: Manner): number {
  const nightShare = manner === 'Homicide' ? 0.6 : manner === 'Natural' ? 0.25 : 0.4;
  const hour = rng.chance(nightShare) ? (20 + rng.int(0, 8)) % 24 : rng.int(5, 19);
  return hour * 60 + rng.int(0, 59);
}
