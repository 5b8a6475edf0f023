/**
 * The 5-digit ZIP of a written one: ZIP+4 ("35203-1234", "352031234") is cut to 5, and a ZIP read from a
 * spreadsheet as a number ("2134" for 02134) gets its leading zeros back. Null when it is not a US ZIP.
 */
export function fiveDigitZip(zip: string | null | undefined): string | null {
  const text = zip?.trim() ?? '';
  const match = /^(\d{5})(?:-?\d{4})?$/.exec(text);
  if (match) return match[1]!;
  return /^\d{3,4}$/.test(text) ? text.padStart(5, '0') : null;
}
