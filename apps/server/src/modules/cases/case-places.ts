import type { CasePlace } from '@hde/contracts/api';
import { roundCoordinate } from '@hde/contracts/fields';
import { fiveDigitZip, zipcodesLookup, type Coordinates } from '../imports/derive/index.js';

type Text = string | null | undefined;

/** The address with the parts it does not already name (files often write the city and ZIP into it). */
function joined(address: Text, parts: readonly Text[]): string | null {
  const present: string[] = [];
  for (const part of [address, ...parts].map((value) => value?.trim())) {
    if (!part) continue;
    if (present.some((kept) => kept.toLowerCase().includes(part.toLowerCase()))) continue;
    present.push(part);
  }
  return present.length > 0 ? present.join(', ') : null;
}

function place(
  address: Text,
  parsedParts: readonly Text[],
  at: Coordinates | null,
  geolocated: boolean,
): CasePlace {
  return {
    originalAddress: address?.trim() || null,
    parsedAddress: joined(address, parsedParts),
    geolocated: at !== null && geolocated,
    latitude: at ? roundCoordinate(at.latitude) : null,
    longitude: at ? roundCoordinate(at.longitude) : null,
  };
}

function zipCentre(zip: Text): Coordinates | null {
  const five = fiveDigitZip(zip);
  return five ? zipcodesLookup(five) : null;
}

export interface PlaceColumns {
  residence: Text;
  homeZip: Text;
  placeOfInjury: Text;
  injuryZip: Text;
  placeOfDeath: Text;
  deathCity: Text;
  county: Text;
  deathZip: Text;
  deathLatitude: number | null;
  deathLongitude: number | null;
  deathCoordinatesSource: string | null;
}

/**
 * The three places of a case for its map: the residence and the place of injury at their ZIP centres, the place
 * of death where ingest put it (the file's coordinates, else a ZIP centre). Rounded like every map coordinate.
 */
export function casePlaces(row: PlaceColumns) {
  const death =
    row.deathLatitude !== null && row.deathLongitude !== null
      ? { latitude: row.deathLatitude, longitude: row.deathLongitude }
      : null;
  return {
    residence: place(row.residence, [row.homeZip], zipCentre(row.homeZip), true),
    placeOfInjury: place(row.placeOfInjury, [row.injuryZip], zipCentre(row.injuryZip), true),
    placeOfDeath: place(
      row.placeOfDeath,
      [row.deathCity, row.county, row.deathZip],
      death,
      row.deathCoordinatesSource !== 'record',
    ),
  };
}
