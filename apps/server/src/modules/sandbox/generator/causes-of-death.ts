import type { SubstanceKey } from './substances.js';
import { weightedTable, type Weighted, type WeightedTable } from './seeded-random.js';

/** Manner of death as an office exports it (title case; the importer normalises case). PENDING is not emitted. */
export type Manner = 'Natural' | 'Accident' | 'Suicide' | 'Homicide' | 'Undetermined';

/** Drives everything that must agree with the cause: scene, means, weapon, diagnoses, toxicology, organs. */
export type CauseCategory =
  | 'cardiovascular'
  | 'respiratory'
  | 'metabolic'
  | 'neurologic'
  | 'cancer'
  | 'infection'
  | 'alcohol'
  | 'congenital'
  | 'drug'
  | 'firearm'
  | 'sharp'
  | 'blunt-assault'
  | 'strangulation'
  | 'child-abuse'
  | 'vehicle'
  | 'pedestrian'
  | 'fall'
  | 'jump'
  | 'drowning'
  | 'fire'
  | 'exposure'
  | 'carbon-monoxide'
  | 'hanging'
  | 'unsafe-sleep'
  | 'sudden-infant'
  | 'undetermined';

export type AgeProfile = 'infant' | 'child' | 'young-adult' | 'adult' | 'wide' | 'older-adult' | 'elderly';

export interface CauseOfDeath {
  /** Empty for drug causes: their wording is built from the drugs found (drug-causes.ts). */
  text: string;
  icd10: string;
  category: CauseCategory;
  age: AgeProfile;
  /** Share of male decedents for this cause, when it differs from the manner's. */
  maleShare?: number;
  /** Drugs of a fixed-wording drug cause (the others get their drugs and wording from drug-causes.ts). */
  drugs?: readonly SubstanceKey[];
  /** Remains that often stay unidentified (unknown sex, estimated age, no name). */
  oftenUnidentified?: boolean;
}

export const MANNER_TABLE = weightedTable<Manner>([
  ['Natural', 45],
  ['Accident', 30],
  ['Suicide', 10],
  ['Homicide', 8],
  ['Undetermined', 7],
]);

export const MALE_SHARE_BY_MANNER: Record<Manner, number> = {
  Natural: 0.65,
  Accident: 0.71,
  Suicide: 0.79,
  Homicide: 0.83,
  Undetermined: 0.63,
};

function cause(
  text: string,
  icd10: string,
  category: CauseCategory,
  age: AgeProfile,
  maleShare?: number,
): CauseOfDeath {
  return maleShare === undefined ? { text, icd10, category, age } : { text, icd10, category, age, maleShare };
}

const DRUG_CAUSE = (icd10: string, age: AgeProfile = 'adult'): CauseOfDeath => cause('', icd10, 'drug', age);

const NATURAL: Weighted<CauseOfDeath>[] = [
  [
    cause(
      'Hypertensive and atherosclerotic cardiovascular disease',
      'I11.9',
      'cardiovascular',
      'older-adult',
    ),
    22,
  ],
  [cause('Atherosclerotic cardiovascular disease', 'I25.10', 'cardiovascular', 'older-adult'), 18],
  [cause('Hypertensive cardiovascular disease', 'I11.9', 'cardiovascular', 'older-adult'), 8],
  [cause('Dilated cardiomyopathy', 'I42.0', 'cardiovascular', 'adult'), 3],
  [cause('Pulmonary thromboembolism', 'I26.99', 'cardiovascular', 'adult', 0.5), 4],
  [cause('Ruptured abdominal aortic aneurysm', 'I71.3', 'cardiovascular', 'elderly', 0.75), 1],
  [cause('Intracerebral hemorrhage due to hypertension', 'I61.9', 'neurologic', 'older-adult'), 3],
  [cause('Seizure disorder', 'G40.909', 'neurologic', 'adult'), 2],
  [cause('Complications of dementia', 'G30.9', 'neurologic', 'elderly', 0.4), 2],
  [cause('Chronic obstructive pulmonary disease', 'J44.9', 'respiratory', 'elderly'), 5],
  [cause('Bronchopneumonia', 'J18.0', 'infection', 'elderly'), 3],
  [cause('Sepsis', 'A41.9', 'infection', 'older-adult'), 2],
  [cause('Complications of diabetes mellitus', 'E11.8', 'metabolic', 'older-adult'), 4],
  [cause('Diabetic ketoacidosis', 'E10.10', 'metabolic', 'adult'), 1],
  [cause('Complications of chronic kidney disease', 'N18.6', 'metabolic', 'older-adult'), 1],
  [cause('Complications of chronic ethanol use', 'F10.20', 'alcohol', 'adult', 0.78), 3],
  [cause('Alcoholic cirrhosis of liver', 'K70.30', 'alcohol', 'older-adult', 0.72), 2],
  [cause('Metastatic carcinoma', 'C80.1', 'cancer', 'elderly'), 2],
  [cause('Complications of congenital heart disease', 'Q24.9', 'congenital', 'infant'), 0.6],
];

const ACCIDENT: Weighted<CauseOfDeath>[] = [
  [DRUG_CAUSE('X42'), 52],
  [{ ...cause('Acute ethanol toxicity', 'X45', 'drug', 'adult', 0.8), drugs: ['ethanol'] }, 1],
  [cause('Multiple blunt force injuries', 'V89.2', 'vehicle', 'wide'), 16],
  [cause('Multiple blunt force injuries (pedestrian struck by vehicle)', 'V03.10', 'pedestrian', 'wide'), 5],
  [cause('Blunt force injuries of head', 'W19.XXXA', 'fall', 'elderly', 0.55), 10],
  [cause('Complications of left hip fracture due to fall', 'W01.XXXA', 'fall', 'elderly', 0.35), 4],
  [cause('Drowning', 'W74', 'drowning', 'wide'), 3],
  [cause('Smoke inhalation and thermal injuries', 'X00.0XXA', 'fire', 'wide'), 2],
  [cause('Hypothermia', 'X31.XXXA', 'exposure', 'older-adult'), 1],
  [cause('Carbon monoxide poisoning', 'X47', 'carbon-monoxide', 'wide'), 1],
  [cause('Asphyxia due to unsafe sleep environment', 'W75.XXXA', 'unsafe-sleep', 'infant', 0.6), 1.5],
];

const SUICIDE: Weighted<CauseOfDeath>[] = [
  [cause('Gunshot wound of head', 'X72', 'firearm', 'adult'), 50],
  [cause('Gunshot wound of chest', 'X74', 'firearm', 'adult'), 8],
  [cause('Hanging', 'X70', 'hanging', 'young-adult'), 28],
  [DRUG_CAUSE('X61'), 9],
  [cause('Incised wounds of wrists and neck', 'X78', 'sharp', 'adult'), 2],
  [cause('Carbon monoxide poisoning', 'X67', 'carbon-monoxide', 'adult'), 1.5],
  [cause('Multiple blunt force injuries due to fall from height', 'X80', 'jump', 'adult'), 1.5],
];

const HOMICIDE: Weighted<CauseOfDeath>[] = [
  [cause('Multiple gunshot wounds', 'X95', 'firearm', 'young-adult', 0.88), 40],
  [cause('Gunshot wound of head', 'X93', 'firearm', 'young-adult', 0.86), 33],
  [cause('Stab wounds of chest', 'X99', 'sharp', 'adult', 0.7), 10],
  [cause('Blunt force injuries of head', 'Y00', 'blunt-assault', 'adult', 0.72), 8],
  [cause('Asphyxia due to manual strangulation', 'Y04', 'strangulation', 'adult', 0.25), 3],
  [cause('Blunt force injuries of head (abusive head trauma)', 'Y07.9', 'child-abuse', 'infant', 0.6), 2],
];

const UNDETERMINED: Weighted<CauseOfDeath>[] = [
  [DRUG_CAUSE('Y14'), 30],
  [cause('Sudden unexplained infant death', 'R95', 'sudden-infant', 'infant', 0.58), 20],
  [cause('Undetermined', 'R99', 'undetermined', 'adult'), 15],
  [cause('Gunshot wound of head', 'Y24', 'firearm', 'adult', 0.85), 10],
  [cause('Drowning', 'Y21', 'drowning', 'wide'), 10],
  [
    {
      ...cause('Skeletonized remains, cause undetermined', 'R99', 'undetermined', 'wide'),
      oftenUnidentified: true,
    },
    5,
  ],
];

export const CAUSES_BY_MANNER: Record<Manner, WeightedTable<CauseOfDeath>> = {
  Natural: weightedTable(NATURAL),
  Accident: weightedTable(ACCIDENT),
  Suicide: weightedTable(SUICIDE),
  Homicide: weightedTable(HOMICIDE),
  Undetermined: weightedTable(UNDETERMINED),
};

const INJURY_CATEGORIES: ReadonlySet<CauseCategory> = new Set<CauseCategory>([
  'firearm',
  'sharp',
  'blunt-assault',
  'strangulation',
  'child-abuse',
  'vehicle',
  'pedestrian',
  'fall',
  'jump',
  'drowning',
  'fire',
  'exposure',
  'carbon-monoxide',
  'hanging',
  'unsafe-sleep',
]);

/** Causes with an injury event (place, date and time of injury are filled). */
export function isInjury(category: CauseCategory): boolean {
  return INJURY_CATEGORIES.has(category) || category === 'drug';
}

/** The spec's drug-induced rule (part 2 §9): the cause text names 'opioid' or 'toxicity'. */
export function isDrugInducedCause(causeText: string): boolean {
  const lower = causeText.toLowerCase();
  return lower.includes('opioid') || lower.includes('toxicity');
}
