import { CASE_DETAIL_TEXT } from '@hde/contracts/text';

/** Below this age (years) weights show in grams and heights in centimetres (spec §5). */
const INFANT_AGE = 2;
const GRAMS_PER_POUND = 453.59237;
const CENTIMETRES_PER_INCH = 2.54;
const INCHES_PER_FOOT = 12;

const { units, notAvailable } = CASE_DETAIL_TEXT;
const oneDecimal = (value: number) => value.toFixed(1);
const isMissing = (value: number | null): value is null => value === null || !Number.isFinite(value);

const isInfant = (age: number | null) => age !== null && age < INFANT_AGE;

/** Whole years, floored: 1.9 is 1. */
export function formatAge(age: number | null): string | null {
  return isMissing(age) ? null : String(Math.floor(age));
}

/** Grams with one decimal, e.g. "1350.0 gm". */
export function formatOrganWeight(grams: number | null): string {
  return isMissing(grams) ? notAvailable : `${oneDecimal(grams)} ${units.grams}`;
}

/** e.g. "24.4 kg/m2". */
export function formatBmi(bmi: number | null): string {
  return isMissing(bmi) ? notAvailable : `${oneDecimal(bmi)} ${units.bmi}`;
}

/** Stored in pounds: grams for an infant ("3402 gm"), pounds otherwise ("165 lb", "165.5 lb"). */
export function formatWeight(pounds: number | null, age: number | null): string {
  if (isMissing(pounds)) return notAvailable;
  if (isInfant(age)) return `${Math.round(pounds * GRAMS_PER_POUND)} ${units.grams}`;
  return `${Number(oneDecimal(pounds))} ${units.pounds}`;
}

/** Stored in inches: centimetres for an infant ("52.1 cm"), feet and inches otherwise (5' 9"). */
export function formatHeight(inches: number | null, age: number | null): string {
  if (isMissing(inches)) return notAvailable;
  if (isInfant(age)) return `${oneDecimal(inches * CENTIMETRES_PER_INCH)} ${units.centimetres}`;
  const total = Math.round(inches);
  return `${Math.floor(total / INCHES_PER_FOOT)}' ${total % INCHES_PER_FOOT}"`;
}
