import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CASE_FIELDS,
  DIAGNOSIS_FIELDS,
  TOXICOLOGY_FIELDS,
  type CatalogueDataType,
  type FieldDefinition,
} from '@hde/contracts/fields';
import { namesOf } from './catalogue-index.js';
import { normaliseHeader } from './normalise-header.js';
import { suggestMappings } from './suggest-mappings.js';

const fieldOf = (header: string, dataType: CatalogueDataType = 'CASE') =>
  suggestMappings([header], dataType)[0]?.fieldId ?? null;

describe('suggestMappings: real-world case headers', () => {
  it.each([
    ['Date of Death', 'date_of_death'],
    ['DOD', 'date_of_death'],
    ['DeathDate', 'date_of_death'],
    ['Death Date', 'date_of_death'],
    ['Sex', 'sex'],
    ['Gender', 'sex'],
    ['COD', 'cause_of_death'],
    ['Cause of Death', 'cause_of_death'],
    ['MannerofDeath', 'manner_of_death'],
    ['Manner of Death', 'manner_of_death'],
    ['MOD', 'manner_of_death'],
    ['Case Number', 'case_id'],
    ['CaseID', 'case_id'],
    ['Case #', 'case_id'],
    ['ME Case No', 'case_id'],
    ['case_id', 'case_id'],
    ['Age (yrs)', 'age'],
    ['Age', 'age'],
    ['Race/Ethnicity', 'race'],
    ['Decedent First Name', 'first_name'],
    ['Decedent Last Name', 'last_name'],
    ['LastName', 'last_name'],
    ['DOB', 'date_of_birth'],
    ['Birth Date', 'date_of_birth'],
    ['Time of Death', 'time_of_death'],
    ['Home Zip', 'home_address_zip'],
    ['Zip Code', 'home_address_zip'],
    ['Place of Death Zip', 'death_zip'],
    ['Weight (lbs)', 'weight'],
    ['Height (in)', 'height'],
    ['Brain Weight (g)', 'brain_weight'],
    ['Rt. Lung', 'right_lung_weight'],
    ['Autopsy Date', 'exam_date'],
    ['Exam Date', 'exam_date'],
    ['Report Sign Out Date', 'transcription_log_sign_out'],
    ['DC Out To HD', 'dc_out_to_hd_date'],
    ['Coroner', 'deputy_coroner'],
    ['Doctor', 'pathologist'],
    ['Police Department', 'police_agency'],
    ['Organ Donor (Y/N)', 'organ_donor'],
    ['Injury Zip', 'injury_zip'],
    ['Date of Injury', 'injury_date'],
    ['Place of Death', 'place_of_death'],
    ['Companion Cases', 'companion_cases_concat'],
    ['Case Status', 'case_status'],
    ['ICD-10', 'cause_of_death_icd10'],
    ['Cuase of Death', 'cause_of_death'],
    ['Pathologst', 'pathologist'],
  ])('%j -> %s', (header, fieldId) => {
    expect(fieldOf(header)).toBe(fieldId);
  });

  it.each(['Notes2', 'Favourite Colour', 'X', '', 'Date', 'Name', 'Decedent', 'Weight Gain'])(
    '%j is left unmapped',
    (header) => {
      expect(fieldOf(header)).toBeNull();
    },
  );
});

describe('suggestMappings: toxicology and diagnosis', () => {
  it.each([
    ['Case Number', 'case_id'],
    ['Analyte', 'analysis'],
    ['Drug', 'analysis'],
    ['Test Method', 'method'],
    ['Result', 'results'],
    ['Concentration', 'results'],
    ['Sample Type', 'specimen'],
  ])('toxicology %j -> %s', (header, fieldId) => {
    expect(fieldOf(header, 'TOXICOLOGY')).toBe(fieldId);
  });

  it.each([
    ['CaseID', 'case_id'],
    ['Anatomic Site', 'anatomical_site'],
    ['Dx', 'diagnosis'],
    ['Comments', 'comment'],
  ])('diagnosis %j -> %s', (header, fieldId) => {
    expect(fieldOf(header, 'DIAGNOSIS')).toBe(fieldId);
  });

  it('only suggests fields of the data type', () => {
    expect(fieldOf('Date of Death', 'TOXICOLOGY')).toBeNull();
  });
});

describe('suggestMappings: one field per header', () => {
  it('gives a field to the first of two equally good headers', () => {
    expect(suggestMappings(['DOD', 'Death Date'], 'CASE').map((s) => s.fieldId)).toEqual([
      'date_of_death',
      null,
    ]);
  });

  it('lets an exact match in a later column beat a synonym in an earlier one', () => {
    expect(suggestMappings(['DOD', 'Date of Death'], 'CASE')).toEqual([
      { header: 'DOD', fieldId: null, source: null, target: null },
      { header: 'Date of Death', fieldId: 'date_of_death', source: 'exact', target: 'date_of_death' },
    ]);
  });

  it('says how each field was found, and keeps the header order', () => {
    expect(
      suggestMappings(['Gender', 'case_id', 'Death Date (reported)', 'Pathologst', 'Other'], 'CASE'),
    ).toEqual([
      { header: 'Gender', fieldId: 'sex', source: 'synonym', target: 'sex' },
      { header: 'case_id', fieldId: 'case_id', source: 'exact', target: 'case_id' },
      { header: 'Death Date (reported)', fieldId: 'date_of_death', source: 'words', target: 'date_of_death' },
      { header: 'Pathologst', fieldId: 'pathologist', source: 'typo', target: 'pathologist' },
      { header: 'Other', fieldId: null, source: null, target: null },
    ]);
  });

  it('answers duplicate headers once', () => {
    expect(suggestMappings(['Sex', 'Sex'], 'CASE').map((s) => s.fieldId)).toEqual(['sex', null]);
  });
});

describe('suggestMappings: saved mapping', () => {
  it('uses the saved field after exact matches and before synonyms', () => {
    const saved = { Col7: 'pathologist', DOD: 'exam_date', Sex: 'race' };
    expect(suggestMappings(['Col7', 'DOD', 'Sex'], 'CASE', saved)).toEqual([
      { header: 'Col7', fieldId: 'pathologist', source: 'saved', target: 'pathologist' },
      { header: 'DOD', fieldId: 'exam_date', source: 'saved', target: 'exam_date' },
      { header: 'Sex', fieldId: 'sex', source: 'exact', target: 'sex' },
    ]);
  });

  it('keeps a header saved as a custom field unmapped, and matches one saved as null', () => {
    const saved = { Gender: 'Gender', COD: null };
    expect(suggestMappings(['Gender', 'COD'], 'CASE', saved)).toEqual([
      { header: 'Gender', fieldId: null, source: 'saved', target: 'custom' },
      { header: 'COD', fieldId: 'cause_of_death', source: 'synonym', target: 'cause_of_death' },
    ]);
  });

  it('ignores a saved field already taken by an exact match', () => {
    const saved = { Old: 'sex' };
    expect(suggestMappings(['Sex', 'Old'], 'CASE', saved).map((s) => s.fieldId)).toEqual(['sex', null]);
  });
});

const CATALOGUES: [CatalogueDataType, readonly FieldDefinition[]][] = [
  ['CASE', CASE_FIELDS],
  ['TOXICOLOGY', TOXICOLOGY_FIELDS],
  ['DIAGNOSIS', DIAGNOSIS_FIELDS],
];

describe.each(CATALOGUES)('%s catalogue names', (dataType, fields) => {
  it('never give one normalised name to two fields', () => {
    const owners = new Map<string, string>();
    for (const field of fields) {
      for (const name of namesOf(field)) {
        const key = normaliseHeader(name);
        expect(owners.get(key) ?? field.id, `"${name}" of ${field.id}`).toBe(field.id);
        owners.set(key, field.id);
      }
    }
  });

  it('map every synonym to its own field', () => {
    for (const field of fields) {
      for (const synonym of field.synonyms) {
        expect(fieldOf(synonym, dataType), synonym).toBe(field.id);
      }
    }
  });

  it('map a header equal to any field label or id to that field, whatever else the file holds', () => {
    const pick = fc.uniqueArray(
      fc.record({
        field: fc.constantFrom(...fields),
        useLabel: fc.boolean(),
        upper: fc.boolean(),
      }),
      { selector: (choice) => choice.field.id, minLength: 1, maxLength: fields.length },
    );
    const exactNames = new Set(fields.flatMap((field) => [field.id, field.label.toLowerCase()]));
    const noise = fc.array(
      fc.string({ maxLength: 12 }).filter((text) => !exactNames.has(text.trim().toLowerCase())),
      { maxLength: 4 },
    );
    fc.assert(
      fc.property(pick, noise, (choices, extra) => {
        const headers = choices.map(({ field, useLabel, upper }) => {
          const name = useLabel ? field.label : field.id;
          return upper ? name.toUpperCase() : name;
        });
        const suggestions = suggestMappings([...extra, ...headers], dataType);
        choices.forEach(({ field }, i) => {
          expect(suggestions[extra.length + i]?.fieldId).toBe(field.id);
        });
      }),
    );
  });
});

describe('suggestMappings: real exports', () => {
  it.each(['ID', 'Case ID', 'Case #', 'Case Number', 'ME Number', 'CaseNum', 'Identification - Case number'])(
    '%j finds Case ID',
    (header) => {
      expect(fieldOf(header)).toBe('case_id');
    },
  );

  it('strips section prefixes, and reads the whole header when the last section alone says nothing', () => {
    expect(fieldOf('DC Worksheet - Manner of death')).toBe('manner_of_death');
    expect(fieldOf('Injury - Date')).toBe('injury_date');
  });

  it('prefers whole words: a catalogue word is never read as a typo of another', () => {
    expect(fieldOf('Body Wt (lbs)')).toBe('weight');
    expect(fieldOf('Body Ht')).toBe('height');
  });

  it('reads a shortened header word as the catalogue word it starts, never a longer word as a shorter one', () => {
    expect(fieldOf('Contrib Factors')).toBe('contributing_factors');
    expect(fieldOf('Deputy Coron')).toBe('deputy_coroner');
    // The day a death was reported to the office is not the day the autopsy report was signed out.
    expect(fieldOf('Date Reported')).toBeNull();
    expect(fieldOf('Identification - Date reported')).toBeNull();
    expect(fieldOf('Date Examined')).toBe('exam_date');
  });

  it.each([
    ['Weight Gain', 'one word of two is too little'],
    ['Date', 'death, birth, exam and injury dates tie'],
    ['Location', 'several places tie'],
    ['Incident ID', 'incident and case id tie'],
    ['Audit - Created by', 'nothing in common'],
    ['DOD_YR', 'a year alone is no date'],
    ['Death Year', 'a year alone is no date'],
  ])('%j stays unmapped (%s)', (header) => {
    expect(fieldOf(header)).toBeNull();
  });
});

describe('suggestMappings: a date over year, month and day columns', () => {
  const targets = (headers: string[]) => suggestMappings(headers, 'CASE').map((s) => s.target);

  it.each([
    ['Death Year', 'Death Month', 'Death Day'],
    ['DOD_YR', 'DOD_MO', 'DOD_DY'],
    ['Year of Death', 'Month of Death', 'Day of Death'],
    ['Death - Year', 'Death - Month', 'Death - Day'],
  ])('maps %j, %j, %j to the parts of the date of death', (...headers) => {
    expect(targets(headers)).toEqual(['date_of_death:year', 'date_of_death:month', 'date_of_death:day']);
    expect(targets(headers.toReversed())).toEqual([
      'date_of_death:day',
      'date_of_death:month',
      'date_of_death:year',
    ]);
  });

  it('gives each field its parts: death and birth dates side by side', () => {
    expect(targets(['Birth Year', 'Birth Month', 'Birth Day', 'DOD_YR', 'DOD_MO', 'DOD_DY'])).toEqual([
      'date_of_birth:year',
      'date_of_birth:month',
      'date_of_birth:day',
      'date_of_death:year',
      'date_of_death:month',
      'date_of_death:day',
    ]);
  });

  it('proposes no parts when the file also has the whole date, or a part is missing', () => {
    expect(targets(['Date of Death', 'Death Year', 'Death Month', 'Death Day'])).toEqual([
      'date_of_death',
      null,
      null,
      null,
    ]);
    expect(targets(['Death Year', 'Death Month'])).toEqual([null, null]);
  });

  it('keeps saved parts', () => {
    const saved = { Y: 'date_of_death:year', M: 'date_of_death:month', D: 'date_of_death:day' };
    expect(suggestMappings(['Y', 'M', 'D'], 'CASE', saved)).toEqual([
      { header: 'Y', fieldId: 'date_of_death', source: 'saved', target: 'date_of_death:year' },
      { header: 'M', fieldId: 'date_of_death', source: 'saved', target: 'date_of_death:month' },
      { header: 'D', fieldId: 'date_of_death', source: 'saved', target: 'date_of_death:day' },
    ]);
  });
});
