/**
 * Calendar days as integers (days since 1970-01-01, UTC). The generator works on day numbers so that no time
 * zone or Date allocation gets between a seed and its output.
 */
export type DayNumber = number;

export interface CivilDate {
  year: number;
  month: number; // 1-12
  day: number;
}

const MS_PER_DAY = 86_400_000;

// Howard Hinnant's days_from_civil / civil_from_days (proleptic Gregorian).
export function dayFromCivil(year: number, month: number, day: number): DayNumber {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

export function civilFromDay(dayNumber: DayNumber): CivilDate {
  const z = dayNumber + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

export function dayFromDate(date: Date): DayNumber {
  return Math.floor(date.getTime() / MS_PER_DAY);
}

/** 0 = 1 January. */
export function dayOfYear(dayNumber: DayNumber): number {
  const { year } = civilFromDay(dayNumber);
  return dayNumber - dayFromCivil(year, 1, 1);
}

/** The same calendar day `years` earlier or later; 29 February falls back to the 28th. */
export function addYears(dayNumber: DayNumber, years: number): DayNumber {
  const { year, month, day } = civilFromDay(dayNumber);
  const target = year + years;
  const safeDay = month === 2 && day === 29 && !isLeapYear(target) ? 28 : day;
  return dayFromCivil(target, month, safeDay);
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Completed years of age on `onDay`, the way a death certificate counts them. */
export function completedYears(birthDay: DayNumber, onDay: DayNumber): number {
  const birth = civilFromDay(birthDay);
  const on = civilFromDay(onDay);
  const hadBirthday = on.month > birth.month || (on.month === birth.month && on.day >= birth.day);
  return on.year - birth.year - (hadBirthday ? 0 : 1);
}

function pad2(value: number): string {
  return value < 10 ? `0${value}` : String(value);
}

export function formatUsDate(dayNumber: DayNumber): string {
  const { year, month, day } = civilFromDay(dayNumber);
  return `${pad2(month)}/${pad2(day)}/${year}`;
}

export function formatIsoDate(dayNumber: DayNumber): string {
  const { year, month, day } = civilFromDay(dayNumber);
  return `${year}-${pad2(month)}-${pad2(day)}`;
}

/** Minutes after midnight as 24-hour HH:MM. */
export function formatClockTime(minuteOfDay: number): string {
  return `${pad2(Math.floor(minuteOfDay / 60))}:${pad2(minuteOfDay % 60)}`;
}
