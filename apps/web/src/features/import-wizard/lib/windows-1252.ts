/** Windows-1252 characters of bytes 0x80-0x9f; the five unassigned bytes keep their Latin-1 code points. */
const HIGH_CONTROL_RANGE =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

/**
 * Decodes Windows-1252 ("ANSI" files saved by Excel on Windows). Written out because some runtimes decode
 * the `windows-1252` label as plain Latin-1, which turns curly quotes and dashes into control characters.
 */
export function decodeWindows1252(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) {
    text += byte >= 0x80 && byte <= 0x9f ? HIGH_CONTROL_RANGE[byte - 0x80] : String.fromCharCode(byte);
  }
  return text;
}
