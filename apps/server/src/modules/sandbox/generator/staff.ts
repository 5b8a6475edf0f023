import { weightedTable, type SeededRandom, type WeightedTable } from './seeded-random.js';

/**
 * A pathologist and their working habits. Shares are probabilities of meeting the spec's targets
 * (part 2 §9: exam within 1 day, report and death certificate within 60 days).
 */
export interface Pathologist {
  name: string;
  /** Relative share of the caseload (the chief does fewer cases). */
  caseload: number;
  examOnTimeShare: number;
  /** Share of exams done the day of death (the rest of the on-time ones are the next day). */
  sameDayShare: number;
  reportOnTimeShare: number;
  /** The most common report turnaround, in days, for on-time reports. */
  typicalReportDays: number;
  certificateOnTimeShare: number;
}

// Fictional names; names carry a comma ("…, MD") as real exports do.
const PATHOLOGIST_POOL: readonly Pathologist[] = [
  pathologist('Emily R. Carter, MD', 1.0, 0.93, 0.45, 0.9, 28, 0.92),
  pathologist('Marcus D. Greene, MD', 1.1, 0.9, 0.35, 0.86, 35, 0.89),
  pathologist('Priya Raman, MD', 0.9, 0.95, 0.55, 0.93, 22, 0.94),
  pathologist('Thomas J. Whitfield, DO', 1.0, 0.84, 0.3, 0.8, 42, 0.84),
  pathologist('Angela M. Brooks, MD', 0.6, 0.91, 0.4, 0.9, 30, 0.9),
  pathologist('Daniel Okafor, MD', 1.2, 0.89, 0.4, 0.84, 38, 0.88),
  pathologist('Sarah Lindqvist, MD', 0.8, 0.94, 0.5, 0.91, 26, 0.93),
  pathologist('Robert H. Castellano, MD', 0.5, 0.86, 0.35, 0.82, 40, 0.86),
  pathologist('Grace Whitaker, DO', 0.9, 0.92, 0.45, 0.88, 32, 0.91),
  pathologist('Kevin Tran, MD', 0.7, 0.9, 0.4, 0.87, 34, 0.9),
];

function pathologist(
  name: string,
  caseload: number,
  examOnTimeShare: number,
  sameDayShare: number,
  reportOnTimeShare: number,
  typicalReportDays: number,
  certificateOnTimeShare: number,
): Pathologist {
  return {
    name,
    caseload,
    examOnTimeShare,
    sameDayShare,
    reportOnTimeShare,
    typicalReportDays,
    certificateOnTimeShare,
  };
}

/** Each seed staffs its office with 6-10 of the pool, so different seeds show different rosters. */
export function staffPathologists(rng: SeededRandom): WeightedTable<Pathologist> {
  const chosen = rng.sample(PATHOLOGIST_POOL, rng.int(6, 10));
  return weightedTable(chosen.map((p) => [p, p.caseload] as const));
}

const DEPUTY_CORONERS: readonly string[] = [
  'Investigator L. Hammond',
  'Investigator C. Beasley',
  'Investigator R. Molina',
  'Investigator T. Ferguson',
  'Investigator D. Whitlock',
  'Investigator A. Pruett',
  'Investigator J. Sizemore',
  'Investigator K. Abernathy',
  'Investigator M. Vaughn',
  'Investigator S. Odom',
  'Investigator P. Rutledge',
  'Investigator B. Kincaid',
];

export const DISTRICT_ATTORNEYS: readonly string[] = ['Harold W. Pettus', 'Lorraine Oduya'];

export const JUDGES: readonly string[] = [
  'Hon. Margaret Ellison',
  'Hon. Curtis Bramlett',
  'Hon. Denise Whitmore',
  'Hon. Raymond Ochoa',
  'Hon. Felicia Gaston',
  'Hon. Walter Pickens',
];

export function pickDeputyCoroner(rng: SeededRandom): string {
  return rng.pick(DEPUTY_CORONERS);
}
