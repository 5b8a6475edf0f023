import { lookup } from 'zipcodes';
import { describe, expect, it } from 'vitest';
import { addYears, civilFromDay, completedYears, dayFromCivil } from './calendar.js';
import { isDrugInducedCause } from './causes-of-death.js';
import { generateCases } from './case-generator.js';
import type { CaseRow } from './field-ids.js';
import { parseExportDate, shareOf } from './test-support.js';

const today = dayFromCivil(2025, 6, 30);
const cases = generateCases({ count: 5000, seed: 'distributions', now: '2025-06-30' });
const rows = cases.map((c) => c.caseRow);
const accepted = rows.filter((row) => row.case_status === 'Accepted');

function days(row: CaseRow, field: keyof CaseRow): number | undefined {
  return parseExportDate(row[field]);
}

function counts(values: readonly string[]): Map<string, number> {
  const result = new Map<string, number>();
  for (const value of values) result.set(value, (result.get(value) ?? 0) + 1);
  return result;
}

describe('distributions over 5,000 cases', () => {
  it('splits manners of death like a medical examiner caseload', () => {
    const expected = { Natural: 0.45, Accident: 0.3, Suicide: 0.1, Homicide: 0.08, Undetermined: 0.07 };
    for (const [manner, share] of Object.entries(expected)) {
      expect(shareOf(rows, (row) => row.manner_of_death === manner)).toBeCloseTo(share, 1);
      expect(Math.abs(shareOf(rows, (row) => row.manner_of_death === manner) - share)).toBeLessThan(0.025);
    }
  });

  it('is about 70 % male, with races from the spec set, White and Black the largest', () => {
    const known = rows.filter((row) => row.sex !== 'Unknown');
    const male = shareOf(known, (row) => row.sex === 'Male');
    expect(male).toBeGreaterThan(0.65);
    expect(male).toBeLessThan(0.75);
    const races = counts(rows.map((row) => row.race).filter(Boolean));
    for (const race of races.keys()) {
      expect([
        'White',
        'Black or African American',
        'Hispanic or Latino',
        'Asian',
        'Other',
        'Unknown',
      ]).toContain(race);
    }
    const [first, second] = [...races.entries()].sort((a, b) => b[1] - a[1]).map(([race]) => race);
    expect(new Set([first, second])).toEqual(new Set(['White', 'Black or African American']));
  });

  it('meets the exam target about 90 % of the time and the report target 80-92 %', () => {
    const examined = accepted.filter((row) => row.exam_date !== '');
    const examOnTime = shareOf(
      examined,
      (row) => (days(row, 'exam_date') as number) - (days(row, 'date_of_death') as number) < 2,
    );
    expect(examOnTime).toBeGreaterThan(0.85);
    expect(examOnTime).toBeLessThan(0.95);

    const reported = examined.filter((row) => row.transcription_log_sign_out !== '');
    const reportOnTime = shareOf(
      reported,
      (row) => (days(row, 'transcription_log_sign_out') as number) - (days(row, 'exam_date') as number) <= 60,
    );
    expect(reportOnTime).toBeGreaterThan(0.8);
    expect(reportOnTime).toBeLessThan(0.92);

    const certified = accepted.filter((row) => row.dc_out_to_hd_date !== '');
    const certificateOnTime = shareOf(
      certified,
      (row) => (days(row, 'dc_out_to_hd_date') as number) - (days(row, 'date_of_death') as number) <= 60,
    );
    expect(certificateOnTime).toBeGreaterThan(0.8);
    expect(certificateOnTime).toBeLessThan(0.95);
  });

  it('gives each pathologist their own habits', () => {
    const pathologists = counts(accepted.map((row) => row.pathologist).filter(Boolean));
    expect(pathologists.size).toBeGreaterThanOrEqual(6);
    expect(pathologists.size).toBeLessThanOrEqual(10);
    const onTimeByPathologist = [...pathologists.keys()].map((name) => {
      const theirs = accepted.filter((row) => row.pathologist === name && row.exam_date !== '');
      return shareOf(
        theirs,
        (row) => (days(row, 'exam_date') as number) - (days(row, 'date_of_death') as number) < 2,
      );
    });
    expect(Math.max(...onTimeByPathologist) - Math.min(...onTimeByPathologist)).toBeGreaterThan(0.03);
  });

  it('keeps every date in order and nothing but trials after today', () => {
    const firstDay = addYears(today, -6);
    for (const row of rows) {
      const death = days(row, 'date_of_death') as number;
      expect(death).toBeGreaterThan(firstDay);
      expect(death).toBeLessThanOrEqual(today);
      const exam = days(row, 'exam_date');
      const report = days(row, 'transcription_log_sign_out');
      const certificate = days(row, 'dc_out_to_hd_date');
      const injury = days(row, 'injury_date');
      if (exam !== undefined) expect(exam).toBeGreaterThanOrEqual(death);
      if (exam !== undefined && report !== undefined) expect(report).toBeGreaterThanOrEqual(exam);
      if (certificate !== undefined) expect(certificate).toBeGreaterThanOrEqual(death);
      if (injury !== undefined) expect(injury).toBeLessThanOrEqual(death);
      for (const day of [exam, report, certificate])
        if (day !== undefined) expect(day).toBeLessThanOrEqual(today);
    }
  });

  it('has more deaths in winter than in summer', () => {
    const byMonth = counts(
      rows.map((row) => String(civilFromDay(days(row, 'date_of_death') as number).month)),
    );
    const month = (m: number) => byMonth.get(String(m)) ?? 0;
    expect(month(12) + month(1) + month(2)).toBeGreaterThan(month(6) + month(7) + month(8));
  });

  it('gives ages 0-105 that agree with birth and death dates, with some infants', () => {
    for (const row of rows) {
      if (row.age !== '') {
        const age = Number(row.age);
        expect(Number.isInteger(age)).toBe(true);
        expect(age).toBeGreaterThanOrEqual(0);
        expect(age).toBeLessThanOrEqual(105);
      }
      const birth = days(row, 'date_of_birth');
      const death = days(row, 'date_of_death') as number;
      if (birth !== undefined && row.age !== '') expect(completedYears(birth, death)).toBe(Number(row.age));
      if (birth !== undefined && row.age_fraction !== '') {
        expect(Math.abs(Number(row.age_fraction) - (death - birth) / 365.25)).toBeLessThan(0.006);
      }
    }
    const infants = shareOf(rows, (row) => row.age === '0');
    expect(infants).toBeGreaterThan(0.01);
    expect(infants).toBeLessThan(0.05);
  });

  it('uses only valid ZIPs, with the city and county of the place of death', () => {
    for (const row of rows) {
      for (const zip of [row.home_address_zip, row.death_zip, row.injury_zip]) {
        if (zip === '') continue;
        const known = lookup(zip);
        expect(known?.latitude).toEqual(expect.any(Number));
        expect(known?.longitude).toEqual(expect.any(Number));
      }
      if (row.death_zip && row.death_city) expect(lookup(row.death_zip)?.city).toBe(row.death_city);
    }
    const cities = [...counts(rows.map((row) => row.death_city).filter(Boolean)).entries()].sort(
      (a, b) => b[1] - a[1],
    );
    expect(cities[0]?.[0]).toBe('Birmingham');
    expect(cities.length).toBeGreaterThan(20);
    expect(shareOf(rows, (row) => row.county === 'Jefferson')).toBeGreaterThan(0.75);
  });

  it('weighs organs at autopsy only, and plausibly', () => {
    for (const row of rows) {
      if (row.type_of_exam !== 'Autopsy')
        expect(row.heart_weight + row.brain_weight + row.liver_weight).toBe('');
    }
    const heart = (sex: string) => {
      const adults = rows.filter(
        (row) => row.sex === sex && Number(row.age) >= 18 && row.heart_weight !== '',
      );
      return adults.reduce((sum, row) => sum + Number(row.heart_weight), 0) / adults.length;
    };
    expect(heart('Male')).toBeGreaterThan(300);
    expect(heart('Male')).toBeLessThan(480);
    expect(heart('Female')).toBeLessThan(heart('Male'));
    for (const row of rows.filter((r) => r.age === '0' && r.brain_weight !== '')) {
      expect(Number(row.brain_weight)).toBeLessThan(1100);
    }
  });

  it('gives plausible heights and weights, small for infants', () => {
    for (const row of rows) {
      if (row.height === '' || row.weight === '' || row.age === '') continue;
      const age = Number(row.age);
      if (age >= 18) {
        expect(Number(row.height)).toBeGreaterThanOrEqual(50);
        expect(Number(row.height)).toBeLessThanOrEqual(80);
        expect(Number(row.weight)).toBeGreaterThan(60);
        expect(Number(row.weight)).toBeLessThan(600);
      }
      if (age === 0) expect(Number(row.weight)).toBeLessThan(35);
    }
  });

  it('declines some natural cases, which get no exam', () => {
    const declined = rows.filter((row) => row.case_status === 'Declined');
    expect(declined.length / rows.length).toBeGreaterThan(0.04);
    expect(declined.length / rows.length).toBeLessThan(0.12);
    for (const row of declined) {
      expect(row.manner_of_death).toBe('Natural');
      expect(row.pathologist + row.type_of_exam + row.exam_date).toBe('');
    }
    for (const row of accepted) expect(['Autopsy', 'External', 'Records review']).toContain(row.type_of_exam);
  });

  it('gives homicides and suicides a means and usually a weapon', () => {
    const violent = rows.filter(
      (row) => row.manner_of_death === 'Homicide' || row.manner_of_death === 'Suicide',
    );
    expect(shareOf(violent, (row) => row.means_of_death !== '')).toBeGreaterThan(0.85);
    expect(shareOf(violent, (row) => row.weapon_type !== '')).toBeGreaterThan(0.6);
    expect(
      shareOf(
        rows.filter((row) => row.manner_of_death === 'Natural'),
        (row) => row.weapon_type !== '',
      ),
    ).toBe(0);
  });

  it('counts drug deaths by the spec rule and tests them all', () => {
    const drugShare = shareOf(rows, (row) => isDrugInducedCause(row.cause_of_death));
    expect(drugShare).toBeGreaterThan(0.15);
    expect(drugShare).toBeLessThan(0.28);
    for (const generated of cases) {
      if (isDrugInducedCause(generated.caseRow.cause_of_death))
        expect(generated.toxicology.length).toBeGreaterThan(0);
    }
    expect(shareOf(cases, (c) => c.toxicology.length > 0)).toBeGreaterThan(0.35);
  });

  it('leaves realistic gaps in optional fields and none in required ones', () => {
    for (const field of ['race', 'date_of_birth', 'time_of_death', 'death_zip', 'scene'] as const) {
      const blank = shareOf(rows, (row) => row[field] === '');
      expect(blank, field).toBeGreaterThan(0.02);
      expect(blank, field).toBeLessThan(0.2);
    }
    for (const field of [
      'case_id',
      'date_of_death',
      'manner_of_death',
      'sex',
      'case_status',
      'cause_of_death',
    ] as const) {
      expect(
        shareOf(rows, (row) => row[field] === ''),
        field,
      ).toBe(0);
    }
  });

  it('writes most dates US style and some ISO', () => {
    const iso = shareOf(rows, (row) => /^\d{4}-/.test(row.date_of_death));
    expect(iso).toBeGreaterThan(0.05);
    expect(iso).toBeLessThan(0.2);
  });
});
