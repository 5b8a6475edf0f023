import type { CauseCategory } from './causes-of-death.js';
import type { Sex } from './people.js';
import type { SeededRandom } from './seeded-random.js';

export interface BodySize {
  heightIn: number;
  weightLb: number;
}

// Approximate CDC 50th-percentile growth points (age in years, height in inches, weight in lb), both sexes.
const GROWTH: readonly (readonly [age: number, heightIn: number, weightLb: number])[] = [
  [0, 19.7, 7.5],
  [0.5, 26.5, 16.5],
  [1, 29.8, 21.5],
  [2, 34.2, 27.5],
  [5, 43, 40],
  [10, 54.5, 70],
  [14, 63.5, 110],
  [18, 67, 140],
];

function growthAt(ageYears: number): { heightIn: number; weightLb: number } {
  for (let i = 1; i < GROWTH.length; i += 1) {
    const [a1, h1, w1] = GROWTH[i] as (typeof GROWTH)[number];
    if (ageYears <= a1) {
      const [a0, h0, w0] = GROWTH[i - 1] as (typeof GROWTH)[number];
      const t = (ageYears - a0) / (a1 - a0);
      return { heightIn: h0 + t * (h1 - h0), weightLb: w0 + t * (w1 - w0) };
    }
  }
  const last = GROWTH[GROWTH.length - 1] as (typeof GROWTH)[number];
  return { heightIn: last[1], weightLb: last[2] };
}

/** Body mass index means by cause: cardiac deaths skew heavy, drug and chronic illness deaths lighter. */
const BMI_MEAN: Partial<Record<CauseCategory, number>> = {
  cardiovascular: 32,
  metabolic: 31,
  drug: 26,
  cancer: 22,
  alcohol: 24,
  respiratory: 25,
  infection: 24,
  exposure: 23,
};

export function pickBodySize(
  rng: SeededRandom,
  sex: Sex,
  ageYears: number,
  category: CauseCategory,
): BodySize {
  if (ageYears < 18) {
    const typical = growthAt(ageYears);
    return {
      heightIn: Math.round(typical.heightIn * rng.normal(1, 0.04, 0.88, 1.12) * 10) / 10,
      weightLb: Math.round(typical.weightLb * rng.normal(1, 0.12, 0.7, 1.5) * 10) / 10,
    };
  }
  const male = sex !== 'Female';
  const shrinkage = ageYears > 70 ? (ageYears - 70) * 0.06 : 0;
  const heightIn = Math.max(
    56,
    Math.round(rng.normal(male ? 69.3 : 63.8, male ? 3 : 2.7, 56, 80) - shrinkage),
  );
  const bmi = rng.normal(BMI_MEAN[category] ?? 28.5, 6, 15, 65);
  return { heightIn, weightLb: Math.round((bmi * heightIn * heightIn) / 703) };
}
