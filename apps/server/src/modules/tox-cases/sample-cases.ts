import { and, eq } from 'drizzle-orm';
import { TOX_RACE_OPTIONS, type ParsedToxCaseBody, type ToxEntry, type ToxSex } from '@hde/contracts/api';
import type { Database } from '../../platform/db/client.js';
import { toxCases } from '../../platform/db/schema.js';
import { iterateCases } from '../sandbox/generator/index.js';
import { createToxCase } from './service.js';

/** A few dozen cases, so a newcomer sees the module working. */
export const SAMPLE_CASE_COUNT = 36;
const SAMPLE_SEED = 'hde-tox-sample-cases';
/** A fixed "now", so every installation gets the same sample cases. */
const SAMPLE_NOW = '2026-01-01';
/** An upper bound on the generated cases drawn from: about half of them have toxicology results. */
const DRAWN_CASES = 1000;

const SEXES: Record<string, ToxSex> = { Male: 'M', Female: 'F' };
/** The generator's exam types and races as the toxicology form's options (spec part 2 §3). */
const AUTOPSIES: Record<string, string> = {
  Autopsy: 'Yes - Full Autopsy',
  External: 'External Examination Only',
  'Records review': 'No Autopsy Performed',
};
const RACES: Record<string, string> = { 'Hispanic or Latino': 'Hispanic', '': 'Unknown' };

/** What a sample case takes of a generated case. */
interface GeneratedCase {
  caseRow: Record<'age' | 'sex' | 'race' | 'death_city' | 'county' | 'incident' | 'type_of_exam', string>;
  toxicology: readonly ToxEntry[];
}

/** A generated case as the toxicology form would hold it; names, dates and addresses are left out. */
function sampleBody({ caseRow, toxicology }: GeneratedCase): ParsedToxCaseBody {
  const race = RACES[caseRow.race] ?? caseRow.race;
  return {
    age: caseRow.age,
    sex: SEXES[caseRow.sex] ?? 'U',
    race: (TOX_RACE_OPTIONS as readonly string[]).includes(race) ? race : 'Other',
    location: [caseRow.death_city, caseRow.county && `${caseRow.county} County`].filter(Boolean).join(', '),
    scene: caseRow.incident,
    autopsy: AUTOPSIES[caseRow.type_of_exam] ?? 'Unknown',
    notes: '',
    toxicology: toxicology.map(({ analysis, method, specimen, results }) => ({
      analysis,
      method,
      specimen,
      results,
    })),
  };
}

/** The sample cases' bodies: the first generated cases with toxicology results, the same on every run. */
export function sampleCaseBodies(): ParsedToxCaseBody[] {
  const bodies: ParsedToxCaseBody[] = [];
  for (const generated of iterateCases({ count: DRAWN_CASES, seed: SAMPLE_SEED, now: SAMPLE_NOW })) {
    if (generated.toxicology.length > 0) bodies.push(sampleBody(generated));
    if (bodies.length === SAMPLE_CASE_COUNT) break;
  }
  return bodies;
}

/** The sample cases are dated over this many years before the day they are given, so trends have a shape. */
const SAMPLE_YEARS = 6;
const DAY_MS = 86_400_000;

/** The day the `index`-th of `count` sample cases is dated: evenly over SAMPLE_YEARS, the last one today. */
export function sampleCaseDate(index: number, count: number, now: Date): Date {
  const span = Math.round(SAMPLE_YEARS * 365.25);
  const daysBefore = Math.round(((count - 1 - index) * span) / Math.max(1, count - 1));
  return new Date(now.getTime() - daysBefore * DAY_MS);
}

/**
 * Gives an account the synthetic sample cases (marked `sample`), each with its insights job queued, once: an
 * account that already has sample cases is left alone, so a restart adds none.
 */
export async function seedSampleCases(db: Database, ownerId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [seeded] = await tx
      .select({ id: toxCases.id })
      .from(toxCases)
      .where(and(eq(toxCases.ownerId, ownerId), eq(toxCases.sample, true)))
      .limit(1);
    if (seeded) return;
    const bodies = sampleCaseBodies();
    const now = new Date();
    for (const [index, body] of bodies.entries()) {
      const createdAt = sampleCaseDate(index, bodies.length, now);
      await createToxCase(tx, ownerId, body, { sample: true, createdAt });
    }
  });
}
