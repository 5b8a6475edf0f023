import { lookup, radius, type ZipCode } from 'zipcodes';
import { weightedTable, type SeededRandom, type WeightedTable } from './seeded-random.js';

interface Hospital {
  name: string;
  street: string;
  zip: string;
}

/** The service area of the synthetic office: real ZIPs around a centre, with the facts zipcodes does not hold. */
export interface MetroArea {
  /** The ZIP at the map centre; ZIPs within radiusMiles of it are the area. */
  centerZip: string;
  radiusMiles: number;
  /** County of a city not listed in countyByCity (the office's own county). */
  defaultCounty: string;
  countyByCity: Readonly<Record<string, string>>;
  /** Population weight of a city relative to a typical suburb (1); zipcodes knows no populations. */
  cityWeight: Readonly<Record<string, number>>;
  stateAgency: string;
  hospitals: readonly Hospital[];
  highways: readonly string[];
}

/** The default area: Birmingham, Alabama, around the spec's map centre 33.5186/-86.8104 (ZIP 35203). */
export const BIRMINGHAM_METRO: MetroArea = {
  centerZip: '35203',
  radiusMiles: 25,
  defaultCounty: 'Jefferson',
  countyByCity: {
    Alabaster: 'Shelby',
    Chelsea: 'Shelby',
    Harpersville: 'Shelby',
    Helena: 'Shelby',
    Maylene: 'Shelby',
    Pelham: 'Shelby',
    Saginaw: 'Shelby',
    Siluria: 'Shelby',
    Sterrett: 'Shelby',
    Vandiver: 'Shelby',
    Vincent: 'Shelby',
    Westover: 'Shelby',
    'Cook Springs': 'St. Clair',
    Margaret: 'St. Clair',
    Moody: 'St. Clair',
    Odenville: 'St. Clair',
    Dora: 'Walker',
    Empire: 'Walker',
    Quinton: 'Walker',
    Sumiton: 'Walker',
    Remlap: 'Blount',
  },
  cityWeight: {
    Birmingham: 1.6,
    Bessemer: 1.5,
    Alabaster: 1.6,
    Pelham: 1.6,
    Trussville: 1.4,
    Gardendale: 1.3,
    Helena: 1.2,
    Fairfield: 1.2,
    Leeds: 1.1,
    Fultondale: 1,
    Moody: 1,
    Adger: 0.3,
    Alton: 0.3,
    Brookside: 0.3,
    Burnwell: 0.2,
    Cardiff: 0.15,
    'Cook Springs': 0.2,
    Docena: 0.25,
    Dolomite: 0.3,
    Empire: 0.25,
    Margaret: 0.4,
    Mulga: 0.3,
    'New Castle': 0.3,
    Quinton: 0.25,
    Remlap: 0.2,
    Sayre: 0.3,
    Shannon: 0.25,
    Siluria: 0.3,
    Sterrett: 0.4,
    Vandiver: 0.3,
    Westover: 0.4,
  },
  stateAgency: 'Alabama Law Enforcement Agency',
  hospitals: [
    { name: 'University Medical Center', street: '1900 University Blvd', zip: '35233' },
    { name: 'Princeton Community Hospital', street: '800 Princeton Ave SW', zip: '35211' },
    { name: 'Eastlake Regional Medical Center', street: '7700 1st Ave N', zip: '35206' },
    { name: 'Southpark Medical Center', street: '3690 Grandview Pkwy', zip: '35243' },
    { name: 'Bessemer Valley Hospital', street: '995 9th Ave SW', zip: '35022' },
  ],
  highways: ['I-20/59', 'I-65', 'I-459', 'I-22', 'US-280', 'US-31', 'US-78'],
};

export interface MetroZip {
  zip: string;
  city: string;
  state: string;
  county: string;
  latitude: number;
  longitude: number;
}

export interface MetroPlaces {
  mainCity: string;
  state: string;
  zips: readonly MetroZip[];
  /** Weighted towards the core: most deaths happen where most people live. */
  weightedZips: WeightedTable<MetroZip>;
  hospitals: readonly (Hospital & { place: MetroZip })[];
  stateAgency: string;
  highways: readonly string[];
}

function milesBetween(a: ZipCode, b: ZipCode): number {
  const toRad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * toRad;
  const dLon = (b.longitude - a.longitude) * toRad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * toRad) * Math.cos(b.latitude * toRad) * Math.sin(dLon / 2) ** 2;
  return 3958.8 * 2 * Math.asin(Math.sqrt(h));
}

/**
 * PO-box and single-organisation ZIPs carry a placeholder centroid shared with other ZIPs (or rounded to two
 * decimals); dropping them leaves the residential ZIPs that spread out on a map.
 */
function residentialZips(candidates: readonly ZipCode[]): ZipCode[] {
  const seen = new Map<string, number>();
  for (const zip of candidates) {
    const key = `${zip.latitude},${zip.longitude}`;
    seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  const hasTwoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-9;
  return candidates.filter(
    (zip) =>
      seen.get(`${zip.latitude},${zip.longitude}`) === 1 &&
      !(hasTwoDecimals(zip.latitude) && hasTwoDecimals(zip.longitude)),
  );
}

const placesCache = new WeakMap<MetroArea, MetroPlaces>();

export function metroPlaces(metro: MetroArea): MetroPlaces {
  const cached = placesCache.get(metro);
  if (cached) return cached;
  const center = lookup(metro.centerZip);
  if (!center) throw new Error(`Unknown centre ZIP ${metro.centerZip}`);
  const candidates = (radius(metro.centerZip, metro.radiusMiles, true) as ZipCode[])
    .filter((zip) => zip.state === center.state)
    .sort((a, b) => a.zip.localeCompare(b.zip));
  const zips: MetroZip[] = residentialZips(candidates).map((zip) => ({
    zip: zip.zip,
    city: zip.city,
    state: zip.state,
    county: metro.countyByCity[zip.city] ?? metro.defaultCounty,
    latitude: zip.latitude,
    longitude: zip.longitude,
  }));
  const byZip = new Map(zips.map((zip) => [zip.zip, zip]));
  const weightedZips = weightedTable(
    zips.map((zip) => {
      const nearness = 1 / (1 + milesBetween(center, lookup(zip.zip) as ZipCode) / 4);
      return [zip, nearness * (metro.cityWeight[zip.city] ?? 1)] as const;
    }),
  );
  const hospitals = metro.hospitals.flatMap((hospital) => {
    const place = byZip.get(hospital.zip);
    return place ? [{ ...hospital, place }] : [];
  });
  const places: MetroPlaces = {
    mainCity: center.city,
    state: center.state,
    zips,
    weightedZips,
    hospitals,
    stateAgency: metro.stateAgency,
    highways: metro.highways,
  };
  placesCache.set(metro, places);
  return places;
}

const STREETS: readonly string[] = [
  'Oak St',
  'Main St',
  '1st Ave N',
  '3rd Ave S',
  '7th Ave W',
  'Park Ave',
  'Highland Ave',
  'Cherry St',
  'Lakeshore Dr',
  'Valley Rd',
  'Church St',
  'Forest Dr',
  'Pine St',
  'Maple Ave',
  'Cedar Ln',
  'Hillcrest Rd',
  'Elm St',
  'Sunset Dr',
  'Walnut St',
  'Ridge Rd',
  'Jefferson Ave',
  'Spring St',
  'Meadow Ln',
  'Dogwood Ln',
  'Magnolia Ave',
  'Crestwood Blvd',
  'Martin Luther King Jr Dr',
  'Old Springville Rd',
  'Lomb Ave',
  'Center Point Pkwy',
];

/** A street line such as "1234 Oak St", or with an apartment ("… Apt 4B") for a home. */
export function streetLine(rng: SeededRandom, home = false): string {
  const base = `${rng.int(100, 9899)} ${rng.pick(STREETS)}`;
  return home && rng.chance(0.15) ? `${base} Apt ${rng.int(1, 24)}${rng.pick(['A', 'B', 'C', 'D'])}` : base;
}

/** Where a road death happened: a highway mile marker or an intersection. */
export function roadwayLine(rng: SeededRandom, places: MetroPlaces): string {
  if (places.highways.length > 0 && rng.chance(0.5)) {
    return `${rng.pick(places.highways)} near mile marker ${rng.int(1, 140)}`;
  }
  const [first, second] = rng.sample(STREETS, 2);
  return `${first} at ${second}`;
}

export function fullAddress(street: string, place: MetroZip): string {
  return `${street}, ${place.city}, ${place.state} ${place.zip}`;
}

/** The agency that works a death at this place: city police in the core, the sheriff outside, sometimes state. */
export function policeAgencyFor(rng: SeededRandom, place: MetroZip, places: MetroPlaces): string {
  const roll = rng.next();
  const cityShare = place.city === places.mainCity ? 0.85 : 0.55;
  if (roll < cityShare) return `${place.city} Police Department`;
  if (roll < 0.96) return `${place.county} County Sheriff's Office`;
  return places.stateAgency;
}

const initialsCache = new Map<string, string>();

/** Initials of an agency for its case numbers ("Birmingham Police Department" → BPD). */
export function agencyInitials(agency: string): string {
  let initials = initialsCache.get(agency);
  if (initials === undefined) {
    initials = agency
      .split(/\s+/)
      .filter((word) => /^[A-Z]/.test(word))
      .map((word) => word[0])
      .join('');
    initialsCache.set(agency, initials);
  }
  return initials;
}
