import { CASE_FIELDS } from '../fields/case-fields.js';
import { MANNER_OF_DEATH_LABELS, SEX_LABELS } from '../fields/enum-vocabularies.js';
import type { FieldDefinition } from '../fields/field-definition.js';
import {
  ACTIVITY_ANALYTICS_FIELDS,
  DIAGNOSIS_ANALYTICS_FIELDS,
  FILE_ANALYTICS_FIELDS,
  TOXICOLOGY_ANALYTICS_FIELDS,
} from './area-fields.js';
import { CASE_ANALYTICS_FIELDS, CUSTOM_FIELD_PREFIX, type AnalyticsField } from './fields.js';

/**
 * How every screen names a field and shows its values: the filter menu, the chips, the case table, the case
 * detail, the charts and the CSV export all ask here.
 */

export const BOOLEAN_VALUE_TEXT = { yes: 'Yes', no: 'No' } as const;

/** The first field of each name, case fields first (names shared by other areas carry the same label). */
const KNOWN_FIELDS: ReadonlyMap<string, AnalyticsField> = new Map(
  [
    ...ACTIVITY_ANALYTICS_FIELDS,
    ...FILE_ANALYTICS_FIELDS,
    ...DIAGNOSIS_ANALYTICS_FIELDS,
    ...TOXICOLOGY_ANALYTICS_FIELDS,
    ...CASE_ANALYTICS_FIELDS,
  ].map((field) => [field.name, field]),
);

/** The spec's case detail names for three fields (§2.8: Coroner, Doctor, Department). */
const DETAIL_LABELS: ReadonlyMap<string, string> = new Map(
  (CASE_FIELDS as readonly FieldDefinition[]).flatMap((definition) =>
    definition.detailLabel ? [[definition.key, definition.detailLabel] as const] : [],
  ),
);

/** Enum codes as they are shown, by the name of the field that holds them. */
const VALUE_TEXTS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  sexFormatted: SEX_LABELS,
  mannerOfDeath: MANNER_OF_DEATH_LABELS,
};

/** The name a field is listed under: itself, or the field whose value it names again (`sameAs`). */
export function canonicalFieldName(name: string, fields?: readonly AnalyticsField[]): string {
  const field = fields?.find((entry) => entry.name === name) ?? KNOWN_FIELDS.get(name);
  return field?.sameAs ?? name;
}

export interface FieldLabelOptions {
  /** The workspace's fields (custom ones included), looked up before the fixed ones. */
  fields?: readonly AnalyticsField[];
  /** The case detail view, which names three fields as the spec does (§2.8). */
  detail?: boolean;
}

/** The label of a field on every screen; a custom field nobody described reads as its key. */
export function fieldLabel(name: string, options: FieldLabelOptions = {}): string {
  const detailLabel = options.detail ? DETAIL_LABELS.get(name) : undefined;
  if (detailLabel) return detailLabel;
  const field = options.fields?.find((entry) => entry.name === name) ?? KNOWN_FIELDS.get(name);
  if (field) return field.label;
  return name.startsWith(CUSTOM_FIELD_PREFIX) ? name.slice(CUSTOM_FIELD_PREFIX.length) : name;
}

/**
 * A value of a field as every screen shows it: enum codes by name ("F" reads "Female", "UNDETERMINED"
 * "Indeterminate", in any letter case), booleans Yes or No, anything else as it is. Missing values and date
 * formats are each screen's own (spec §5: ---, N/A, -; MM/DD/YYYY or a long local date).
 */
export function fieldValueText(name: string, value: string | number | boolean): string {
  if (typeof value === 'boolean') return value ? BOOLEAN_VALUE_TEXT.yes : BOOLEAN_VALUE_TEXT.no;
  const text = String(value).trim();
  const texts = VALUE_TEXTS[canonicalFieldName(name)];
  return (texts && texts[text.toUpperCase()]) ?? text;
}
