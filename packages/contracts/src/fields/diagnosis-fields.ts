import { CASE_ID_FIELD } from './case-id-field.js';
import type { FieldDefinition, FieldRecord } from './field-definition.js';

/** The diagnosis template (spec part 2 §3): one row per diagnosis of a case. */
export const DIAGNOSIS_FIELDS = [
  CASE_ID_FIELD,
  {
    id: 'anatomical_site',
    key: 'anatomicalSite',
    label: 'Anatomical Site',
    type: 'string',
    required: false,
    pii: false,
    group: 'diagnosis',
    synonyms: ['anatomic site', 'site', 'body site', 'body part', 'organ', 'anatomy', 'location', 'region'],
  },
  {
    id: 'diagnosis',
    key: 'diagnosis',
    label: 'Diagnosis',
    type: 'text',
    required: false,
    pii: false,
    group: 'diagnosis',
    synonyms: ['dx', 'diagnoses', 'pathologic diagnosis', 'pathology finding', 'finding', 'findings'],
  },
  {
    id: 'comment',
    key: 'comment',
    label: 'Comment',
    type: 'text',
    required: false,
    pii: true,
    group: 'diagnosis',
    synonyms: ['comments', 'note', 'notes', 'remark', 'remarks', 'description'],
  },
] as const satisfies readonly FieldDefinition[];

export type DiagnosisFieldValues = FieldRecord<typeof DIAGNOSIS_FIELDS>;
