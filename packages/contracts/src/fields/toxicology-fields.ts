import { CASE_ID_FIELD } from './case-id-field.js';
import type { FieldDefinition, FieldRecord } from './field-definition.js';

/** The toxicology template (spec part 2 §3): one row per analysis of a case. All text, as the spec says. */
export const TOXICOLOGY_FIELDS = [
  CASE_ID_FIELD,
  {
    id: 'analysis',
    key: 'analysis',
    label: 'Analysis',
    type: 'string',
    required: false,
    pii: false,
    group: 'toxicology',
    synonyms: [
      'analyte',
      'substance',
      'drug',
      'drug name',
      'analyte name',
      'compound',
      'test',
      'test name',
      'analysis name',
    ],
  },
  {
    id: 'method',
    key: 'method',
    label: 'Method',
    type: 'string',
    required: false,
    pii: false,
    group: 'toxicology',
    synonyms: [
      'test method',
      'analysis method',
      'analytical method',
      'methodology',
      'technique',
      'instrument',
    ],
  },
  {
    id: 'results',
    key: 'results',
    label: 'Results',
    type: 'string',
    required: false,
    pii: false,
    group: 'toxicology',
    synonyms: ['result', 'test result', 'value', 'concentration', 'level', 'finding', 'findings', 'quantity'],
  },
  {
    id: 'specimen',
    key: 'specimen',
    label: 'Specimen',
    type: 'string',
    required: false,
    pii: false,
    group: 'toxicology',
    synonyms: ['sample', 'specimen type', 'sample type', 'specimen source', 'matrix', 'source'],
  },
] as const satisfies readonly FieldDefinition[];

export type ToxicologyFieldValues = FieldRecord<typeof TOXICOLOGY_FIELDS>;
