import { dayFromCivil, type DayNumber } from './calendar.js';

/** Parses the two date forms the generator writes (MM/DD/YYYY and YYYY-MM-DD) back to day numbers. */
export function parseExportDate(text: string): DayNumber | undefined {
  if (text === '') return undefined;
  const us = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (us) return dayFromCivil(Number(us[3]), Number(us[1]), Number(us[2]));
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (iso) return dayFromCivil(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  throw new Error(`Not an export date: ${text}`);
}

/** Share of items matching the predicate. */
export function shareOf<T>(items: readonly T[], predicate: (item: T) => boolean): number {
  let hits = 0;
  for (const item of items) if (predicate(item)) hits += 1;
  return items.length === 0 ? 0 : hits / items.length;
}
