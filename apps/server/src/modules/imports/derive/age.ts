import { AGE_RANGE } from '@hde/contracts/fields';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function parts(isoDate: string | null | undefined): [number, number, number] | null {
  const match = isoDate ? ISO_DATE.exec(isoDate) : null;
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

/**
 * Completed years between birth and death. Someone born on 29 February has their birthday on 1 March in
 * other years (they are not a year older on 28 February). Null when a date is missing or birth is after death.
 */
export function ageFromDates(
  birth: string | null | undefined,
  death: string | null | undefined,
): number | null {
  const born = parts(birth);
  const died = parts(death);
  if (!born || !died) return null;
  const [birthYear, birthMonth, birthDay] = born;
  const [deathYear, deathMonth, deathDay] = died;
  const hadBirthday = deathMonth > birthMonth || (deathMonth === birthMonth && deathDay >= birthDay);
  const age = deathYear - birthYear - (hadBirthday ? 0 : 1);
  return age < 0 ? null : age;
}

/**
 * The age the file gives when plausible, else the one the dates give. An implausible given age was already
 * left empty with a warning when its cell was converted (the age field's range).
 */
export function caseAge(
  givenAge: number | null | undefined,
  birth: string | null | undefined,
  death: string | null | undefined,
): number | null {
  if (typeof givenAge === 'number' && givenAge >= AGE_RANGE.min && givenAge <= AGE_RANGE.max) return givenAge;
  const fromDates = ageFromDates(birth, death);
  return fromDates !== null && fromDates <= AGE_RANGE.max ? fromDates : null;
}
