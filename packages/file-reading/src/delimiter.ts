export const CSV_DELIMITERS = [',', ';', '\t', '|'] as const;
export type CsvDelimiter = (typeof CSV_DELIMITERS)[number];

const LINES_TO_EXAMINE = 50;

/**
 * The delimiter the first lines agree on: it must appear in the header line, and the one that appears the same
 * number of times on most lines wins (ties: more columns, then the order of CSV_DELIMITERS). Quoted text is skipped.
 * `complete` says whether `text` is the whole file; if not, its last line may be cut and is not examined.
 */
export function detectDelimiter(text: string, complete: boolean): CsvDelimiter {
  const lines = delimiterCounts(text, complete);
  const header = lines[0];
  let best: { delimiter: CsvDelimiter; agreeing: number; columns: number } | null = null;
  for (const delimiter of CSV_DELIMITERS) {
    const columns = header?.get(delimiter) ?? 0;
    if (columns === 0) continue;
    const agreeing = lines.filter((line) => line.get(delimiter) === columns).length;
    if (!best || agreeing > best.agreeing || (agreeing === best.agreeing && columns > best.columns)) {
      best = { delimiter, agreeing, columns };
    }
  }
  return best?.delimiter ?? ',';
}

/** For each non-blank line (a quoted line break does not end a line), how often each delimiter occurs. */
function delimiterCounts(text: string, complete: boolean): Map<string, number>[] {
  const lines: Map<string, number>[] = [];
  let counts = new Map<string, number>();
  let blank = true;
  let quoted = false;
  for (let index = 0; index < text.length && lines.length < LINES_TO_EXAMINE; index += 1) {
    const char = text.charAt(index);
    if (char === '"') quoted = !quoted;
    if (!quoted && (char === '\n' || char === '\r')) {
      if (!blank) lines.push(counts);
      counts = new Map();
      blank = true;
      continue;
    }
    if (char.trim() !== '') blank = false;
    if (!quoted && (CSV_DELIMITERS as readonly string[]).includes(char)) {
      counts.set(char, (counts.get(char) ?? 0) + 1);
      blank = false;
    }
  }
  if (complete && !blank && lines.length < LINES_TO_EXAMINE) lines.push(counts);
  return lines;
}
