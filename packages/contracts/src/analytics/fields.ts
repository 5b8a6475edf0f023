import { CASE_FIELDS } from '../fields/case-fields.js';
import type { FieldDefinition } from '../fields/field-definition.js';
import type { AnalyticsArea } from './query.js';
import { field, type AnalyticsField, type FieldSpec } from './analytics-field.js';
import {
  ACTIVITY_ANALYTICS_FIELDS,
  DIAGNOSIS_ANALYTICS_FIELDS,
  FILE_ANALYTICS_FIELDS,
  TOXICOLOGY_ANALYTICS_FIELDS,
} from './area-fields.js';

export type { AnalyticsField, AnalyticsValueType, FilterKind } from './analytics-field.js';

/**
 * Catalogue fields the spec's analytics record names otherwise (§3): one field each, shown under the analytics
 * name's label ("Death Date", not also "Date of Death").
 */
const DEATH_DATE = { name: 'deathDate', label: 'Death Date' } as const;
const SEX = { name: 'sexFormatted', label: 'Sex' } as const;
const ANALYTICS_NAME_OF: Readonly<Record<string, { name: string; label: string }>> = {
  dateOfDeath: DEATH_DATE,
  sex: SEX,
};

function catalogueField(definition: FieldDefinition): AnalyticsField {
  const alias = ANALYTICS_NAME_OF[definition.key];
  const base = {
    name: definition.key,
    label: alias?.label ?? definition.label,
    column: definition.id,
    pii: definition.pii,
    ...(alias ? { sameAs: alias.name } : {}),
  };
  switch (definition.type) {
    case 'integer':
    case 'number':
      return field('case', { ...base, type: 'number', filter: 'number' });
    case 'date':
      return field('case', { ...base, type: 'date', filter: 'date' });
    case 'boolean':
      return field('case', { ...base, type: 'boolean', filter: 'list' });
    case 'enum':
      return field('case', { ...base, type: 'string', filter: 'list' });
    case 'time':
      return field('case', { ...base, type: 'string', filter: null });
    default:
      return field('case', { ...base, type: 'string', filter: definition.pii ? null : 'typeahead' });
  }
}

const caseField = (spec: FieldSpec) => field('case', spec);

/** Names the spec's analytics record uses for catalogue columns, and the fields derived at ingest. */
const CASE_ANALYTIC_FIELDS: readonly AnalyticsField[] = [
  caseField({
    name: '_id',
    label: 'Case ID',
    type: 'string',
    filter: 'typeahead',
    column: 'case_id',
    pii: true,
  }),
  caseField({
    name: DEATH_DATE.name,
    label: DEATH_DATE.label,
    type: 'date',
    filter: 'date',
    column: 'date_of_death',
  }),
  caseField({
    name: 'year_dateOfDeath',
    label: 'Year of Death',
    type: 'number',
    filter: 'list',
    column: 'date_of_death',
    derive: 'year',
  }),
  caseField({
    name: 'month_dateOfDeath',
    label: 'Month of Death',
    type: 'string',
    filter: null,
    column: 'date_of_death',
    derive: 'month',
  }),
  caseField({
    name: 'causeOfDeathFormatted',
    label: 'Cause of Death',
    type: 'string',
    filter: null,
    column: 'cause_of_death',
    sameAs: 'causeOfDeath',
  }),
  caseField({
    name: 'mannerOfDeathFormatted',
    label: 'Manner of Death',
    type: 'string',
    filter: null,
    column: 'manner_of_death',
    sameAs: 'mannerOfDeath',
  }),
  caseField({
    name: 'meansOfDeathFormatted',
    label: 'Means of Death',
    type: 'string',
    filter: null,
    column: 'means_of_death',
    sameAs: 'meansOfDeath',
  }),
  caseField({
    name: SEX.name,
    label: SEX.label,
    type: 'string',
    filter: 'list',
    column: 'sex_formatted',
  }),
  caseField({
    name: 'roundedAge',
    label: 'Age (Rounded)',
    type: 'number',
    filter: 'number',
    column: 'rounded_age',
  }),
  caseField({ name: 'ageGroup', label: 'Age Group', type: 'string', filter: 'list', column: 'age_group' }),
  caseField({
    name: 'toxicologyAgeGroup',
    label: 'Age Group (Toxicology)',
    type: 'string',
    filter: 'list',
    column: 'toxicology_age_group',
  }),
  caseField({
    name: 'childDeath',
    label: 'Child Death',
    type: 'boolean',
    filter: 'list',
    column: 'child_death',
  }),
  caseField({
    name: 'examTurnAround',
    label: 'Exam TAT',
    type: 'number',
    filter: 'number',
    column: 'exam_turnaround',
  }),
  caseField({
    name: 'validExamDate',
    label: 'Valid Exam Date',
    type: 'boolean',
    filter: 'list',
    column: 'valid_exam_date',
  }),
  caseField({
    name: 'reportTurnaroundTime',
    label: 'Report TAT',
    type: 'number',
    filter: 'number',
    column: 'report_turnaround',
  }),
  caseField({
    name: 'dcTurnaroundTime',
    label: 'Death Certificate TAT',
    type: 'number',
    filter: 'number',
    column: 'dc_turnaround',
  }),
  caseField({
    name: 'examOnTime',
    label: 'Exam On Time',
    type: 'boolean',
    filter: 'list',
    column: 'exam_on_time',
  }),
  caseField({
    name: 'reportOnTime',
    label: 'Report On Time',
    type: 'boolean',
    filter: 'list',
    column: 'report_on_time',
  }),
  caseField({
    name: 'dcOnTime',
    label: 'Death Certificate On Time',
    type: 'boolean',
    filter: 'list',
    column: 'dc_on_time',
  }),
  caseField({ name: 'bmi', label: 'BMI', type: 'number', filter: 'number', column: 'bmi' }),
  caseField({ name: 'bmiStatus', label: 'BMI Status', type: 'string', filter: 'list', column: 'bmi_status' }),
  caseField({ name: 'validBMI', label: 'Valid BMI', type: 'boolean', filter: null, column: 'valid_bmi' }),
  caseField({
    name: 'lastModified',
    label: 'Last Modified',
    type: 'date',
    filter: 'date',
    column: 'updated_at',
  }),
];

export const CASE_ANALYTICS_FIELDS: readonly AnalyticsField[] = [
  ...CASE_ANALYTIC_FIELDS,
  ...CASE_FIELDS.filter((definition) => definition.id !== 'case_id').map(catalogueField),
];

/** Prefix of custom (workspace) fields: `extra.<key>` (spec §7.4). */
export const CUSTOM_FIELD_PREFIX = 'extra.';

/** Labels of the fixed fields a case query may list beside the custom ones, and the catalogue's, lower case. */
const FIXED_CASE_LABELS: ReadonlySet<string> = new Set(
  [
    ...CASE_ANALYTICS_FIELDS,
    ...TOXICOLOGY_ANALYTICS_FIELDS,
    ...DIAGNOSIS_ANALYTICS_FIELDS,
    ...CASE_FIELDS,
  ].map((entry) => entry.label.toLowerCase()),
);

export const CUSTOM_LABEL_SUFFIX = '(Additional)';

/**
 * A custom field's label, told apart from a fixed field's label it repeats: an unmapped "Sex" column reads
 * "Sex (Additional)", as the case detail lists it under Additional Case Details.
 */
export function distinctCustomLabel(label: string): string {
  const trimmed = label.trim();
  return FIXED_CASE_LABELS.has(trimmed.toLowerCase()) ? `${trimmed} ${CUSTOM_LABEL_SUFFIX}` : trimmed;
}

/** A custom field of the workspace, as a string field of the case. */
export function customAnalyticsField(key: string, label: string = key): AnalyticsField {
  return caseField({
    name: `${CUSTOM_FIELD_PREFIX}${key}`,
    label: distinctCustomLabel(label),
    type: 'string',
    filter: 'typeahead',
    column: key,
  });
}

/** The fixed fields of an area (custom fields are added per workspace); child areas also read their case. */
export function analyticsFieldsOf(
  area: AnalyticsArea,
  unwind?: 'toxicology' | 'diagnoses',
): readonly AnalyticsField[] {
  switch (area) {
    case 'FILE':
      return FILE_ANALYTICS_FIELDS;
    case 'ACTIVITY':
      return ACTIVITY_ANALYTICS_FIELDS;
    case 'TOXICOLOGY':
      return [...TOXICOLOGY_ANALYTICS_FIELDS, ...CASE_ANALYTICS_FIELDS];
    case 'DIAGNOSIS':
      return [...DIAGNOSIS_ANALYTICS_FIELDS, ...CASE_ANALYTICS_FIELDS];
    case 'CASE':
      if (unwind === 'toxicology') return [...CASE_ANALYTICS_FIELDS, ...TOXICOLOGY_ANALYTICS_FIELDS];
      if (unwind === 'diagnoses') return [...CASE_ANALYTICS_FIELDS, ...DIAGNOSIS_ANALYTICS_FIELDS];
      return CASE_ANALYTICS_FIELDS;
  }
}

/** Fields the filter bar offers for the case area, each value once, in label order. */
export const CASE_FILTER_FIELDS: readonly AnalyticsField[] = CASE_ANALYTICS_FIELDS.filter(
  (entry) => entry.filter !== null && entry.sameAs === undefined,
).sort((a, b) => a.label.localeCompare(b.label));

/**
 * The default case fields of table results: the first item of a table answer carries each of them (null when
 * the query did not ask for it), so a table knows its full column set (spec §7.2).
 */
export const DEFAULT_CASE_TABLE_FIELDS = [
  '_id',
  'deathDate',
  'pathologist',
  'examTurnAround',
  'dcTurnaroundTime',
  'reportTurnaroundTime',
  'lawEnforcementCaseId',
  'judge',
  'trialDate',
  'districtAttorney',
  'circuitCaseNumber',
  'deputyCoroner',
  'causeOfDeath',
  'contributingFactors',
  'mannerOfDeath',
  'meansOfDeath',
  'policeAgency',
  'race',
  'sexFormatted',
  'deathZip',
  'year_dateOfDeath',
] as const;
