import { describe, expect, it } from 'vitest';
import { roundCoordinate, type CaseFieldValues } from '@hde/contracts/fields';
import { deriveCaseFields } from './derive-case-fields.js';
import type { ZipLookup } from './zip-lookup.js';

const ZIPS: Record<string, { latitude: number; longitude: number }> = {
  '35203': { latitude: 33.521_04, longitude: -86.806_61 },
  '02134': { latitude: 42.353_5, longitude: -71.132_9 },
};
const zipLookup: ZipLookup = (zip) => ZIPS[zip] ?? null;
const derive = (record: CaseFieldValues) => deriveCaseFields(record, { zipLookup });

const complete: CaseFieldValues = {
  case_id: 'ME-1',
  date_of_birth: '1980-06-15',
  date_of_death: '2024-01-10',
  exam_date: '2024-01-11',
  transcription_log_sign_out: '2024-02-20',
  dc_out_to_hd_date: '2024-01-30',
  height: 70,
  weight: 165,
  sex: 'F',
  manner_of_death: 'UNDETERMINED',
  death_zip: '35203',
  home_address_zip: '02134',
};

describe('deriveCaseFields', () => {
  it('derives every field of a complete record', () => {
    expect(derive(complete)).toEqual({
      age: 43,
      roundedAge: 43,
      ageGroup: '25-44',
      toxicologyAgeGroup: '25-44',
      childDeath: false,
      yearOfDeath: 2024,
      examTurnAround: 1,
      validExamDate: true,
      reportTurnaroundTime: 40,
      dcTurnaroundTime: 20,
      examOnTime: true,
      reportOnTime: true,
      dcOnTime: true,
      bmi: 23.7,
      bmiStatus: 'Normal',
      validBMI: true,
      mannerOfDeath: 'UNDETERMINED',
      sexFormatted: 'Female',
      deathLatitude: 33.521_04,
      deathLongitude: -86.806_61,
      deathCoordinatesSource: 'death_zip',
    });
  });

  it('survives a record with nothing in it', () => {
    expect(derive({})).toEqual({
      age: null,
      roundedAge: null,
      ageGroup: 'Unknown',
      toxicologyAgeGroup: 'Unknown',
      childDeath: null,
      yearOfDeath: null,
      examTurnAround: null,
      validExamDate: false,
      reportTurnaroundTime: null,
      dcTurnaroundTime: null,
      examOnTime: null,
      reportOnTime: null,
      dcOnTime: null,
      bmi: null,
      bmiStatus: null,
      validBMI: false,
      mannerOfDeath: null,
      sexFormatted: 'Unknown',
      deathLatitude: null,
      deathLongitude: null,
      deathCoordinatesSource: null,
    });
  });

  it('keeps a pending manner as its own value', () => {
    expect(derive({ manner_of_death: 'PENDING' })).toMatchObject({ mannerOfDeath: 'PENDING' });
  });

  it('floors a given fractional age and groups by it', () => {
    expect(derive({ age: 17.9 })).toMatchObject({
      age: 17.9,
      roundedAge: 17,
      ageGroup: '13-17',
      toxicologyAgeGroup: '15-24',
      childDeath: true,
    });
    expect(derive({ age: 18 })).toMatchObject({ ageGroup: '18-24', childDeath: false });
    expect(derive({ age: 0.25 })).toMatchObject({ roundedAge: 0, ageGroup: '0-1', childDeath: true });
  });

  it('computes a leap-day birthday correctly', () => {
    expect(derive({ date_of_birth: '2008-02-29', date_of_death: '2026-02-28' })).toMatchObject({
      age: 17,
      childDeath: true,
    });
    expect(derive({ date_of_birth: '2008-02-29', date_of_death: '2026-03-01' })).toMatchObject({
      age: 18,
      childDeath: false,
    });
  });

  it('counts the leap day in intervals', () => {
    expect(derive({ date_of_death: '2024-02-28', exam_date: '2024-03-01' }).examTurnAround).toBe(2);
    expect(derive({ date_of_death: '2023-02-28', exam_date: '2023-03-01' }).examTurnAround).toBe(1);
  });

  it.each<[CaseFieldValues['sex'], string]>([
    ['M', 'Male'],
    ['F', 'Female'],
    ['U', 'Unknown'],
    [null, 'Unknown'],
  ])('formats sex %j as %s', (sex, label) => {
    expect(derive({ sex }).sexFormatted).toBe(label);
  });

  it('takes coordinates from the file first, then the death ZIP, then the home ZIP', () => {
    expect(derive({ ...complete, death_latitude: 33.5186, death_longitude: -86.8104 })).toMatchObject({
      deathLatitude: 33.5186,
      deathLongitude: -86.8104,
      deathCoordinatesSource: 'record',
    });
    expect(derive({ ...complete, death_zip: '35203-0001' }).deathCoordinatesSource).toBe('death_zip');
    expect(derive({ ...complete, death_zip: null })).toMatchObject({
      deathLatitude: 42.3535,
      deathCoordinatesSource: 'home_address_zip',
    });
    expect(derive({ ...complete, death_zip: '99999', home_address_zip: '2134' }).deathCoordinatesSource).toBe(
      'home_address_zip',
    );
    expect(derive({ ...complete, death_latitude: 95, death_longitude: 10 }).deathCoordinatesSource).toBe(
      'death_zip',
    );
    expect(derive({ death_zip: '99999' }).deathCoordinatesSource).toBeNull();
  });

  it('stores coordinates at full precision; rounding is for output', () => {
    const { deathLatitude, deathLongitude } = derive(complete);
    expect(deathLatitude).toBe(33.521_04);
    expect(roundCoordinate(deathLatitude!)).toBe(33.52);
    expect(roundCoordinate(deathLongitude!)).toBe(-86.81);
  });

  it('uses the offline ZIP table by default', () => {
    expect(deriveCaseFields({ death_zip: '35203' }).deathCoordinatesSource).toBe('death_zip');
  });
});
