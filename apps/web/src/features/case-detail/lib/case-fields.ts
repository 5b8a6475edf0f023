import { ORGAN_NAMES, type CaseDetail } from '@hde/contracts/api';
import { CASE_DETAIL_TEXT } from '@hde/contracts/text';
import { fieldLabel } from '@hde/contracts/fields';
import { formatCalendarDate } from '../../../lib/dates/format-calendar-date';
import { customFieldLabel, displayValue, formatTurnaround, type FieldValue } from './display-values';
import { formatOrganWeight } from './measurements';

export interface CaseField {
  key: string;
  label: string;
  /** Display text; missing values already read --- (or N/A for measurements). */
  value: string;
}

/** The Case Details panel's fields, in order: CaseDetail keys. */
const CASE_KEYS = [
  'deputyCoroner',
  'pathologist',
  'policeAgency',
  'lawEnforcementCaseId',
  'agencyCaseNumber',
  'causeOfDeath',
  'causeOfDeath_ICD10',
  'contributingFactors',
  'mannerOfDeath',
  'meansOfDeath',
  'weaponType',
  'scene',
  'identifiedMethod',
  'incident',
  'onTheJob',
  'typeOfExam',
  'examTurnAround',
  'turnaroundTimeForReport',
  'turnaroundTimeForDeathCertificate',
  'county',
  'deathCity',
  'caseStatus',
  'companionIds',
  'placeOfInjury',
  'injuryDate',
  'injuryTime',
  'placeOfDeath',
  'timeOfDeath',
] as const;
const DISTRICT_ATTORNEY_KEYS = ['districtAttorney', 'circuitCaseNumber', 'judge', 'trialDate'] as const;

type FieldKey = (typeof CASE_KEYS)[number] | (typeof DISTRICT_ATTORNEY_KEYS)[number];
type Reader = (detail: CaseDetail) => FieldValue;

/** The analytics name of a case detail key named otherwise, whose label and value texts it shares. */
const FIELD_NAMES: Partial<Record<FieldKey, string>> = {
  turnaroundTimeForReport: 'reportTurnaroundTime',
  turnaroundTimeForDeathCertificate: 'dcTurnaroundTime',
  companionIds: 'companionCases',
};

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
  const raw = read ? read(detail) : (detail[key] as FieldValue);
  if (DATES.has(key)) return formatCalendarDate(raw as string | null) ?? CASE_DETAIL_TEXT.missing;
  if (TURNAROUNDS.has(key)) return formatTurnaround(raw as number | null) ?? CASE_DETAIL_TEXT.missing;
  return displayValue(raw, key);
}

const fieldsOf = (detail: CaseDetail, keys: readonly FieldKey[]): CaseField[] =>
  keys.map((key) => ({
    key,
    label: fieldLabel(FIELD_NAMES[key] ?? key, { detail: true }),
    value: fieldValue(detail, key),
  }));

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
