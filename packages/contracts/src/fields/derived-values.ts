import { MAP_COORDINATE_DECIMALS } from '../constants.js';

/** Vocabulary of the fields derived at ingest (ARCHITECTURE §6). */

export const UNKNOWN_AGE_GROUP = 'Unknown';

export const BMI_STATUSES = ['Underweight', 'Normal', 'Overweight', 'Obese'] as const;
export type BmiStatus = (typeof BMI_STATUSES)[number];

/** Lower bounds (kg/m²) of the adult BMI categories (WHO / CDC). */
export const BMI_STATUS_FROM = { Normal: 18.5, Overweight: 25, Obese: 30 } as const;

/** Outside this range a BMI is a data error (a typo or a unit slip), not a body. */
export const BMI_PLAUSIBLE_RANGE = { min: 10, max: 100 } as const;

/** Where the death coordinates of a case came from. */
export const COORDINATE_SOURCES = ['record', 'death_zip', 'home_address_zip'] as const;
export type CoordinateSource = (typeof COORDINATE_SOURCES)[number];

/**
 * Coordinates are stored at full precision (the case detail map zooms to 14) and rounded only where they
 * leave for dashboards and public views (spec §9, ARCHITECTURE §11).
 */
export function roundCoordinate(value: number, decimals: number = MAP_COORDINATE_DECIMALS): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}
