import { describe, expect, expectTypeOf, it } from 'vitest';
import { MANNERS_OF_DEATH } from '../enums.js';
import { CASE_FIELDS, type CaseFieldValues } from './case-fields.js';
import { CASE_ID_FALLBACK_FIELDS, CASE_ID_FALLBACK_REQUIRED_FIELDS } from './case-id-fallback.js';
import { TEMPLATE_FILE_NAME, TEMPLATE_NAMES, fieldsOf, findField } from './catalogue.js';
import { DIAGNOSIS_FIELDS } from './diagnosis-fields.js';
import { FIELD_GROUPS, FIELD_TYPES, type FieldDefinition } from './field-definition.js';
import { TOXICOLOGY_FIELDS } from './toxicology-fields.js';

/** The canonical ids the synthetic data generator writes (never rename these). */
const CANONICAL_CASE_IDS = [
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
];

const CATALOGUES: [string, readonly FieldDefinition[]][] = [
  ['CASE', CASE_FIELDS],
  ['TOXICOLOGY', TOXICOLOGY_FIELDS],
  ['DIAGNOSIS', DIAGNOSIS_FIELDS],
];

const byId = (id: string): FieldDefinition | undefined => CASE_FIELDS.find((field) => field.id === id);

describe('case catalogue', () => {
  it('holds every canonical id, in the canonical order', () => {
    const ids = CASE_FIELDS.map((field) => field.id);
    expect(ids.filter((id) => CANONICAL_CASE_IDS.includes(id))).toEqual(CANONICAL_CASE_IDS);
  });

  it('types the fields the derivations and dashboards rely on', () => {
    expect(byId('date_of_death')?.type).toBe('date');
    expect(byId('time_of_death')?.type).toBe('time');
    expect(byId('age')?.type).toBe('number');
    expect(byId('height')).toMatchObject({ type: 'number', unit: 'in' });
    expect(byId('weight')).toMatchObject({ type: 'number', unit: 'lb' });
    expect(byId('brain_weight')).toMatchObject({ type: 'number', unit: 'g' });
    expect(byId('organ_donor')?.type).toBe('boolean');
    expect(byId('sex')).toMatchObject({ type: 'enum', enumValues: ['M', 'F', 'U'] });
    expect(byId('manner_of_death')).toMatchObject({ type: 'enum', enumValues: MANNERS_OF_DEATH });
    expect(byId('case_status')).toMatchObject({ type: 'enum', enumValues: ['Accepted', 'Declined'] });
  });

  it('uses the spec names as keys where the spec gives them', () => {
    expect(byId('date_of_death')?.key).toBe('dateOfDeath');
    expect(byId('cause_of_death_icd10')?.key).toBe('causeOfDeath_ICD10');
    expect(byId('dc_out_to_hd_date')?.key).toBe('deathCertificateToHealthDepartment');
    expect(byId('transcription_log_sign_out')?.key).toBe('transcriptionLogSignOut');
    expect(byId('death_zip')?.key).toBe('deathZip');
  });

  it('gives the detail labels of spec §2.8', () => {
    expect(byId('deputy_coroner')?.detailLabel).toBe('Coroner');
    expect(byId('pathologist')?.detailLabel).toBe('Doctor');
    expect(byId('police_agency')?.detailLabel).toBe('Department');
  });

  it('marks names, birth date, addresses, case numbers and narratives as personal', () => {
    const personal = CASE_FIELDS.filter((field) => field.pii).map((field) => field.id);
    for (const id of [
      'case_id',
      'first_name',
      'middle_name',
      'last_name',
      'date_of_birth',
      'residence_address',
      'place_of_injury',
      'place_of_death',
      'incident',
      'scene',
    ]) {
      expect(personal).toContain(id);
    }
    expect(personal).not.toContain('date_of_death');
    expect(personal).not.toContain('cause_of_death');
  });

  it('types its records from the catalogue', () => {
    expectTypeOf<CaseFieldValues['sex']>().toEqualTypeOf<'M' | 'F' | 'U' | null | undefined>();
    expectTypeOf<CaseFieldValues['age']>().toEqualTypeOf<number | null | undefined>();
    expectTypeOf<CaseFieldValues['organ_donor']>().toEqualTypeOf<boolean | null | undefined>();
    expectTypeOf<CaseFieldValues['date_of_death']>().toEqualTypeOf<string | null | undefined>();
  });

  it('makes fallback case ids from fields of the catalogue', () => {
    for (const id of [...CASE_ID_FALLBACK_FIELDS, ...CASE_ID_FALLBACK_REQUIRED_FIELDS]) {
      expect(byId(id)).toBeDefined();
    }
  });
});

describe.each(CATALOGUES)('%s catalogue', (_name, fields) => {
  it('starts with the one required field, case_id', () => {
    expect(fields[0]?.id).toBe('case_id');
    expect(fields.filter((field) => field.required).map((field) => field.id)).toEqual(['case_id']);
  });

  it('has unique ids, keys and labels', () => {
    for (const prop of ['id', 'key', 'label'] as const) {
      const values = fields.map((field) => field[prop]);
      expect(new Set(values).size).toBe(values.length);
    }
  });

  it.each(fields.map((field) => [field.id, field] as const))('%s is well formed', (_id, field) => {
    expect(field.id).toMatch(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/);
    expect(field.key).toMatch(/^[a-z][A-Za-z0-9_]*$/);
    expect(field.label.trim()).toBe(field.label);
    expect(FIELD_TYPES).toContain(field.type);
    expect(FIELD_GROUPS).toContain(field.group);
    expect(field.synonyms.length).toBeGreaterThanOrEqual(3);
    for (const synonym of field.synonyms) expect(synonym).toBe(synonym.toLowerCase().trim());
    if (field.type === 'enum') {
      expect(field.enumValues?.length).toBeGreaterThan(0);
      for (const value of Object.values(field.enumAliases ?? {})) expect(field.enumValues).toContain(value);
    } else {
      expect(field.enumValues).toBeUndefined();
    }
  });
});

describe('fieldsOf', () => {
  it('answers TOXICOLOGY, DIAGNOSIS, otherwise CASE', () => {
    expect(fieldsOf('TOXICOLOGY')).toBe(TOXICOLOGY_FIELDS);
    expect(fieldsOf('DIAGNOSIS')).toBe(DIAGNOSIS_FIELDS);
    expect(fieldsOf('CASE')).toBe(CASE_FIELDS);
    expect(fieldsOf('ZIP')).toBe(CASE_FIELDS);
  });

  it('finds a field by id', () => {
    expect(findField('DIAGNOSIS', 'anatomical_site')?.label).toBe('Anatomical Site');
    expect(findField('DIAGNOSIS', 'date_of_death')).toBeUndefined();
  });
});

describe('TEMPLATE_FILE_NAME', () => {
  it('is the product abbreviation, the template name, then Template.xlsx', () => {
    expect(TEMPLATE_FILE_NAME(TEMPLATE_NAMES.CASE)).toBe('HDECaseTemplate.xlsx');
    expect(TEMPLATE_FILE_NAME(TEMPLATE_NAMES.DIAGNOSIS)).toBe('HDEDiagnosisTemplate.xlsx');
    expect(TEMPLATE_FILE_NAME('toxicology')).toBe('HDEToxicologyTemplate.xlsx');
  });
});
