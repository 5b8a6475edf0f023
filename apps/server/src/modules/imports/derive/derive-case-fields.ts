import { CHILD_AGE_UNDER, MANNERS_OF_DEATH } from '@hde/contracts';
import { SEX_LABELS, type CaseFieldValues } from '@hde/contracts/fields';
import { caseAge } from './age.js';
import {
  deathAgeGroup,
  toxicologyAgeGroup,
  type DeathAgeGroup,
  type ToxicologyAgeGroup,
} from './age-groups.js';
import { bodyMassIndex, type BodyMassIndex } from './bmi.js';
import { deathCoordinates, type DeathCoordinates } from './death-coordinates.js';
import { turnarounds, type Turnarounds } from './turnarounds.js';
import { zipcodesLookup, type ZipLookup } from './zip-lookup.js';

export interface DerivedCaseFields extends Turnarounds, BodyMassIndex, DeathCoordinates {
  /** As given, else completed years from birth and death dates. */
  readonly age: number | null;
  readonly roundedAge: number | null;
  /** Death-case grouping (spec §9: 0-1 ... 85+), Unknown when the age is. */
  readonly ageGroup: DeathAgeGroup;
  /** Toxicology grouping (spec §9: 0-9 ... 85+, Unknown). */
  readonly toxicologyAgeGroup: ToxicologyAgeGroup;
  /** Age under 18; null when the age is unknown. */
  readonly childDeath: boolean | null;
  readonly yearOfDeath: number | null;
  /** One of MANNERS_OF_DEATH (PENDING included); MANNER_OF_DEATH_LABELS is how each is shown. */
  readonly mannerOfDeath: (typeof MANNERS_OF_DEATH)[number] | null;
  readonly sexFormatted: string;
}

export interface DeriveOptions {
  readonly zipLookup?: ZipLookup;
}

function yearOf(isoDate: string | null | undefined): number | null {
  const year = isoDate ? Number(isoDate.slice(0, 4)) : Number.NaN;
  return Number.isInteger(year) ? year : null;
}

function mannerOf(value: unknown): DerivedCaseFields['mannerOfDeath'] {
  return MANNERS_OF_DEATH.find((manner) => manner === value) ?? null;
}

/** The fields computed at ingest from a converted case row (ARCHITECTURE §6). */
export function deriveCaseFields(record: CaseFieldValues, options: DeriveOptions = {}): DerivedCaseFields {
  const age = caseAge(record.age, record.date_of_birth, record.date_of_death);
  const roundedAge = age === null ? null : Math.floor(age);
  return {
    age,
    roundedAge,
    ageGroup: deathAgeGroup(roundedAge),
    toxicologyAgeGroup: toxicologyAgeGroup(roundedAge),
    childDeath: age === null ? null : age < CHILD_AGE_UNDER,
    yearOfDeath: yearOf(record.date_of_death),
    ...turnarounds(record),
    ...bodyMassIndex(record.height, record.weight, age),
    mannerOfDeath: mannerOf(record.manner_of_death),
    sexFormatted: SEX_LABELS[record.sex ?? 'U'],
    ...deathCoordinates(record, options.zipLookup ?? zipcodesLookup),
  };
}
