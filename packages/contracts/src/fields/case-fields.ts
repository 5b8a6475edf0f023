import { CASE_ID_FIELD } from './case-id-field.js';
import { DECEDENT_FIELDS } from './decedent-fields.js';
import { EXAMINATION_FIELDS } from './examination-fields.js';
import type { FieldDefinition, FieldRecord } from './field-definition.js';
import { INVESTIGATION_FIELDS } from './investigation-fields.js';
import { INJURY_AND_PLACE_FIELDS } from './place-fields.js';

export { AGE_RANGE } from './decedent-fields.js';

/**
 * The case template (spec part 2 §3), in template column order. Ids are fixed (the synthetic data generator
 * and saved mappings use them); keys follow the spec's case detail names where it gives one.
 * Organ weights carry a `Weight` suffix in their keys (spec: brain, heart, ...) so a flat record reads plainly.
 */
export const CASE_FIELDS = [
  CASE_ID_FIELD,
  ...DECEDENT_FIELDS,
  ...INVESTIGATION_FIELDS,
  ...EXAMINATION_FIELDS,
  ...INJURY_AND_PLACE_FIELDS,
] as const satisfies readonly FieldDefinition[];

export type CaseField = (typeof CASE_FIELDS)[number];
export type CaseFieldId = CaseField['id'];
/** A converted case row keyed by field id. */
export type CaseFieldValues = FieldRecord<typeof CASE_FIELDS>;
