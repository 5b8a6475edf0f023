import { CASE_DETAIL_TEXT, ORGAN_NAMES, type CaseDetail } from '@hde/contracts';
import { formatCalendarDate } from '../../../lib/dates/format-calendar-date';
import { customFieldLabel, displayValue, formatTurnaround, type FieldValue } from './display-values';
import { formatOrganWeight } from './measurements';

export interface CaseField {
  key: string;
  label: string;
  /** Display text; missing values already read --- (or N/A for measurements). */
  value: string;
}

type FieldKey = keyof typeof CASE_DETAIL_TEXT.fields;
type Reader = (detail: CaseDetail) => FieldValue;

const DATES = new Set<FieldKey>(['injuryDate', 'trialDate']);
const TURNAROUNDS = new Set<FieldKey>([
  'examTurnAround',
  'turnaroundTimeForReport',
  'turnaroundTimeForDeathCertificate',
]);

/** Fields that are not plain values of the case. */
const READERS: Partial<Record<FieldKey, Reader>> = {
  companionIds: (detail) => detail.companionIds.join(', ') || null,
  placeOfInjury: (detail) => detail.placeOfInjury.parsedAddress ?? detail.placeOfInjury.originalAddress,
  placeOfDeath: (detail) => detail.placeOfDeath.parsedAddress ?? detail.placeOfDeath.originalAddress,
};

function fieldValue(detail: CaseDetail, key: FieldKey): string {
  const read = READERS[key];
  const raw = read ? read(detail) : (detail[key as keyof CaseDetail] as FieldValue);
  if (DATES.has(key)) return formatCalendarDate(raw as string | null) ?? CASE_DETAIL_TEXT.missing;
  if (TURNAROUNDS.has(key)) return formatTurnaround(raw as number | null) ?? CASE_DETAIL_TEXT.missing;
  return displayValue(raw, key);
}

const fieldsOf = (detail: CaseDetail, keys: readonly FieldKey[]): CaseField[] =>
  keys.map((key) => ({ key, label: CASE_DETAIL_TEXT.fields[key], value: fieldValue(detail, key) }));

const DISTRICT_ATTORNEY_KEYS = ['districtAttorney', 'circuitCaseNumber', 'judge', 'trialDate'] as const;
const CASE_KEYS = (Object.keys(CASE_DETAIL_TEXT.fields) as FieldKey[]).filter(
  (key) => !(DISTRICT_ATTORNEY_KEYS as readonly string[]).includes(key),
);

/** The Case Details panel: every field of the case but the District Attorney's. */
export const caseDetailsFields = (detail: CaseDetail) => fieldsOf(detail, CASE_KEYS);

export const districtAttorneyFields = (detail: CaseDetail) => fieldsOf(detail, DISTRICT_ATTORNEY_KEYS);

/** The organ weights, or null when none was recorded: the postmortem panel is then left out (spec §2.8). */
export function organWeightFields(detail: CaseDetail): CaseField[] | null {
  const weights = detail.organWeights;
  if (!ORGAN_NAMES.some((organ) => typeof weights[organ] === 'number')) return null;
  return ORGAN_NAMES.map((organ) => ({
    key: organ,
    label: CASE_DETAIL_TEXT.organs[organ],
    value: formatOrganWeight(weights[organ] ?? null),
  }));
}

/** The custom fields, labelled by their keys with `__` read as a dot, in key order. */
export function additionalFields(detail: CaseDetail): CaseField[] {
  return Object.keys(detail.extra)
    .sort((a, b) => a.localeCompare(b))
    .map((key) => ({ key, label: customFieldLabel(key), value: displayValue(detail.extra[key]) }));
}
