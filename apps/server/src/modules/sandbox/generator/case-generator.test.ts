import { lookup } from 'zipcodes';
import { describe, expect, it } from 'vitest';
import { dayFromCivil, dayFromDate } from './calendar.js';
import { MANNERS_OF_DEATH } from '@hde/contracts';
import { CASE_FIELDS, DIAGNOSIS_FIELDS, TOXICOLOGY_FIELDS } from '@hde/contracts/fields';
import { isDrugInducedCause } from './causes-of-death.js';
import { generateCases, iterateCases } from './case-generator.js';
import { BIRMINGHAM_METRO } from './metro-area.js';
import { parseExportDate } from './test-support.js';

const NOW = '2025-06-30';

describe('generateCases', () => {
  it('gives identical cases for the same seed and different ones for another seed', () => {
    const first = generateCases({ count: 300, seed: 'demo', now: NOW });
    expect(generateCases({ count: 300, seed: 'demo', now: NOW })).toEqual(first);
    const other = generateCases({ count: 300, seed: 'other', now: NOW });
    expect(other).not.toEqual(first);
    expect(other.map((c) => c.caseRow.cause_of_death)).not.toEqual(
      first.map((c) => c.caseRow.cause_of_death),
    );
  });

  it('streams the same cases lazily, and a short run is the start of a longer one', () => {
    const all = generateCases({ count: 200, seed: 9, now: NOW });
    const iterator = iterateCases({ count: 200, seed: 9, now: NOW });
    expect(iterator.next().value).toEqual(all[0]);
    const shortRun = generateCases({ count: 100, seed: 9, now: NOW });
    expect(shortRun.slice(0, 99)).toEqual(all.slice(0, 99));
    expect(shortRun).toHaveLength(100);
  });

  it('emits only catalogue field ids, every generated case field in each row', () => {
    const canonicalCase = new Set<string>(CASE_FIELDS.map((field) => field.id));
    const canonicalTox = new Set<string>(TOXICOLOGY_FIELDS.map((field) => field.id));
    const canonicalDiagnosis = new Set<string>(DIAGNOSIS_FIELDS.map((field) => field.id));
    for (const generated of generateCases({ count: 1000, seed: 1, now: NOW })) {
      expect(Object.keys(generated.caseRow).filter((key) => !canonicalCase.has(key))).toEqual([]);
      expect(Object.keys(generated.caseRow)).toHaveLength(CASE_FIELDS.length - 2);
      for (const row of generated.toxicology)
        expect(Object.keys(row).every((k) => canonicalTox.has(k))).toBe(true);
      for (const row of generated.diagnoses)
        expect(Object.keys(row).every((k) => canonicalDiagnosis.has(k))).toBe(true);
      expect(MANNERS_OF_DEATH).toContain(generated.caseRow.manner_of_death.toUpperCase());
      expect(['Accepted', 'Declined']).toContain(generated.caseRow.case_status);
    }
  });

  it('numbers cases per year of death, uniquely within a run', () => {
    const cases = generateCases({ count: 5000, seed: 5, now: NOW });
    const ids = cases.map((c) => c.caseRow.case_id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { caseRow } of cases) {
      expect(caseRow.case_id).toMatch(/^ME-\d{4}-\d{6}$/);
      const deathYear = caseRow.date_of_death.match(/\d{4}/)?.[0];
      expect(caseRow.case_id.slice(3, 7)).toBe(deathYear);
    }
  });

  it('gives every drug death toxicology rows that name its drugs, keyed by the case id', () => {
    const cases = generateCases({ count: 3000, seed: 11, now: NOW });
    const drugDeaths = cases.filter((c) => isDrugInducedCause(c.caseRow.cause_of_death));
    expect(drugDeaths.length).toBeGreaterThan(300);
    for (const { caseRow, toxicology } of drugDeaths) {
      expect(toxicology.length).toBeGreaterThanOrEqual(1);
      expect(toxicology.length).toBeLessThanOrEqual(6);
      const analyses = toxicology.map((row) => row.analysis.toLowerCase()).join(' ');
      if (caseRow.cause_of_death.includes('fentanyl')) expect(analyses).toContain('fentanyl');
    }
    for (const { caseRow, toxicology, diagnoses } of cases) {
      for (const row of [...toxicology, ...diagnoses]) expect(row.case_id).toBe(caseRow.case_id);
    }
  });

  it('links the cases of one incident to each other', () => {
    const cases = generateCases({ count: 5000, seed: 2, now: NOW });
    const byId = new Map(cases.map((c) => [c.caseRow.case_id, c.caseRow]));
    const linked = cases.filter((c) => c.caseRow.companion_cases_concat !== '');
    expect(linked.length).toBeGreaterThan(10);
    for (const { caseRow } of linked) {
      const companion = byId.get(caseRow.companion_cases_concat);
      expect(companion?.companion_cases_concat).toBe(caseRow.case_id);
      expect(parseExportDate(companion?.date_of_death ?? '')).toBe(parseExportDate(caseRow.date_of_death));
    }
  });

  it('starts at 1 January of startYear when given', () => {
    const cases = generateCases({ count: 500, seed: 3, now: NOW, startYear: 2023 });
    for (const { caseRow } of cases) {
      expect(parseExportDate(caseRow.date_of_death)).toBeGreaterThanOrEqual(dayFromCivil(2023, 1, 1));
    }
  });

  it('dates nothing after today when now is left out', () => {
    const today = dayFromDate(new Date());
    for (const { caseRow } of generateCases({ count: 300, seed: 4 })) {
      expect(parseExportDate(caseRow.date_of_death)).toBeLessThanOrEqual(today);
      const report = parseExportDate(caseRow.transcription_log_sign_out);
      if (report !== undefined) expect(report).toBeLessThanOrEqual(today);
    }
  });

  it('uses another metro area when given one', () => {
    const chicago = {
      ...BIRMINGHAM_METRO,
      centerZip: '60601',
      radiusMiles: 10,
      defaultCounty: 'Cook',
      countyByCity: {},
      cityWeight: {},
      hospitals: [],
      highways: [],
    };
    for (const { caseRow } of generateCases({ count: 200, seed: 6, now: NOW, metro: chicago })) {
      if (caseRow.death_zip) expect(lookup(caseRow.death_zip)?.state).toBe('IL');
      if (caseRow.county) expect(caseRow.county).toBe('Cook');
    }
  });

  it('refuses bad options', () => {
    expect(() => generateCases({ count: -1, seed: 1 })).toThrow(/count/);
    expect(() => generateCases({ count: 1.5, seed: 1 })).toThrow(/count/);
    expect(() => generateCases({ count: 1, seed: 1, now: 'not a date' })).toThrow(/now/);
    expect(() => generateCases({ count: 1, seed: 1, now: NOW, startYear: 2030 })).toThrow(/startYear/);
    expect(() => iterateCases({ count: -1, seed: 1 })).toThrow(/count/); // before the first step
    expect(generateCases({ count: 0, seed: 1 })).toEqual([]);
  });
});
