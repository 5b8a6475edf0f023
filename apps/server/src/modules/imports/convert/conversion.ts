/** A cell as the CSV, XLSX and JSON readers hand it over. */
export type RawCell = string | number | boolean | Date | null | undefined;

/** A converted cell: a typed value (null when empty, maybe with a warning), or why it could not convert. */
export type Conversion<T> =
  { readonly value: T | null; readonly warning?: string } | { readonly error: string };

export const EMPTY: Conversion<never> = { value: null };

export function converted<T>(value: T): Conversion<T> {
  return { value };
}

export function failed(error: string): Conversion<never> {
  return { error };
}

export function isBlank(raw: RawCell): raw is null | undefined | '' {
  return raw === null || raw === undefined || (typeof raw === 'string' && raw.trim() === '');
}

/** How a cell reads in a message. */
export function cellText(raw: RawCell): string {
  if (raw instanceof Date) return Number.isNaN(raw.getTime()) ? 'Invalid Date' : raw.toISOString();
  return String(raw ?? '').trim();
}

/** Spreadsheet formulas are stored as text, never evaluated (a typed field refuses them). */
export function looksLikeFormula(raw: RawCell): raw is string {
  return typeof raw === 'string' && /^=\s*\S/.test(raw.trim());
}
