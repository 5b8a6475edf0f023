/** Calendar-date helpers on plain year, month (1-12), day numbers: no time zone can shift them. */

export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** Years a date may have: a wider span is a typo (2102 for 2012) rather than a record. */
export const DATE_YEAR_RANGE = { min: 1800, max: 2100 } as const;

export function isRealDate({ year, month, day }: CalendarDate): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function isoDate({ year, month, day }: CalendarDate): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Excel's rule for two-digit years, which users already expect: 00-29 -> 2000s, 30-99 -> 1900s. */
export function fullYear(twoDigitYear: number): number {
  return twoDigitYear < 30 ? 2000 + twoDigitYear : 1900 + twoDigitYear;
}

const MONTH_NAMES = [
  ['jan', 'january'],
  ['feb', 'february'],
  ['mar', 'march'],
  ['apr', 'april'],
  ['may', 'may'],
  ['jun', 'june'],
  ['jul', 'july'],
  ['aug', 'august'],
  ['sep', 'sept', 'september'],
  ['oct', 'october'],
  ['nov', 'november'],
  ['dec', 'december'],
];

/** 1-12 for an English month name or abbreviation ("Jan", "Sept", "January"), else undefined. */
export function monthNumber(name: string): number | undefined {
  const lower = name.toLowerCase();
  const index = MONTH_NAMES.findIndex((names) => names.includes(lower));
  return index === -1 ? undefined : index + 1;
}
