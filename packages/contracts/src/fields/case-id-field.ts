import type { FieldDefinition } from './field-definition.js';

/** Case ID: the one required field, shared by the case, toxicology and diagnosis templates. */
export const CASE_ID_FIELD = {
  id: 'case_id',
  key: 'caseId',
  label: 'Case ID',
  type: 'string',
  required: true,
  pii: true,
  group: 'case',
  synonyms: [
    'case id',
    'id',
    'case number',
    'case no',
    'case num',
    'case nbr',
    'case #',
    'case',
    'case ref',
    'case reference',
    'me case number',
    'me case no',
    'me case #',
    'me case id',
    'me number',
    'me no',
    'coroner case number',
    'coroner case no',
    'file number',
    'record id',
  ],
} as const satisfies FieldDefinition;
