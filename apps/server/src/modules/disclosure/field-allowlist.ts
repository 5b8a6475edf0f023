import type { WidgetRemovalReason } from '@hde/contracts/api';
import { CASE_ANALYTICS_FIELDS } from '@hde/contracts/fields';
import { canonicalDimension } from './dimensions.js';

// The field allowlist of public views (ARCHITECTURE §11): what a public widget may group by or filter on. A field
// is admitted only by name here; every other field is refused, with the reason the disclosure report shows.

/** What a public widget groups by: counted groups, cause-of-death terms, or one of the two map coordinates. */
export type GroupUse = 'cells' | 'terms' | 'coordinate';

/** Fields whose groups a public widget may count (canonical names, see dimensions.ts). */
const COUNTED_FIELDS: ReadonlySet<string> = new Set([
  'year_dateOfDeath',
  'month_dateOfDeath',
  'mannerOfDeath',
  'meansOfDeath',
  'sexFormatted',
  'ageGroup',
  'race',
  'county',
  'causeOfDeath_ICD10',
  'weaponType',
  'typeOfExam',
  'identifiedMethod',
  'policeAgency',
  'caseStatus',
  'examOnTime',
  'reportOnTime',
  'dcOnTime',
  'validExamDate',
  'bmiStatus',
  'validBMI',
  'organDonor',
  'eyeDonor',
  'onTheJob',
]);

/** Free text shown only as terms with at least the threshold's cases (the word cloud and top lists). */
const TERM_FIELD = 'causeOfDeath';

/** Map cells: the death coordinates, rounded to 2 decimals by analytics, published only as a pair. */
export const COORDINATE_FIELDS: readonly string[] = ['deathLatitude', 'deathLongitude'];

const PERSON_NAMES: ReadonlySet<string> = new Set([
  'firstName',
  'middleName',
  'lastName',
  'pathologist',
  'deputyCoroner',
  'districtAttorney',
  'judge',
]);

const IDENTIFIERS: ReadonlySet<string> = new Set([
  '_id',
  'caseId',
  'lawEnforcementCaseId',
  'agencyCaseNumber',
  'circuitCaseNumber',
  'companionCases',
]);

const FREE_TEXT: ReadonlySet<string> = new Set(['contributingFactors', 'incident', 'scene']);

/** Places finer than a county: addresses, cities, full ZIP codes. No 3-digit ZIP field exists to admit. */
const FINE_PLACES: ReadonlySet<string> = new Set([
  'residence',
  'deathCity',
  'homeZip',
  'deathZip',
  'injuryZip',
  'placeOfDeath',
  'placeOfInjury',
]);

/** Times of day: finer than a date. */
const TIMES: ReadonlySet<string> = new Set(['timeOfDeath', 'injuryTime']);

const CASE_FIELDS_BY_NAME = new Map(CASE_ANALYTICS_FIELDS.map((field) => [field.name, field]));

/** A field a public widget groups by (or lists as a column): how it is used, or why the widget is refused. */
export function groupVerdict(name: string): GroupUse | WidgetRemovalReason {
  const canonical = canonicalDimension(name);
  if (PERSON_NAMES.has(canonical)) return 'personName';
  if (IDENTIFIERS.has(canonical)) return 'identifier';
  if (FREE_TEXT.has(canonical)) return 'freeText';
  if (FINE_PLACES.has(canonical)) return 'fineGeography';
  const field = CASE_FIELDS_BY_NAME.get(canonical);
  if (TIMES.has(canonical) || (field?.type === 'date' && !field.derive)) return 'exactDate';
  if (canonical === TERM_FIELD) return 'terms';
  if (COORDINATE_FIELDS.includes(canonical)) return 'coordinate';
  return COUNTED_FIELDS.has(canonical) ? 'cells' : 'notAllowed';
}

/** A field a public widget's own filter names: any field of the case area that is not personal. */
export function filterVerdict(name: string): WidgetRemovalReason | null {
  const field = CASE_FIELDS_BY_NAME.get(name);
  if (!field || field.pii) return 'notAllowed';
  return PERSON_NAMES.has(canonicalDimension(name)) ? 'personName' : null;
}
