import type { CauseCategory, Manner } from './causes-of-death.js';
import { weightedTable, type SeededRandom, type Weighted, type WeightedTable } from './seeded-random.js';

export type Scene =
  | 'Residence'
  | 'Hospital'
  | 'Nursing home'
  | 'Roadway'
  | 'Vehicle'
  | 'Outdoors'
  | 'Wooded area'
  | 'Body of water'
  | 'Hotel/motel'
  | 'Parking lot'
  | 'Apartment complex'
  | 'Workplace'
  | 'Jail';

function table(entries: Weighted<Scene>[]): WeightedTable<Scene> {
  return weightedTable(entries);
}

const SCENES: Record<CauseCategory, WeightedTable<Scene>> = {
  cardiovascular: table([
    ['Residence', 60],
    ['Hospital', 22],
    ['Nursing home', 6],
    ['Workplace', 3],
    ['Vehicle', 3],
    ['Outdoors', 3],
    ['Hotel/motel', 3],
  ]),
  respiratory: table([
    ['Residence', 60],
    ['Hospital', 25],
    ['Nursing home', 15],
  ]),
  metabolic: table([
    ['Residence', 70],
    ['Hospital', 25],
    ['Nursing home', 5],
  ]),
  neurologic: table([
    ['Residence', 60],
    ['Hospital', 20],
    ['Nursing home', 15],
    ['Outdoors', 5],
  ]),
  cancer: table([
    ['Residence', 65],
    ['Hospital', 15],
    ['Nursing home', 20],
  ]),
  infection: table([
    ['Residence', 55],
    ['Hospital', 35],
    ['Nursing home', 10],
  ]),
  alcohol: table([
    ['Residence', 75],
    ['Hospital', 15],
    ['Outdoors', 10],
  ]),
  congenital: table([
    ['Residence', 50],
    ['Hospital', 50],
  ]),
  drug: table([
    ['Residence', 62],
    ['Hotel/motel', 10],
    ['Vehicle', 8],
    ['Outdoors', 8],
    ['Parking lot', 4],
    ['Hospital', 8],
  ]),
  firearm: table([
    ['Residence', 45],
    ['Roadway', 12],
    ['Parking lot', 12],
    ['Apartment complex', 14],
    ['Vehicle', 12],
    ['Outdoors', 5],
  ]),
  sharp: table([
    ['Residence', 70],
    ['Apartment complex', 10],
    ['Outdoors', 20],
  ]),
  'blunt-assault': table([
    ['Residence', 60],
    ['Roadway', 20],
    ['Parking lot', 10],
    ['Outdoors', 10],
  ]),
  strangulation: table([
    ['Residence', 90],
    ['Outdoors', 10],
  ]),
  'child-abuse': table([['Residence', 100]]),
  vehicle: table([['Roadway', 100]]),
  pedestrian: table([['Roadway', 100]]),
  fall: table([
    ['Residence', 70],
    ['Nursing home', 20],
    ['Workplace', 5],
    ['Outdoors', 5],
  ]),
  jump: table([
    ['Parking lot', 50],
    ['Roadway', 30],
    ['Outdoors', 20],
  ]),
  drowning: table([
    ['Body of water', 65],
    ['Residence', 35],
  ]),
  fire: table([
    ['Residence', 95],
    ['Vehicle', 5],
  ]),
  exposure: table([
    ['Outdoors', 80],
    ['Residence', 20],
  ]),
  'carbon-monoxide': table([
    ['Residence', 70],
    ['Vehicle', 30],
  ]),
  hanging: table([
    ['Residence', 85],
    ['Outdoors', 8],
    ['Jail', 5],
    ['Workplace', 2],
  ]),
  'unsafe-sleep': table([['Residence', 100]]),
  'sudden-infant': table([
    ['Residence', 90],
    ['Hotel/motel', 5],
    ['Vehicle', 5],
  ]),
  undetermined: table([
    ['Residence', 50],
    ['Outdoors', 25],
    ['Wooded area', 25],
  ]),
};

const SUICIDE_FIREARM_SCENES = table([
  ['Residence', 80],
  ['Vehicle', 8],
  ['Outdoors', 7],
  ['Hotel/motel', 3],
  ['Workplace', 2],
]);

export function pickScene(rng: SeededRandom, manner: Manner, category: CauseCategory): Scene {
  if (category === 'firearm' && manner !== 'Homicide') return rng.weighted(SUICIDE_FIREARM_SCENES);
  return rng.weighted(SCENES[category]);
}

/** Share of decedents who were taken to hospital and died there. */
const DIED_IN_HOSPITAL: Partial<Record<CauseCategory, number>> = {
  firearm: 0.2,
  sharp: 0.25,
  'blunt-assault': 0.35,
  'child-abuse': 0.7,
  vehicle: 0.3,
  pedestrian: 0.25,
  fall: 0.55,
  fire: 0.15,
  drowning: 0.15,
  drug: 0.06,
  'sudden-infant': 0.3,
  'unsafe-sleep': 0.3,
};

export function diedInHospital(rng: SeededRandom, manner: Manner, category: CauseCategory): boolean {
  const share = DIED_IN_HOSPITAL[category] ?? 0;
  return rng.chance(manner === 'Suicide' ? share / 3 : share);
}
