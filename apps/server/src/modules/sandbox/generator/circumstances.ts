import type { CauseCategory, Manner } from './causes-of-death.js';
import { weightedTable, type SeededRandom, type WeightedTable } from './seeded-random.js';

const MEANS: Partial<Record<CauseCategory, string>> = {
  drug: 'Drug overdose',
  firearm: 'Firearm',
  sharp: 'Sharp force',
  'blunt-assault': 'Blunt force',
  strangulation: 'Asphyxia',
  'child-abuse': 'Blunt force',
  vehicle: 'Motor vehicle',
  pedestrian: 'Motor vehicle',
  fall: 'Fall',
  jump: 'Fall from height',
  drowning: 'Drowning',
  fire: 'Fire/burns',
  exposure: 'Environmental exposure',
  'carbon-monoxide': 'Poisoning',
  hanging: 'Hanging',
  'unsafe-sleep': 'Asphyxia',
};

/** Means of death for injury deaths; natural deaths leave it empty. */
export function meansOfDeath(category: CauseCategory): string {
  return MEANS[category] ?? '';
}

const WEAPONS: Partial<Record<CauseCategory, WeightedTable<string>>> = {
  firearm: weightedTable([
    ['Handgun', 78],
    ['Rifle', 8],
    ['Shotgun', 7],
    ['Unknown firearm', 7],
  ]),
  sharp: weightedTable([
    ['Knife', 85],
    ['Box cutter', 8],
    ['Scissors', 7],
  ]),
  'blunt-assault': weightedTable([
    ['Hands, fists, feet', 45],
    ['Blunt object', 40],
    ['Baseball bat', 15],
  ]),
  strangulation: weightedTable([
    ['Hands', 75],
    ['Ligature', 25],
  ]),
  'child-abuse': weightedTable([['Hands, fists, feet', 1]]),
  hanging: weightedTable([
    ['Rope', 35],
    ['Belt', 20],
    ['Electrical cord', 15],
    ['Bedsheet', 15],
    ['Dog leash', 5],
    ['Other ligature', 10],
  ]),
  drug: weightedTable([['Prescription medication', 1]]),
  'carbon-monoxide': weightedTable([['Motor vehicle exhaust', 1]]),
};

/** Weapon type, recorded for homicides and suicides only. */
export function weaponType(rng: SeededRandom, manner: Manner, category: CauseCategory): string {
  if (manner !== 'Homicide' && manner !== 'Suicide') return '';
  const weapons = WEAPONS[category];
  return weapons ? rng.weighted(weapons) : '';
}

const CONTRIBUTING: Partial<Record<CauseCategory, readonly string[]>> = {
  cardiovascular: [
    'Obesity',
    'Diabetes mellitus',
    'Chronic obstructive pulmonary disease',
    'Tobacco use',
    'Chronic kidney disease',
  ],
  metabolic: ['Hypertensive cardiovascular disease', 'Obesity', 'Peripheral vascular disease'],
  respiratory: ['Tobacco use', 'Atherosclerotic cardiovascular disease', 'Congestive heart failure'],
  drug: ['Hypertensive cardiovascular disease', 'Obesity', 'Chronic hepatitis C', 'Asthma'],
  alcohol: ['Obesity', 'Chronic hepatitis C', 'Tobacco use'],
  fall: ['Atherosclerotic cardiovascular disease', 'Dementia', 'Anticoagulant therapy', 'Osteoporosis'],
  fire: ['Acute ethanol intoxication', 'Atherosclerotic cardiovascular disease'],
  exposure: ['Chronic ethanol use', 'Dementia'],
  drowning: ['Seizure disorder', 'Acute ethanol intoxication'],
};

/** Other significant conditions, comma separated as they appear on the certificate. */
export function contributingFactors(rng: SeededRandom, category: CauseCategory): string {
  const options = CONTRIBUTING[category];
  if (!options || !rng.chance(0.45)) return '';
  return rng.sample(options, rng.chance(0.6) ? 1 : 2).join(', ');
}

const IDENTIFICATION = weightedTable([
  ['Visual identification by family', 55],
  ['Fingerprints', 20],
  ['Photograph', 10],
  ['Medical records/X-ray comparison', 5],
  ['Circumstantial', 5],
  ['Dental comparison', 3],
  ['DNA', 2],
]);

export function identifiedMethod(rng: SeededRandom, unidentified: boolean): string {
  return unidentified ? 'Not identified' : rng.weighted(IDENTIFICATION);
}
