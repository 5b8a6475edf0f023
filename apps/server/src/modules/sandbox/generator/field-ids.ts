/**
 * The canonical import template field ids the generator fills, in template order. They are the column headers of
 * the generated files. Kept here (not imported from the contracts catalogue) until that catalogue lands; the
 * catalogue may add fields but never renames these.
 */
export const CASE_FIELD_IDS = [
  'case_id',
  'first_name',
  'middle_name',
  'last_name',
  'date_of_birth',
  'date_of_death',
  'time_of_death',
  'age',
  'age_fraction',
  'race',
  'sex',
  'residence_address',
  'home_address_zip',
  'county',
  'death_city',
  'cause_of_death',
  'cause_of_death_icd10',
  'contributing_factors',
  'manner_of_death',
  'means_of_death',
  'weapon_type',
  'incident',
  'scene',
  'pathologist',
  'type_of_exam',
  'exam_date',
  'transcription_log_sign_out',
  'dc_out_to_hd_date',
  'identified_method',
  'deputy_coroner',
  'police_agency',
  'law_enforcement_case_id',
  'agency_case_number',
  'district_attorney',
  'circuit_case_number',
  'judge',
  'trial_date',
  'height',
  'weight',
  'brain_weight',
  'heart_weight',
  'liver_weight',
  'left_kidney_weight',
  'right_kidney_weight',
  'left_lung_weight',
  'right_lung_weight',
  'spleen_weight',
  'thymus_weight',
  'organ_donor',
  'eye_donor',
  'on_the_job',
  'place_of_injury',
  'injury_zip',
  'injury_date',
  'injury_time',
  'place_of_death',
  'death_zip',
  'companion_cases_concat',
  'case_status',
] as const;

export const TOXICOLOGY_FIELD_IDS = ['case_id', 'analysis', 'method', 'results', 'specimen'] as const;

export const DIAGNOSIS_FIELD_IDS = ['case_id', 'anatomical_site', 'diagnosis', 'comment'] as const;

export type CaseFieldId = (typeof CASE_FIELD_IDS)[number];
export type ToxicologyFieldId = (typeof TOXICOLOGY_FIELD_IDS)[number];
export type DiagnosisFieldId = (typeof DIAGNOSIS_FIELD_IDS)[number];

export type CaseRow = Record<CaseFieldId, string>;
export type ToxicologyRow = Record<ToxicologyFieldId, string>;
export type DiagnosisRow = Record<DiagnosisFieldId, string>;

export type OrganWeightField = Extract<CaseFieldId, `${string}_weight`>;
