import { EXAM_ON_TIME_UNDER_DAYS, REPORT_ON_TIME_WITHIN_DAYS } from '@hde/contracts';
import type { CaseFieldValues } from '@hde/contracts/fields';
import { daysBetween } from './calendar-days.js';

export interface Turnarounds {
  /** Exam date - date of death, days. */
  readonly examTurnAround: number | null;
  /** An exam date on or after the date of death is on record. */
  readonly validExamDate: boolean;
  /** Report sign-out (transcription log) - exam date, days. */
  readonly reportTurnaroundTime: number | null;
  /** Death certificate to the health department - date of death, days. */
  readonly dcTurnaroundTime: number | null;
  /** Spec §9 targets; null when the turnaround is unknown. */
  readonly examOnTime: boolean | null;
  readonly reportOnTime: boolean | null;
  readonly dcOnTime: boolean | null;
}

const within = (days: number | null, test: (days: number) => boolean) => (days === null ? null : test(days));

export function turnarounds(record: CaseFieldValues): Turnarounds {
  const examTurnAround = daysBetween(record.date_of_death, record.exam_date);
  const reportTurnaroundTime = daysBetween(record.exam_date, record.transcription_log_sign_out);
  const dcTurnaroundTime = daysBetween(record.date_of_death, record.dc_out_to_hd_date);
  return {
    examTurnAround,
    validExamDate: examTurnAround !== null,
    reportTurnaroundTime,
    dcTurnaroundTime,
    examOnTime: within(examTurnAround, (days) => days < EXAM_ON_TIME_UNDER_DAYS),
    reportOnTime: within(reportTurnaroundTime, (days) => days <= REPORT_ON_TIME_WITHIN_DAYS),
    dcOnTime: within(dcTurnaroundTime, (days) => days <= REPORT_ON_TIME_WITHIN_DAYS),
  };
}
