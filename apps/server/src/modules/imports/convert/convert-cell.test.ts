import { describe, expect, it } from 'vitest';
import { CASE_FIELDS, CONVERSION_MESSAGES, type FieldDefinition } from '@hde/contracts/fields';
import { convertCell } from './convert-cell.js';
import type { RawCell } from './conversion.js';

const field = (id: string) => CASE_FIELDS.find((f) => f.id === id) as FieldDefinition;

describe('convertCell', () => {
  it.each<[string, RawCell, unknown]>([
    ['case_id', ' ME-2024-0001 ', 'ME-2024-0001'],
    ['date_of_death', '1/5/2024', '2024-01-05'],
    ['time_of_death', '1:45 PM', '13:45:00'],
    ['age', '45 yrs', 45],
    ['weight', '165 lb', 165],
    ['height', '5\'10"', 70],
    ['heart_weight', '350 g', 350],
    ['organ_donor', 'Y', true],
    ['sex', 'female', 'F'],
    ['manner_of_death', 'Accidental', 'ACCIDENT'],
    ['case_status', 'accepted', 'Accepted'],
    ['cause_of_death', 'Gunshot wound\nof head', 'Gunshot wound\nof head'],
    ['home_address_zip', 35203, '35203'],
    ['race', '', null],
  ])('%s %j -> %j', (id, raw, value) => {
    expect(convertCell(field(id), raw)).toEqual({ value });
  });

  it('keeps a formula as text in a text field and refuses it in a typed one', () => {
    expect(convertCell(field('incident'), '=SUM(A1:A3)')).toEqual({ value: '=SUM(A1:A3)' });
    expect(convertCell(field('pathologist'), '=A1')).toEqual({ value: '=A1' });
    for (const id of ['date_of_death', 'time_of_death', 'age', 'organ_donor', 'sex']) {
      expect(convertCell(field(id), ' =SUM(A1:A3)')).toEqual({
        error: CONVERSION_MESSAGES.formula('=SUM(A1:A3)'),
      });
    }
  });

  it.each<[string, RawCell, string]>([
    ['age', '212', 'Age "212" is out of range (0–130) and was left empty.'],
    ['age', -3, 'Age "-3" is out of range (0–130) and was left empty.'],
    ['death_latitude', '91.5', 'Death Latitude "91.5" is out of range (-90–90) and was left empty.'],
    ['death_longitude', -200, 'Death Longitude "-200" is out of range (-180–180) and was left empty.'],
  ])('%s %j is left empty with a warning naming it', (id, raw, warning) => {
    expect(convertCell(field(id), raw)).toEqual({ value: null, warning });
  });

  it('keeps a number at either end of its range', () => {
    expect(convertCell(field('age'), '0')).toEqual({ value: 0 });
    expect(convertCell(field('age'), '130')).toEqual({ value: 130 });
    expect(convertCell(field('death_longitude'), '-180')).toEqual({ value: -180 });
  });

  it('answers every field of the catalogue for an empty cell', () => {
    for (const f of CASE_FIELDS) expect(convertCell(f, '')).toEqual({ value: null });
  });
});
