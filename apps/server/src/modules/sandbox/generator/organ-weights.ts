import type { CauseCategory } from './causes-of-death.js';
import type { OrganWeightField } from './field-ids.js';
import type { Sex } from './people.js';
import type { SeededRandom } from './seeded-random.js';

type Organ = Exclude<OrganWeightField, 'thymus_weight'>;

/** Adult reference organ weights in grams (autopsy reference tables, rounded). */
const ADULT_MEAN_GRAMS: Record<'Male' | 'Female', Record<Organ, number>> = {
  Male: {
    brain_weight: 1400,
    heart_weight: 365,
    liver_weight: 1680,
    left_kidney_weight: 165,
    right_kidney_weight: 158,
    left_lung_weight: 540,
    right_lung_weight: 620,
    spleen_weight: 150,
  },
  Female: {
    brain_weight: 1260,
    heart_weight: 290,
    liver_weight: 1400,
    left_kidney_weight: 140,
    right_kidney_weight: 133,
    left_lung_weight: 430,
    right_lung_weight: 500,
    spleen_weight: 130,
  },
};

const REFERENCE_WEIGHT_LB: Record<'Male' | 'Female', number> = { Male: 195, Female: 165 };

/** Organs the cause enlarges: hypertensive hearts, congested lungs in overdoses and drownings, fatty livers. */
const ENLARGED_BY_CAUSE: Partial<Record<CauseCategory, Partial<Record<Organ, number>>>> = {
  cardiovascular: { heart_weight: 1.4, left_lung_weight: 1.2, right_lung_weight: 1.2 },
  metabolic: { heart_weight: 1.2, left_kidney_weight: 0.85, right_kidney_weight: 0.85 },
  drug: { left_lung_weight: 1.55, right_lung_weight: 1.55, brain_weight: 1.05 },
  drowning: { left_lung_weight: 1.5, right_lung_weight: 1.5 },
  alcohol: { liver_weight: 1.45, spleen_weight: 1.5 },
  respiratory: { left_lung_weight: 1.3, right_lung_weight: 1.3 },
  infection: { left_lung_weight: 1.4, right_lung_weight: 1.4, spleen_weight: 1.3 },
};

/** Brain weight reaches adult size early in childhood; other organs grow with body mass. */
function brainGrowthFactor(ageYears: number): number {
  return 0.25 + 0.75 * (1 - Math.exp(-ageYears / 1.5));
}

export interface OrganWeightInput {
  sex: Sex;
  ageYears: number;
  weightLb: number;
  category: CauseCategory;
}

export type OrganWeights = Partial<Record<OrganWeightField, number>>;

export function pickOrganWeights(rng: SeededRandom, input: OrganWeightInput): OrganWeights {
  const sex = input.sex === 'Female' ? 'Female' : 'Male';
  const means = ADULT_MEAN_GRAMS[sex];
  const bodyRatio = input.weightLb / REFERENCE_WEIGHT_LB[sex];
  const child = input.ageYears < 18;
  const enlarged = ENLARGED_BY_CAUSE[input.category] ?? {};
  const weights: OrganWeights = {};
  for (const organ of Object.keys(means) as Organ[]) {
    const size =
      organ === 'brain_weight'
        ? brainGrowthFactor(input.ageYears)
        : child
          ? bodyRatio ** (organ === 'heart_weight' ? 1 : 0.8) // a child's viscera but the heart are relatively large
          : Math.sqrt(bodyRatio); // adult organs grow far less than body fat does
    const spread = organ === 'brain_weight' ? rng.normal(1, 0.08, 0.8, 1.2) : rng.normal(1, 0.12, 0.6, 1.6);
    const grams = means[organ] * size * (enlarged[organ] ?? 1) * spread;
    weights[organ] = Math.max(1, Math.round(grams));
  }
  // The thymus is weighed in children; in adults it is fatty remnant and rarely recorded.
  if (child) weights.thymus_weight = Math.round(rng.normal(8 + input.ageYears * 1.6, 4, 3, 45));
  else if (input.ageYears < 30 && rng.chance(0.2))
    weights.thymus_weight = Math.round(rng.normal(20, 6, 5, 40));
  return weights;
}
