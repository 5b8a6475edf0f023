import type { Pathologist } from './staff.js';
import type { SeededRandom } from './seeded-random.js';

export type ExamType = 'Autopsy' | 'External' | 'Records review';

const ON_TIME_DAYS = 60;

function clampShare(share: number): number {
  return Math.min(0.99, Math.max(0.3, share));
}

/** Days from death to exam: on time is the same or the next day; late exams wait for a weekend or a backlog. */
export function examDelayDays(rng: SeededRandom, pathologist: Pathologist): number {
  if (rng.chance(pathologist.examOnTimeShare)) return rng.chance(pathologist.sameDayShare) ? 0 : 1;
  return Math.min(21, 2 + Math.floor(rng.exponential(1.5)));
}

/** Days from exam to report sign-out; cases waiting on toxicology take longer, external exams are quick. */
export function reportDelayDays(
  rng: SeededRandom,
  pathologist: Pathologist,
  examType: ExamType,
  awaitsToxicology: boolean,
): number {
  const quick = examType !== 'Autopsy';
  const share = clampShare(pathologist.reportOnTimeShare + (quick ? 0.06 : 0) - (awaitsToxicology ? 0.1 : 0));
  if (rng.chance(share)) {
    return quick
      ? Math.round(rng.triangular(1, 10, ON_TIME_DAYS))
      : Math.round(rng.triangular(3, Math.min(pathologist.typicalReportDays, 55), ON_TIME_DAYS));
  }
  return Math.min(420, ON_TIME_DAYS + 1 + Math.floor(rng.exponential(40)));
}

/** Days from death to the death certificate reaching the health department. */
export function certificateDelayDays(
  rng: SeededRandom,
  pathologist: Pathologist,
  awaitsToxicology: boolean,
): number {
  const share = clampShare(pathologist.certificateOnTimeShare + (awaitsToxicology ? -0.12 : 0.05));
  if (rng.chance(share)) {
    return awaitsToxicology
      ? Math.round(rng.triangular(10, 40, ON_TIME_DAYS))
      : Math.round(rng.triangular(1, 4, 30));
  }
  return Math.min(365, ON_TIME_DAYS + 1 + Math.floor(rng.exponential(30)));
}
