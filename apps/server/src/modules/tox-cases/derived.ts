import { AGE_CHART_EXCLUDES, SUBSTANCE_PIE_EXCLUDES, TOX_RACES, type TOX_AGE_GROUPS } from '@hde/contracts';
import type { ToxEntry } from '@hde/contracts/api';
import { normaliseAnalyte, normaliseEntry, type Analyte } from '../tox-insights/index.js';

/**
 * What the overview and trends aggregate of a case version (migration 0022), derived in TypeScript because the
 * analyte normaliser lives here: the age group, the race group and one row per entry.
 */

export type ToxAgeGroup = (typeof TOX_AGE_GROUPS)[number];
export type ToxRaceGroup = (typeof TOX_RACES)[number];

const AGE_BANDS: readonly [number, ToxAgeGroup][] = [
  [10, '0-9'],
  [15, '10-14'],
  [25, '15-24'],
  [45, '25-44'],
  [65, '45-64'],
  [75, '65-74'],
  [85, '75-84'],
];
/** Older than this reads as a typing error, not an age. */
const OLDEST = 150;
const AGE_TEXT =
  /^(\d+(?:\.\d+)?)\s*(years?|yrs?|y|months?|mos?|weeks?|wks?|days?|d|hours?|hrs?|h)?(?:\s*old)?$/;
const UNIT_YEARS: Record<string, number> = { m: 1 / 12, w: 7 / 365.25, d: 1 / 365.25, h: 1 / 8766 };

/** TOX_AGE_GROUPS of an age as typed: "41" or "41 years", "17 months", "3 weeks", "2 days"; else Unknown. */
export function ageGroupOf(age: string | number | null | undefined): ToxAgeGroup {
  const match = AGE_TEXT.exec(
    String(age ?? '')
      .trim()
      .toLowerCase(),
  );
  if (!match) return 'Unknown';
  const unit = match[2] ?? 'y';
  const years = Math.floor(Number(match[1]) * (unit.startsWith('y') ? 1 : (UNIT_YEARS[unit[0] ?? ''] ?? 1)));
  if (!Number.isFinite(years) || years > OLDEST) return 'Unknown';
  return AGE_BANDS.find(([under]) => years < under)?.[1] ?? '85+';
}

/** The form's options that are a TOX_RACES group under another name. */
const RACE_ALIASES: Record<string, ToxRaceGroup> = {
  'american indian or alaska native': 'Indian',
  hispanic: 'Hispanic or Latino',
};
const RACE_GROUPS = new Map<string, ToxRaceGroup>(TOX_RACES.map((race) => [race.toLowerCase(), race]));

/** TOX_RACES of a race as typed, in any letter case; Other takes Other, Unknown, blanks and anything unlisted. */
export function raceGroupOf(race: string | null | undefined): ToxRaceGroup {
  const key = (race ?? '').trim().toLowerCase();
  return RACE_ALIASES[key] ?? RACE_GROUPS.get(key) ?? 'Other';
}

/** The normaliser's canonical name of an analyte or panel; null when it does not know the name. */
function canonicalOf(analyte: Analyte): string | null {
  if (analyte.kind === 'substance') return analyte.entry.analyte;
  if (analyte.kind === 'panel') return analyte.entry.panel;
  return null;
}

/** Lower case, letters and digits only: "Alkaline Drug Screen" and "alkaline drug-screen" meet. */
const nameKey = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * What a chart leaves out (spec §5 lists names): a listed substance in any of its names (metabolites and aliases
 * the normaliser knows: "EME", "COHb"), and a listed panel by its own name only, since the normaliser folds many
 * panels into one ("DA" and "Alkaline Drug Screen" out of the pie must not take "Comprehensive Drug Panel" along).
 */
function exclusionOf(names: readonly string[]) {
  const substances = new Set<string>();
  const panels = new Set<string>();
  for (const name of names) {
    const analyte = normaliseAnalyte(name);
    if (analyte.kind === 'substance') substances.add(analyte.entry.analyte);
    else panels.add(nameKey(name));
  }
  return (analysis: string, analyte: Analyte) =>
    analyte.kind === 'substance' ? substances.has(analyte.entry.analyte) : panels.has(nameKey(analysis));
}

const leftOutOfSubstanceChart = exclusionOf(SUBSTANCE_PIE_EXCLUDES);
const leftOutOfAgeChart = exclusionOf(AGE_CHART_EXCLUDES);

export interface DerivedEntry {
  ordinal: number;
  analysis: string;
  analyte: string | null;
  substance: string;
  method: string;
  specimen: string;
  specimenClass: string;
  value: number | null;
  unit: string | null;
  inSubstanceChart: boolean;
  inAgeChart: boolean;
}

/**
 * The substance an analysis names, as entry rows keep it and trends match it: the parent drug of a substance or
 * metabolite, a panel's name, or the analysis trimmed in lower case when the normaliser does not know it.
 */
export function substanceOf(analysis: string, analyte: Analyte = normaliseAnalyte(analysis)): string {
  if (analyte.kind === 'substance') return analyte.entry.substance;
  if (analyte.kind === 'panel') return analyte.entry.panel;
  return analysis.trim().toLowerCase();
}

/** One entry's row: its substance (substanceOf), specimen class, measured value and chart flags. */
export function deriveEntry(raw: ToxEntry, ordinal: number): DerivedEntry {
  const { analyte, specimen, result } = normaliseEntry(raw, ordinal);
  const canonical = canonicalOf(analyte);
  // Kept in the measure's one unit (ng/mL, g/100 mL, % saturation), so results typed in other units compare.
  const measured = result.qualifier === 'quantified' && result.canonical !== null;
  return {
    ordinal,
    analysis: raw.analysis,
    analyte: canonical,
    substance: substanceOf(raw.analysis, analyte),
    method: raw.method.trim(),
    specimen: raw.specimen,
    specimenClass: specimen.specimenClass,
    value: measured ? result.canonical : null,
    unit: measured ? result.canonicalUnit : null,
    inSubstanceChart: !leftOutOfSubstanceChart(raw.analysis, analyte),
    inAgeChart: !leftOutOfAgeChart(raw.analysis, analyte),
  };
}

/** The distinct normalised substances of a version's entries, sorted: `tox_cases.substances`. */
export function substancesOf(toxicology: readonly ToxEntry[]): string[] {
  return [...new Set(toxicology.map((entry, index) => deriveEntry(entry, index).substance))].sort();
}

export interface DerivedCase {
  ageGroup: ToxAgeGroup;
  raceGroup: ToxRaceGroup;
  entries: DerivedEntry[];
}

/** The derived columns and rows of a version: its age, race and (blank-free) entries as saved. */
export function deriveCase(version: {
  age: string | null;
  race: string | null;
  toxicology: readonly ToxEntry[];
}): DerivedCase {
  return {
    ageGroup: ageGroupOf(version.age),
    raceGroup: raceGroupOf(version.race),
    entries: version.toxicology.map(deriveEntry),
  };
}
