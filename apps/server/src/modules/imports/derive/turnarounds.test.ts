import { describe, expect, it } from 'vitest';
import { daysBetween } from './calendar-days.js';
import { turnarounds } from './turnarounds.js';

describe('daysBetween', () => {
  it.each<[string | null, string | null, number | null]>([
    ['2024-01-05', '2024-01-05', 0],
    ['2024-01-05', '2024-01-06', 1],
    ['2024-02-28', '2024-03-01', 2],
    ['2023-02-28', '2023-03-01', 1],
    ['2023-12-31', '2024-01-01', 1],
    ['2024-03-09', '2024-03-11', 2],
    ['2024-01-01', '2025-01-01', 366],
    ['2023-01-01', '2024-01-01', 365],
    ['2024-01-06', '2024-01-05', null],
    [null, '2024-01-05', null],
    ['2024-01-05', undefined as unknown as null, null],
    ['not a date', '2024-01-05', null],
  ])('%s to %s: %j', (from, to, expected) => {
    expect(daysBetween(from, to)).toBe(expected);
  });
});

describe('turnarounds', () => {
  const died = '2024-01-10';

  it('times the exam from the death: 1 day is on time, 2 days is not', () => {
    expect(turnarounds({ date_of_death: died, exam_date: '2024-01-11' })).toMatchObject({
      examTurnAround: 1,
      validExamDate: true,
      examOnTime: true,
    });
    expect(turnarounds({ date_of_death: died, exam_date: '2024-01-12' })).toMatchObject({
      examTurnAround: 2,
      examOnTime: false,
    });
    expect(turnarounds({ date_of_death: died, exam_date: died })).toMatchObject({
      examTurnAround: 0,
      examOnTime: true,
    });
  });

  it('times the report from the exam: 60 days is on time, 61 is not', () => {
    expect(turnarounds({ exam_date: '2024-01-11', transcription_log_sign_out: '2024-03-11' })).toMatchObject({
      reportTurnaroundTime: 60,
      reportOnTime: true,
    });
    expect(turnarounds({ exam_date: '2024-01-11', transcription_log_sign_out: '2024-03-12' })).toMatchObject({
      reportTurnaroundTime: 61,
      reportOnTime: false,
    });
  });

  it('times the death certificate from the death: 60 days is on time, 61 is not', () => {
    expect(turnarounds({ date_of_death: died, dc_out_to_hd_date: '2024-03-10' })).toMatchObject({
      dcTurnaroundTime: 60,
      dcOnTime: true,
    });
    expect(turnarounds({ date_of_death: died, dc_out_to_hd_date: '2024-03-11' })).toMatchObject({
      dcTurnaroundTime: 61,
      dcOnTime: false,
    });
  });

  it('never gives a negative interval: an exam before the death is missing', () => {
    expect(turnarounds({ date_of_death: died, exam_date: '2024-01-09' })).toMatchObject({
      examTurnAround: null,
      validExamDate: false,
      examOnTime: null,
    });
  });

  it('is all missing without dates', () => {
    expect(turnarounds({})).toEqual({
      examTurnAround: null,
      validExamDate: false,
      reportTurnaroundTime: null,
      dcTurnaroundTime: null,
      examOnTime: null,
      reportOnTime: null,
      dcOnTime: null,
    });
  });
});
