import type { CauseCategory, Manner } from './causes-of-death.js';
import type { SeededRandom } from './seeded-random.js';

const FOUND_BY = [
  'spouse',
  'son',
  'daughter',
  'roommate',
  'neighbor',
  'friend',
  'caregiver',
  'mother',
  'coworker',
];

type Narrative = (rng: SeededRandom) => string;

const found = (rng: SeededRandom) => rng.pick(FOUND_BY);

const NARRATIVES: Record<CauseCategory, readonly Narrative[]> = {
  cardiovascular: [
    (r) => `Found unresponsive in bed by ${found(r)}.`,
    () => 'Collapsed at home; EMS transported to hospital, pronounced in ED.',
    () => 'Complained of chest pain and shortness of breath, then collapsed.',
    (r) => `History of hypertension, diabetes; found on bathroom floor by ${found(r)}.`,
  ],
  respiratory: [() => 'History of COPD on home oxygen; found unresponsive in recliner.'],
  metabolic: [() => 'Poorly controlled diabetes; found unresponsive at home.'],
  neurologic: [
    () => 'Witnessed seizure, then unresponsive.',
    () => 'Sudden severe headache, collapsed at home.',
  ],
  cancer: [() => 'Known metastatic cancer; unattended death at home, hospice not yet enrolled.'],
  infection: [() => 'Several days of fever and cough; found unresponsive at home.'],
  alcohol: [(r) => `Heavy daily drinker; found unresponsive on couch by ${found(r)}.`],
  congenital: [() => 'Infant with known congenital heart defect; became unresponsive at home.'],
  drug: [
    () => 'Found unresponsive with drug paraphernalia nearby.',
    () => 'Found in bathroom with syringe, spoon and white powder residue.',
    (r) => `${capitalize(found(r))} states decedent "used something" the night before.`,
    () => 'Narcan administered by EMS without response.',
    () => 'History of substance use; recently released from rehabilitation.',
  ],
  firearm: [
    () => 'Shot during an altercation outside apartment complex.',
    () => 'Multiple shots fired into vehicle; decedent was the driver.',
    () => 'Found in roadway with gunshot wounds, shell casings at scene.',
  ],
  sharp: [
    () => 'Stabbed during domestic dispute.',
    () => 'Stabbed outside convenience store after an argument.',
  ],
  'blunt-assault': [
    () => 'Assaulted during a robbery; struck repeatedly.',
    () => 'Beaten in fight outside bar.',
  ],
  strangulation: [() => 'Found in residence; partner detained for questioning.'],
  'child-abuse': [() => 'Infant brought to ED unresponsive; caregiver account inconsistent with injuries.'],
  vehicle: [
    () => 'Driver of vehicle that left roadway and struck a tree.',
    () => 'Unrestrained passenger in two-vehicle collision on interstate.',
    () => 'Motorcycle operator, no helmet, struck by pickup truck at intersection.',
  ],
  pedestrian: [() => 'Pedestrian struck by vehicle while crossing highway at night.'],
  fall: [
    () => 'Fell at home; hip fracture repaired, declined during hospitalization.',
    () => 'Ground-level fall, struck head on kitchen floor.',
    () => 'Fell from ladder while cleaning gutters.',
  ],
  jump: [() => 'Witnessed jump from upper level of parking deck.'],
  drowning: [
    () => 'Found submerged in lake; last seen fishing.',
    () => 'Found in residential swimming pool.',
  ],
  fire: [() => 'House fire; found in back bedroom by firefighters.'],
  exposure: [() => 'Found outdoors during freezing temperatures.'],
  'carbon-monoxide': [() => 'Generator running inside closed garage during power outage.'],
  hanging: [
    (r) => `Found hanging from closet rod by ${found(r)}.`,
    () => 'Found hanging from tree behind residence.',
  ],
  'unsafe-sleep': [() => 'Infant found unresponsive while co-sleeping with adult on couch.'],
  'sudden-infant': [() => 'Infant placed supine in crib, found unresponsive in the morning.'],
  undetermined: [
    () => 'Decomposed remains found in residence; last known alive 2 weeks prior.',
    () => 'Skeletal remains found by hunters in wooded area.',
  ],
};

const SUICIDE_NARRATIVES: Partial<Record<CauseCategory, readonly Narrative[]>> = {
  firearm: [
    () => 'Self-inflicted gunshot wound; handgun recovered at scene.',
    (r) => `Note left for family; history of depression. Found by ${found(r)}.`,
  ],
  sharp: [() => 'Self-inflicted incised wounds; history of depression, prior attempts.'],
  drug: [() => 'Empty prescription bottles beside decedent; note left for family.'],
  'carbon-monoxide': [() => 'Found in vehicle in closed garage, engine running.'],
};

const UNDETERMINED_NARRATIVES: Partial<Record<CauseCategory, readonly Narrative[]>> = {
  firearm: [() => 'Gunshot wound; circumstances under investigation.'],
  drug: [() => 'Found unresponsive; intent unclear, history of depression and substance use.'],
};

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function narrativesFor(manner: Manner, category: CauseCategory): readonly Narrative[] {
  const byManner =
    manner === 'Suicide' ? SUICIDE_NARRATIVES : manner === 'Undetermined' ? UNDETERMINED_NARRATIVES : {};
  return byManner[category] ?? NARRATIVES[category];
}

/** A short incident narrative; a few carry a second line, as free-text fields in real exports do. */
export function incidentNarrative(rng: SeededRandom, manner: Manner, category: CauseCategory): string {
  const text = rng.pick(narrativesFor(manner, category))(rng);
  return rng.chance(0.02) ? `${text}\nAdditional information pending from law enforcement.` : text;
}
