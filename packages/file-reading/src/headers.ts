/**
 * Header names as the mapping sees them, for the browser and the import alike: trimmed, blanks named
 * `Column N`, repeats suffixed ` (2)`, ` (3)`.
 */
export function headersOf(values: readonly string[]): string[] {
  const used = new Set<string>();
  return values.map((value, index) => {
    const base = value.trim() || `Column ${index + 1}`;
    let name = base;
    for (let copy = 2; used.has(name); copy += 1) name = `${base} (${copy})`;
    used.add(name);
    return name;
  });
}
