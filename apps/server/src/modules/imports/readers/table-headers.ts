import { cellText, isBlank, type RawCell } from '../convert/conversion.js';

/** Header names as the mapping sees them: trimmed, blanks named `Column N`, repeats suffixed ` (2)`, ` (3)`. */
export function headersOf(values: readonly RawCell[]): string[] {
  const used = new Set<string>();
  return values.map((value, index) => {
    const base = cellText(value) || `Column ${index + 1}`;
    let name = base;
    for (let copy = 2; used.has(name); copy += 1) name = `${base} (${copy})`;
    used.add(name);
    return name;
  });
}

export function isBlankRow(values: readonly RawCell[]): boolean {
  return values.every(isBlank);
}
