import type { Race, Sex } from './people.js';
import type { SeededRandom } from './seeded-random.js';

// prettier-ignore
const MALE_FIRST = [
  'James', 'Michael', 'Robert', 'John', 'David', 'William', 'Richard', 'Joseph', 'Thomas', 'Christopher',
  'Charles', 'Daniel', 'Matthew', 'Anthony', 'Mark', 'Donald', 'Steven', 'Andrew', 'Paul', 'Joshua',
  'Kenneth', 'Kevin', 'Brian', 'Timothy', 'Ronald', 'Jason', 'George', 'Edward', 'Jeffrey', 'Ryan', 'Jacob',
  'Gary', 'Nicholas', 'Eric', 'Jonathan', 'Larry', 'Justin', 'Scott', 'Brandon', 'Terrance', 'Marcus',
  'Darnell', 'Tyrone', 'Andre', 'Cedric', 'Willie', 'Jose', 'Luis', 'Carlos', 'Minh', 'Wei',
];

// prettier-ignore
const FEMALE_FIRST = [
  'Mary', 'Patricia', 'Jennifer', 'Linda', 'Elizabeth', 'Barbara', 'Susan', 'Jessica', 'Sarah', 'Karen',
  'Lisa', 'Nancy', 'Betty', 'Sandra', 'Margaret', 'Ashley', 'Kimberly', 'Emily', 'Donna', 'Michelle',
  'Carol', 'Amanda', 'Melissa', 'Deborah', 'Stephanie', 'Dorothy', 'Rebecca', 'Sharon', 'Laura', 'Cynthia',
  'Amy', 'Angela', 'Shirley', 'Brenda', 'Pamela', 'Emma', 'Nicole', 'Helen', 'Samantha', 'Katherine',
  'Latoya', 'Keisha', 'Tamika', 'Ebony', 'Gloria', 'Maria', 'Guadalupe', 'Rosa', 'Linh', 'Mei',
];

// prettier-ignore
const SURNAMES_BY_GROUP: Record<'general' | 'hispanic' | 'asian', readonly string[]> = {
  general: [
    'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Miller', 'Davis', 'Wilson', 'Anderson', 'Taylor',
    'Thomas', 'Moore', 'Jackson', 'Martin', 'Lee', 'Thompson', 'White', 'Harris', 'Clark', 'Lewis',
    'Robinson', 'Walker', 'Young', 'Allen', 'King', 'Wright', 'Scott', 'Green', 'Baker', 'Adams', 'Nelson',
    'Hill', 'Campbell', 'Mitchell', 'Carter', 'Roberts', 'Phillips', 'Evans', 'Turner', 'Parker', 'Collins',
    'Edwards', 'Stewart', 'Morris', 'Murphy', 'Cook', 'Rogers', 'Morgan', 'Cooper', 'Peterson', 'Bailey',
    'Reed', 'Kelly', 'Howard', 'Cox', 'Ward', 'Richardson', 'Watson', 'Brooks', 'Bennett', 'Gray', 'James',
    'Hughes', 'Price', 'Sanders', 'Myers', 'Long', 'Ross', 'Foster', 'Powell', "O'Neal", "O'Brien",
    'McDaniel', 'Washington', 'Jefferson', 'Freeman', 'Bolden', 'Shelton', 'Pruitt', 'Tillman',
    'Smith-Jones', 'Crenshaw', 'Hollis', 'Gaines',
  ],
  hispanic: [
    'Garcia', 'Martinez', 'Rodriguez', 'Hernandez', 'Lopez', 'Gonzalez', 'Perez', 'Sanchez', 'Ramirez',
    'Torres', 'Flores', 'Rivera', 'Gomez', 'Diaz', 'Cruz', 'Morales', 'Reyes', 'Gutierrez', 'Ortiz',
    'De la Cruz',
  ],
  asian: [
    'Nguyen', 'Tran', 'Le', 'Pham', 'Kim', 'Park', 'Chen', 'Wang', 'Li', 'Patel', 'Shah', 'Singh',
  ],
};

export interface PersonName {
  first: string;
  middle: string;
  last: string;
}

function surname(rng: SeededRandom, race: Race): string {
  if (race === 'Hispanic or Latino' && rng.chance(0.85)) return rng.pick(SURNAMES_BY_GROUP.hispanic);
  if (race === 'Asian' && rng.chance(0.85)) return rng.pick(SURNAMES_BY_GROUP.asian);
  return rng.pick(SURNAMES_BY_GROUP.general);
}

export function pickName(rng: SeededRandom, sex: Sex, race: Race): PersonName {
  const firstNames = sex === 'Female' ? FEMALE_FIRST : MALE_FIRST;
  const middleRoll = rng.next();
  const middle =
    middleRoll < 0.45 ? rng.pick(firstNames) : middleRoll < 0.8 ? `${rng.pick(firstNames)[0]}.` : '';
  return { first: rng.pick(firstNames), middle, last: surname(rng, race) };
}

/** An unidentified decedent, the way offices list them until identification. */
export function unidentifiedName(sex: Sex): PersonName {
  return { first: sex === 'Female' ? 'Jane' : 'John', middle: '', last: 'Doe' };
}
