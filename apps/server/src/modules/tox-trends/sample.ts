import { TOX_AGE_GROUPS, TOX_RACES, TOX_SEXES } from '@hde/contracts';
import { PROVISIONAL_WEEKS } from '@hde/contracts/api';
import type { KeyedCount, TrendCounts } from './aggregate.js';
import { CHANGE_WEEKS } from './feed.js';
import type { RangeWeek } from './iso-week.js';
import { seededRandom } from '../../platform/seeded-random.js';
import { poisson } from './random.js';

/** Substances of the sample view when none is asked. */
const SAMPLE_SUBSTANCES = ['fentanyl', 'methamphetamine', 'cocaine', 'ethanol', 'morphine'] as const;
/** Weekly case rates of the sample substances, in order (repeating past the fifth). */
const SAMPLE_RATES = [6, 5, 4, 3, 2] as const;
/**
 * The first substance's rate is multiplied by SAMPLE_RISE over the range's last SAMPLE_RISE_WEEKS weeks: the
 * feed's latest change period, even when the range's last weeks are provisional.
 */
const SAMPLE_RISE = 2.5;
const SAMPLE_RISE_WEEKS = CHANGE_WEEKS + PROVISIONAL_WEEKS;
const SEED = 25;

const SEX_WEIGHTS = [0.3, 0.68, 0.02];
const RACE_WEIGHTS = [0.04, 0.2, 0.12, 0.02, 0.07, 0.55];
const AGE_WEIGHTS = [0.01, 0.01, 0.12, 0.45, 0.3, 0.06, 0.02, 0.01, 0.02];

function pick<T>(random: () => number, values: readonly T[], weights: readonly number[]): T {
  let draw = random();
  for (let index = 0; index < values.length; index += 1) {
    draw -= weights[index] ?? 0;
    if (draw < 0) return values[index] as T;
  }
  return values[values.length - 1] as T;
}

function add(map: Map<string, KeyedCount>, week: string, key: string) {
  const id = `${week}\n${key}`;
  const found = map.get(id);
  if (found) found.count += 1;
  else map.set(id, { week, key, count: 1 });
}

/**
 * Synthetic weekly cases for the sample view (no case is read): each substance at a known Poisson rate, the
 * first one rising in the last weeks, each case of one substance with a drawn sex, race and age group. Seeded, so
 * one range always shows the same sample.
 */
export function sampleCounts(weeks: readonly RangeWeek[], asked: readonly string[]): TrendCounts {
  const substances = asked.length > 0 ? [...asked] : [...SAMPLE_SUBSTANCES];
  const random = seededRandom(SEED);
  const total: TrendCounts['total'] = [];
  const groups = { sex: new Map(), race: new Map(), age: new Map(), substance: new Map() } as Record<
    'sex' | 'race' | 'age' | 'substance',
    Map<string, KeyedCount>
  >;
  weeks.forEach(({ week, complete }, index) => {
    // A partial week at either end holds fewer days, so fewer cases.
    const share = complete ? 1 : 0.5;
    let count = 0;
    substances.forEach((substance, position) => {
      const rising = position === 0 && index >= weeks.length - SAMPLE_RISE_WEEKS;
      const rate = (SAMPLE_RATES[position % SAMPLE_RATES.length] ?? 1) * (rising ? SAMPLE_RISE : 1) * share;
      const cases = poisson(random, rate);
      for (let n = 0; n < cases; n += 1) {
        add(groups.substance, week, substance);
        add(groups.sex, week, pick(random, TOX_SEXES, SEX_WEIGHTS).label);
        add(groups.race, week, pick(random, TOX_RACES, RACE_WEIGHTS));
        add(groups.age, week, pick(random, TOX_AGE_GROUPS, AGE_WEIGHTS));
      }
      count += cases;
    });
    total.push({ week, count });
  });
  return {
    total,
    sex: [...groups.sex.values()],
    race: [...groups.race.values()],
    age: [...groups.age.values()],
    substance: [...groups.substance.values()],
  };
}
