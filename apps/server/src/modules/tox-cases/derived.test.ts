import { describe, expect, it } from 'vitest';
import { AGE_CHART_EXCLUDES, SUBSTANCE_PIE_EXCLUDES } from '@hde/contracts';
import { ageGroupOf, deriveCase, deriveEntry, raceGroupOf } from './derived.js';

const entry = (analysis: string, results = 'Positive', specimen = 'Blood Femoral', method = 'LC-MS/MS') => ({
  analysis,
  results,
  specimen,
  method,
});

describe('ageGroupOf', () => {
  it.each([
    ['41', '25-44'],
    ['41 years', '25-44'],
    [' 44.9 ', '25-44'],
    ['45', '45-64'],
    ['0', '0-9'],
    ['9', '0-9'],
    ['10', '10-14'],
    ['14', '10-14'],
    ['15', '15-24'],
    ['24', '15-24'],
    ['25', '25-44'],
    ['64', '45-64'],
    ['65', '65-74'],
    ['74', '65-74'],
    ['75', '75-84'],
    ['84', '75-84'],
    ['85', '85+'],
    ['103', '85+'],
    ['17 months', '0-9'],
    ['3 weeks', '0-9'],
    ['2 days', '0-9'],
    ['150 months', '10-14'],
    ['unknown', 'Unknown'],
    ['', 'Unknown'],
    ['about forty', 'Unknown'],
    ['-5', 'Unknown'],
    ['900', 'Unknown'],
  ])('%j is %s', (age, group) => {
    expect(ageGroupOf(age)).toBe(group);
  });

  it('reads a number and a missing age', () => {
    expect(ageGroupOf(62)).toBe('45-64');
    expect(ageGroupOf(null)).toBe('Unknown');
  });
});

describe('raceGroupOf', () => {
  it.each([
    ['White', 'White'],
    ['black or african american', 'Black or African American'],
    ['Asian', 'Asian'],
    ['American Indian or Alaska Native', 'Indian'],
    ['AMERICAN INDIAN OR ALASKA NATIVE', 'Indian'],
    ['Hispanic', 'Hispanic or Latino'],
    ['Hispanic or Latino', 'Hispanic or Latino'],
    ['Other', 'Other'],
    ['Unknown', 'Other'],
    ['Prefer not to say', 'Other'],
    ['', 'Other'],
    ['Native Hawaiian or Other Pacific Islander', 'Other'],
  ])('%j is %s', (race, group) => {
    expect(raceGroupOf(race)).toBe(group);
  });

  it('takes a missing race as Other', () => {
    expect(raceGroupOf(null)).toBe('Other');
  });
});

describe('deriveEntry', () => {
  it('folds a metabolite to its parent drug and keeps its analyte', () => {
    expect(deriveEntry(entry('Benzoylecgonine'), 0)).toMatchObject({
      analyte: 'benzoylecgonine',
      substance: 'cocaine',
    });
    expect(deriveEntry(entry('6-MAM'), 0)).toMatchObject({
      analyte: '6-monoacetylmorphine',
      substance: 'heroin',
    });
  });

  it("reads an alias as its analyte, a panel by the panel's name, an unknown name as typed in lower case", () => {
    expect(deriveEntry(entry('Xanax'), 0)).toMatchObject({ analyte: 'alprazolam', substance: 'alprazolam' });
    expect(deriveEntry(entry('Opiates'), 0)).toMatchObject({
      analyte: 'opiates screen',
      substance: 'opiates screen',
    });
    expect(deriveEntry(entry('  Zqx-Unobtainium '), 3)).toMatchObject({
      ordinal: 3,
      analysis: '  Zqx-Unobtainium ',
      analyte: null,
      substance: 'zqx-unobtainium',
      inSubstanceChart: true,
      inAgeChart: true,
    });
  });

  it('classes the specimen and keeps the method as entered', () => {
    expect(deriveEntry(entry('Fentanyl', 'Positive', 'Heart blood', ' GC-MS '), 0)).toMatchObject({
      specimen: 'Heart blood',
      specimenClass: 'central blood',
      method: 'GC-MS',
    });
    expect(deriveEntry(entry('Fentanyl', 'Positive', 'Urine'), 0).specimenClass).toBe('urine');
  });

  it("keeps a measured result only, in its measure's one unit", () => {
    expect(deriveEntry(entry('Fentanyl', '12.5 ng/mL'), 0)).toMatchObject({ value: 12.5, unit: 'ng/mL' });
    // In the measure's one unit, so results typed in other units compare.
    expect(deriveEntry(entry('Fentanyl', '0.0125 mg/L'), 0)).toMatchObject({ value: 12.5, unit: 'ng/mL' });
    expect(deriveEntry(entry('Ethanol', '80 mg/dL'), 0)).toMatchObject({ value: 0.08, unit: 'g/100 mL' });
    expect(deriveEntry(entry('Fentanyl', '12 furlongs'), 0)).toMatchObject({ value: null, unit: null });
    expect(deriveEntry(entry('Fentanyl', 'Positive'), 0)).toMatchObject({ value: null, unit: null });
    expect(deriveEntry(entry('Fentanyl', '<0.5 ng/mL'), 0)).toMatchObject({ value: null, unit: null });
  });

  it.each(SUBSTANCE_PIE_EXCLUDES.map((name) => [name]))('leaves %s out of the substance chart', (name) => {
    expect(deriveEntry(entry(name), 0).inSubstanceChart).toBe(false);
  });

  it.each(AGE_CHART_EXCLUDES.map((name) => [name]))('leaves %s out of the age chart', (name) => {
    expect(deriveEntry(entry(name), 0).inAgeChart).toBe(false);
  });

  it.each([
    ['da', false, false],
    ['Alkaline drug-screen', true, false],
    ['drugs of abuse', true, true],
    ['Comprehensive Drug Panel', true, true],
    ['EME', false, false],
    ['tobacco', false, true],
    ['ethylbenzoylecgonine', false, true],
    ['Caffeine', false, true],
    ['carboxyhemoglobin', true, false],
    ['alkaline drug screen', true, false],
    ['Fentanyl', true, true],
  ])('another spelling: %s is in the substance chart %s, the age chart %s', (name, substance, age) => {
    expect(deriveEntry(entry(name), 0)).toMatchObject({ inSubstanceChart: substance, inAgeChart: age });
  });
});

describe('deriveCase', () => {
  it('derives the groups and one row per entry, in order', () => {
    const derived = deriveCase({
      age: '17 months',
      race: 'Hispanic',
      toxicology: [entry('Ethanol'), entry('BE')],
    });
    expect(derived.ageGroup).toBe('0-9');
    expect(derived.raceGroup).toBe('Hispanic or Latino');
    expect(derived.entries.map((row) => [row.ordinal, row.substance])).toEqual([
      [0, 'ethanol'],
      [1, 'cocaine'],
    ]);
  });
});
