import type { FieldDefinition, FieldType } from '@hde/contracts/fields';

/** A template example cell: numbers stay numbers; dates, times and flags are written as people type them. */
export type ExampleValue = string | number;

/**
 * Plausible, invented values for the template's example row (one fictional case). Dates are MM/DD/YYYY and
 * times 24-hour HH:MM, as the importer reads them; amounts are in the field's unit.
 */
const EXAMPLES: Readonly<Record<string, ExampleValue>> = {
  case_id: 'ME-2024-000123',
  first_name: 'Jane',
  middle_name: 'A',
  last_name: 'Doe',
  date_of_birth: '07/04/1968',
  date_of_death: '03/14/2024',
  time_of_death: '14:30',
  age: 55,
  age_fraction: 55.69,
  race: 'White',
  sex: 'F',
  residence_address: '123 Main St, Springfield, IL 62701',
  home_address_zip: '62701',
  county: 'Sangamon',
  death_city: 'Springfield',
  cause_of_death: 'Acute combined drug toxicity',
  cause_of_death_icd10: 'X44',
  contributing_factors: 'Hypertensive cardiovascular disease',
  manner_of_death: 'ACCIDENT',
  means_of_death: 'Drug overdose',
  weapon_type: 'None',
  incident: 'Found unresponsive at home by a family member',
  scene: 'Residence, bedroom; prescription bottles on the nightstand',
  pathologist: 'Dr. A. Patel',
  type_of_exam: 'Full Autopsy',
  exam_date: '03/15/2024',
  transcription_log_sign_out: '04/22/2024',
  dc_out_to_hd_date: '04/25/2024',
  identified_method: 'Fingerprints',
  deputy_coroner: 'J. Smith',
  police_agency: 'Springfield Police Department',
  law_enforcement_case_id: 'SPD-24-001234',
  agency_case_number: 'A24-0456',
  district_attorney: 'R. Johnson',
  circuit_case_number: 'CC-2024-0789',
  judge: 'M. Brown',
  trial_date: '09/16/2024',
  height: 65,
  weight: 142,
  brain_weight: 1250,
  heart_weight: 310,
  liver_weight: 1450,
  left_kidney_weight: 140,
  right_kidney_weight: 135,
  left_lung_weight: 420,
  right_lung_weight: 480,
  spleen_weight: 150,
  thymus_weight: 20,
  organ_donor: 'No',
  eye_donor: 'No',
  on_the_job: 'No',
  place_of_injury: 'Residence',
  injury_zip: '62701',
  injury_date: '03/14/2024',
  injury_time: '13:45',
  place_of_death: '800 E Carpenter St, Springfield, IL 62769',
  death_zip: '62769',
  companion_cases_concat: 'ME-2024-000124',
  case_status: 'Accepted',
  death_latitude: 39.81,
  death_longitude: -89.64,
  // Toxicology
  analysis: 'Fentanyl',
  method: 'LC-MS/MS',
  results: '12 ng/mL',
  specimen: 'Femoral Blood',
  // Diagnosis
  anatomical_site: 'Heart',
  diagnosis: 'Coronary artery atherosclerosis, severe',
  comment: 'Left anterior descending artery, 80% stenosis',
};

/** For a field added to the catalogue later without its own example. */
const BY_TYPE: Readonly<Record<Exclude<FieldType, 'enum'>, ExampleValue>> = {
  string: 'Example',
  text: 'Example text',
  integer: 1,
  number: 1.5,
  date: '03/14/2024',
  time: '14:30',
  boolean: 'No',
};

/** The example row's value of a field. */
export function exampleValue(field: FieldDefinition): ExampleValue {
  const example = EXAMPLES[field.id];
  if (example !== undefined) return example;
  if (field.type === 'enum') return field.enumValues?.[0] ?? '';
  return BY_TYPE[field.type];
}
