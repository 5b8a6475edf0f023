import { lookup } from 'zipcodes';

export interface Coordinates {
  readonly latitude: number;
  readonly longitude: number;
}

/** Coordinates of a 5-digit ZIP, or null when unknown. */
export type ZipLookup = (zip: string) => Coordinates | null;

/** The offline ZIP table of the `zipcodes` package (ARCHITECTURE §2, maps). */
export const zipcodesLookup: ZipLookup = (zip) => {
  const found = lookup(zip);
  return found ? { latitude: found.latitude, longitude: found.longitude } : null;
};
