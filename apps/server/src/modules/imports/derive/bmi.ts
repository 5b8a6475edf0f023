import { CHILD_AGE_UNDER } from '@hde/contracts';
import { BMI_PLAUSIBLE_RANGE, BMI_STATUS_FROM, type BmiStatus } from '@hde/contracts/fields';

/** kg/m² from pounds and inches. */
const IMPERIAL_BMI_FACTOR = 703;

export interface BodyMassIndex {
  /** kg/m², one decimal; null without a positive height and weight. */
  readonly bmi: number | null;
  readonly bmiStatus: BmiStatus | null;
  /** A BMI a body can have: out of range means a typo or a unit slip in height or weight. */
  readonly validBMI: boolean;
}

export function bmiStatusOf(bmi: number): BmiStatus {
  if (bmi >= BMI_STATUS_FROM.Obese) return 'Obese';
  if (bmi >= BMI_STATUS_FROM.Overweight) return 'Overweight';
  if (bmi >= BMI_STATUS_FROM.Normal) return 'Normal';
  return 'Underweight';
}

/**
 * BMI from height (in) and weight (lb). The status uses the adult cut-offs, so it is left empty for
 * children (age under 18), whose categories depend on age and sex percentiles.
 */
export function bodyMassIndex(
  heightInches: number | null | undefined,
  weightPounds: number | null | undefined,
  age: number | null,
): BodyMassIndex {
  if (!heightInches || !weightPounds || heightInches <= 0 || weightPounds <= 0) {
    return { bmi: null, bmiStatus: null, validBMI: false };
  }
  // Categorised by the value shown, so a BMI displayed as 25.0 never reads Normal.
  const bmi = Math.round(((IMPERIAL_BMI_FACTOR * weightPounds) / heightInches ** 2) * 10) / 10;
  const validBMI = bmi >= BMI_PLAUSIBLE_RANGE.min && bmi <= BMI_PLAUSIBLE_RANGE.max;
  const adult = age === null || age >= CHILD_AGE_UNDER;
  return { bmi, bmiStatus: validBMI && adult ? bmiStatusOf(bmi) : null, validBMI };
}
