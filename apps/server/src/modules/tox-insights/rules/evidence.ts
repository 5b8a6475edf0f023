import type { NormalisedEntry } from '../normalise/entry.js';
import { isDetected } from '../normalise/result.js';
import type { SpecimenClass } from '../normalise/specimen.js';
import type { SubstanceEntry } from '../normalise/substances.js';

/** Screening methods whose positive alone is presumptive until a second technique confirms it. */
const IMMUNOASSAY = /\b(emit|elisa|cedia|immunoassay|test strip|screen)\b/i;

export type SubstanceEntryOf = NormalisedEntry & { analyte: { kind: 'substance'; entry: SubstanceEntry } };

export const isSubstance = (entry: NormalisedEntry): entry is SubstanceEntryOf =>
  entry.analyte.kind === 'substance';

/** A detection that only a screen supports: "Presumptive Positive", or a bare positive by immunoassay. */
export const isPresumptive = (entry: NormalisedEntry) =>
  entry.result.qualifier === 'presumptive' ||
  (entry.result.qualifier === 'positive' && IMMUNOASSAY.test(entry.raw.method));

export const BLOOD: readonly SpecimenClass[] = ['peripheral blood', 'central blood'];

/** Everything found of one substance (a parent drug with its metabolites). */
export interface Detection {
  substance: string;
  entries: SubstanceEntryOf[];
  specimens: SpecimenClass[];
  /** The specimens as texts name them ("peripheral blood", "serum/plasma"). */
  specimenNames: string[];
  /** The analytes found: the parent itself, its metabolites. */
  analytes: string[];
  /** Some detection is more than a screen. */
  confirmed: boolean;
}

/** Detected substances, in the order their first entry appears. */
export function detections(entries: readonly NormalisedEntry[]): Detection[] {
  const bySubstance = new Map<string, Detection>();
  for (const entry of entries) {
    if (!isSubstance(entry) || !isDetected(entry.result.qualifier)) continue;
    const substance = entry.analyte.entry.substance;
    const detection = bySubstance.get(substance) ?? {
      substance,
      entries: [],
      specimens: [],
      specimenNames: [],
      analytes: [],
      confirmed: false,
    };
    detection.entries.push(entry);
    if (!detection.specimens.includes(entry.specimen.specimenClass)) {
      detection.specimens.push(entry.specimen.specimenClass);
    }
    if (!detection.specimenNames.includes(entry.specimen.name))
      detection.specimenNames.push(entry.specimen.name);
    if (!detection.analytes.includes(entry.analyte.entry.analyte))
      detection.analytes.push(entry.analyte.entry.analyte);
    detection.confirmed ||= !isPresumptive(entry);
    bySubstance.set(substance, detection);
  }
  return [...bySubstance.values()];
}

/** How an entry reads in a finding's inputs: what was typed, and what the normaliser made of it. */
export function describeEntry(entry: NormalisedEntry): string {
  const { raw, analyte, specimen, result } = entry;
  const name =
    analyte.kind === 'substance'
      ? `${analyte.entry.analyte}${analyte.entry.metabolite ? ` (metabolite of ${analyte.entry.substance})` : ''}${
          analyte.fuzzy ? ' (read as a misspelling)' : ''
        }`
      : analyte.kind === 'panel'
        ? analyte.entry.panel
        : 'not in the dictionary';
  const site = `${specimen.name}${specimen.siteUnstated ? ', site not stated: read as central blood' : ''}`;
  const value =
    result.canonical !== null
      ? `${result.canonical} ${result.canonicalUnit}`
      : result.qualifier.replace('-', ' ');
  return `${entry.label}: "${raw.analysis}" → ${name}; "${raw.specimen}" → ${site}; "${raw.results}" → ${value}${
    raw.method ? `; method ${raw.method}` : ''
  }`;
}

export const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "a", "a and b", "a, b and c". */
export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
