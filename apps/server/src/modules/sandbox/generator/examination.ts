import { civilFromDay, type DayNumber } from './calendar.js';
import type { CauseCategory, Manner } from './causes-of-death.js';
import type { DateWindow } from './death-dates.js';
import type { SeededRandom, WeightedTable } from './seeded-random.js';
import { DISTRICT_ATTORNEYS, JUDGES, type Pathologist } from './staff.js';
import { certificateDelayDays, examDelayDays, reportDelayDays, type ExamType } from './turnaround.js';

export interface Examination {
  type: ExamType;
  pathologist: Pathologist;
  /** Unset while still in the future relative to today (pending). */
  examDay?: DayNumber;
  reportDay?: DayNumber;
  certificateDay?: DayNumber;
}

export interface Prosecution {
  districtAttorney: string;
  circuitCaseNumber: string;
  judge: string;
  trialDay: DayNumber;
}

/** Shares of [autopsy, external exam]; the rest are records reviews. */
function examShares(manner: Manner, category: CauseCategory): readonly [number, number] {
  if (manner === 'Natural') return [0.35, 0.5];
  if (category === 'drug') return [0.85, 0.15];
  if (category === 'fall') return [0.2, 0.55]; // elderly falls are often certified from hospital records
  if (manner === 'Undetermined') return [0.95, 0.05];
  if (manner === 'Suicide') return [0.65, 0.35];
  return [0.55, 0.4];
}

/** Infants and homicides are always autopsied. */
export function pickExamType(
  rng: SeededRandom,
  manner: Manner,
  category: CauseCategory,
  ageYears: number,
): ExamType {
  if (ageYears < 1 || manner === 'Homicide') return 'Autopsy';
  const [autopsy, external] = examShares(manner, category);
  const roll = rng.next();
  return roll < autopsy ? 'Autopsy' : roll < autopsy + external ? 'External' : 'Records review';
}

/** Assigns a pathologist and dates the exam, report and certificate by their habits; future dates stay unset. */
export function examine(
  rng: SeededRandom,
  pathologists: WeightedTable<Pathologist>,
  today: DayNumber,
  type: ExamType,
  deathDay: DayNumber,
  awaitsToxicology: boolean,
): Examination {
  const pathologist = rng.weighted(pathologists);
  const examDay = deathDay + examDelayDays(rng, pathologist);
  const reportDay = examDay + reportDelayDays(rng, pathologist, type, awaitsToxicology);
  const certificateDay = deathDay + certificateDelayDays(rng, pathologist, awaitsToxicology);
  const examination: Examination = { type, pathologist };
  if (examDay <= today) examination.examDay = examDay;
  if (examDay <= today && reportDay <= today) examination.reportDay = reportDay;
  if (certificateDay <= today) examination.certificateDay = certificateDay;
  return examination;
}

/** A charged homicide: the DA in office at the time, a circuit case, a judge and a trial date (may be ahead). */
export function prosecute(rng: SeededRandom, deathDay: DayNumber, window: DateWindow): Prosecution {
  const midpoint = (window.first + window.last) / 2;
  const chargeYear = civilFromDay(deathDay + rng.int(10, 200)).year;
  return {
    districtAttorney: DISTRICT_ATTORNEYS[deathDay < midpoint ? 0 : 1] as string,
    circuitCaseNumber: `CC-${chargeYear}-${rng.digits(6)}`,
    judge: rng.pick(JUDGES),
    trialDay: deathDay + rng.int(300, 1100),
  };
}
