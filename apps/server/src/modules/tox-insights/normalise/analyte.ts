import {
  PANEL_DICTIONARY,
  SUBSTANCE_DICTIONARY,
  type PanelEntry,
  type SubstanceEntry,
} from './substances.js';

export type Analyte =
  | { kind: 'substance'; entry: SubstanceEntry; /** Matched only as a likely misspelling. */ fuzzy: boolean }
  | { kind: 'panel'; entry: PanelEntry }
  | { kind: 'unknown' };

/** Lower case, letters and digits only: "6-MAM", "6 mam" and "6MAM" meet. */
const keyOf = (text: string) =>
  text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[δΔ]/g, 'delta')
    .replace(/[^a-z0-9]/g, '');

type Known = { kind: 'substance'; entry: SubstanceEntry } | { kind: 'panel'; entry: PanelEntry };

const EXACT = new Map<string, Known>();
for (const entry of SUBSTANCE_DICTIONARY) {
  for (const name of [entry.analyte, ...entry.aliases]) EXACT.set(keyOf(name), { kind: 'substance', entry });
}
for (const entry of PANEL_DICTIONARY) {
  for (const name of [entry.panel, ...entry.aliases]) EXACT.set(keyOf(name), { kind: 'panel', entry });
}
const SUBSTANCE_KEYS = [...EXACT.entries()].filter(
  (pair): pair is [string, { kind: 'substance'; entry: SubstanceEntry }] => pair[1].kind === 'substance',
);

/** Optimal string alignment distance (a transposition counts as one edit), or `limit + 1` once past it. */
function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (beforePrevious[j - 2] ?? 0) + 1);
      }
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    beforePrevious = previous;
    previous = current;
  }
  return previous[b.length] ?? limit + 1;
}

/** Edits a misspelling may have: none under 6 letters, one up to 9, two beyond. */
const allowedEdits = (key: string) => (key.length < 6 ? 0 : key.length < 10 ? 1 : 2);

/** The one dictionary name within the allowed edits of `key`; none when two different analytes tie. */
function closest(key: string): SubstanceEntry | undefined {
  const limit = allowedEdits(key);
  if (limit === 0) return undefined;
  let best: { distance: number; entries: Set<SubstanceEntry> } = { distance: limit + 1, entries: new Set() };
  for (const [name, known] of SUBSTANCE_KEYS) {
    if (allowedEdits(name) === 0) continue;
    const distance = editDistance(key, name, limit);
    if (distance < best.distance) best = { distance, entries: new Set([known.entry]) };
    else if (distance === best.distance && distance <= limit) best.entries.add(known.entry);
  }
  return best.entries.size === 1 ? [...best.entries][0] : undefined;
}

/** A result typed after the name ("EtOH 0.21 g/dL", "Oxycodone 150 ng/mL", "Fentanyl 12"): a number and a unit. */
const TRAILING_RESULT =
  /\s+[<>≤≥~]?\s*\d+(?:[.,]\d+)?\s*(?:(?:ng|mg|µg|μg|ug|mcg|pg|g)\s*\/\s*(?:100\s*ml|ml|dl|l|g|kg)|mg\s*%|%)?\s*$/i;

/**
 * Parts worth trying on their own: the name without its parentheses, then what they hold, then the name without a
 * result typed after it.
 */
function partsOf(name: string): string[] {
  const outside = name.replace(/\([^)]*\)|\[[^\]]*\]/g, ' ');
  const inside = [...name.matchAll(/\(([^)]*)\)|\[([^\]]*)\]/g)].map((match) => match[1] ?? match[2] ?? '');
  const withoutResult = name.replace(TRAILING_RESULT, '');
  return [outside, ...inside, withoutResult].filter((part) => keyOf(part) !== '');
}

/** Words that describe the measurement rather than the analyte ("Fentanyl, free", "Blood ethanol"). */
const NOISE_WORDS = new Set(
  'blood urine serum plasma vitreous free total quant quantitative qualitative screen confirmation level conc concentration confirmed'.split(
    ' ',
  ),
);

/** Names already read: reports repeat a few hundred names, and a misspelling costs a pass over the dictionary. */
const READ = new Map<string, Analyte>();
const READ_MAX = 5000;

/** The analyte a report's name stands for: exact name or alias, a part of it, a word of it, then a misspelling. */
export function normaliseAnalyte(name: string): Analyte {
  const known = READ.get(name);
  if (known) return known;
  if (READ.size >= READ_MAX) READ.clear();
  const analyte = readAnalyte(name);
  READ.set(name, analyte);
  return analyte;
}

function readAnalyte(name: string): Analyte {
  const candidates = [name, ...partsOf(name)];
  for (const candidate of candidates) {
    const known = EXACT.get(keyOf(candidate));
    if (known) return known.kind === 'substance' ? { ...known, fuzzy: false } : known;
  }
  for (const candidate of candidates) {
    const words = candidate.split(/[\s,;/]+/).filter((word) => !NOISE_WORDS.has(keyOf(word)));
    const known = EXACT.get(keyOf(words.join(' ')));
    if (known && words.length > 0) return known.kind === 'substance' ? { ...known, fuzzy: false } : known;
  }
  for (const candidate of candidates) {
    const key = keyOf(candidate);
    if (key.length > 40) continue;
    const entry = closest(key);
    if (entry) return { kind: 'substance', entry, fuzzy: true };
  }
  return { kind: 'unknown' };
}
