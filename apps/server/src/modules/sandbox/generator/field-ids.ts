import { CASE_FIELDS, DIAGNOSIS_FIELDS, TOXICOLOGY_FIELDS } from '@hde/contracts/fields';

/** Coordinates are derived from ZIP codes at ingest: office exports, and so the generated files, carry none. */
const NOT_GENERATED = ['death_latitude', 'death_longitude'] as const;

type CatalogueCaseFieldId = (typeof CASE_FIELDS)[number]['id'];

/** The import template field ids the generator fills, in template order: the column headers of its files. */
export const CASE_FIELD_IDS = CASE_FIELDS.map((field) => field.id).filter(
  (id): id is Exclude<CatalogueCaseFieldId, (typeof NOT_GENERATED)[number]> =>
    !(NOT_GENERATED as readonly string[]).includes(id),
);
export const TOXICOLOGY_FIELD_IDS = TOXICOLOGY_FIELDS.map((field) => field.id);
export const DIAGNOSIS_FIELD_IDS = DIAGNOSIS_FIELDS.map((field) => field.id);

export type CaseFieldId = (typeof CASE_FIELD_IDS)[number];
type ToxicologyFieldId = (typeof TOXICOLOGY_FIELD_IDS)[number];
type DiagnosisFieldId = (typeof DIAGNOSIS_FIELD_IDS)[number];

export type CaseRow = Record<CaseFieldId, string>;
export type ToxicologyRow = Record<ToxicologyFieldId, string>;
export type DiagnosisRow = Record<DiagnosisFieldId, string>;

export type OrganWeightField = Extract<CaseFieldId, `${string}_weight`>;
