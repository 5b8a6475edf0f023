import type { CaseFieldValues, CoordinateSource } from '@hde/contracts/fields';
import { fiveDigitZip } from './zip-code.js';
import type { ZipLookup } from './zip-lookup.js';

export interface DeathCoordinates {
  readonly deathLatitude: number | null;
  readonly deathLongitude: number | null;
  readonly deathCoordinatesSource: CoordinateSource | null;
}

const NONE: DeathCoordinates = { deathLatitude: null, deathLongitude: null, deathCoordinatesSource: null };

function onEarth(latitude: unknown, longitude: unknown): boolean {
  return (
    typeof latitude === 'number' &&
    typeof longitude === 'number' &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180
  );
}

/**
 * Coordinates of the death: as given in the file, else the centre of the death ZIP, else of the home ZIP.
 * Kept at full precision; rounding to MAP_COORDINATE_DECIMALS happens where they leave (roundCoordinate).
 */
export function deathCoordinates(record: CaseFieldValues, zipLookup: ZipLookup): DeathCoordinates {
  const { death_latitude: latitude, death_longitude: longitude } = record;
  if (onEarth(latitude, longitude)) {
    return { deathLatitude: latitude!, deathLongitude: longitude!, deathCoordinatesSource: 'record' };
  }
  const sources = [
    ['death_zip', record.death_zip],
    ['home_address_zip', record.home_address_zip],
  ] as const;
  for (const [source, written] of sources) {
    const zip = fiveDigitZip(written);
    const found = zip ? zipLookup(zip) : null;
    if (found) {
      return {
        deathLatitude: found.latitude,
        deathLongitude: found.longitude,
        deathCoordinatesSource: source,
      };
    }
  }
  return NONE;
}
