import type { AgeProfile, Manner } from './causes-of-death.js';
import { weightedTable, type SeededRandom, type WeightedTable } from './seeded-random.js';

export type Sex = 'Male' | 'Female' | 'Unknown';

/** The spec's toxicology race set (part 2 §9), which the dashboards group by. */
export type Race =
  'White' | 'Black or African American' | 'Hispanic or Latino' | 'Asian' | 'Other' | 'Unknown';

// Shares loosely follow a Southern metro medical examiner caseload; homicide and suicide differ sharply.
const RACE_DEFAULT = weightedTable<Race>([
  ['White', 52],
  ['Black or African American', 41],
  ['Hispanic or Latino', 3.5],
  ['Asian', 1.2],
  ['Other', 1.3],
  ['Unknown', 1],
]);

const RACE_BY_MANNER: Partial<Record<Manner, WeightedTable<Race>>> = {
  Homicide: weightedTable<Race>([
    ['White', 20],
    ['Black or African American', 74],
    ['Hispanic or Latino', 4],
    ['Asian', 0.5],
    ['Other', 1],
    ['Unknown', 0.5],
  ]),
  Suicide: weightedTable<Race>([
    ['White', 78],
    ['Black or African American', 17],
    ['Hispanic or Latino', 3],
    ['Asian', 1.5],
    ['Other', 0.5],
  ]),
};

export function pickRace(rng: SeededRandom, manner: Manner): Race {
  return rng.weighted(RACE_BY_MANNER[manner] ?? RACE_DEFAULT);
}

export function pickSex(rng: SeededRandom, maleShare: number): Sex {
  return rng.chance(maleShare) ? 'Male' : 'Female';
}

interface AgeShape {
  mean: number;
  sd: number;
  min: number;
  max: number;
}

const AGE_SHAPES: Record<Exclude<AgeProfile, 'infant'>, AgeShape> = {
  child: { mean: 6, sd: 4, min: 1, max: 14 },
  'young-adult': { mean: 29, sd: 9, min: 14, max: 70 },
  adult: { mean: 42, sd: 12, min: 16, max: 90 },
  wide: { mean: 45, sd: 20, min: 1, max: 98 },
  'older-adult': { mean: 63, sd: 13, min: 24, max: 102 },
  elderly: { mean: 80, sd: 8.5, min: 50, max: 105.9 },
};

const DAYS_PER_YEAR = 365.25;

/** Age at death in days: infants cluster at 1-4 months (sudden infant deaths), the rest follow the profile. */
export function pickAgeInDays(rng: SeededRandom, profile: AgeProfile): number {
  if (profile === 'infant') return Math.round(rng.triangular(3, 75, 364));
  const shape = AGE_SHAPES[profile];
  return Math.round(rng.normal(shape.mean, shape.sd, shape.min, shape.max) * DAYS_PER_YEAR);
}
