import { addYears, civilFromDay, dayFromCivil, dayFromDate, type DayNumber } from './calendar.js';
import { draftCase, type CaseDraft, type CompanionTemplate, type DraftContext } from './case-draft.js';
import { toCaseRow } from './case-row.js';
import type { CauseOfDeath } from './causes-of-death.js';
import type { CaseRow, DiagnosisRow, ToxicologyRow } from './field-ids.js';
import { BIRMINGHAM_METRO, metroPlaces, type MetroArea } from './metro-area.js';
import { SeededRandom, type Seed } from './seeded-random.js';
import { staffPathologists } from './staff.js';

export interface GenerateCasesOptions {
  count: number;
  seed: Seed;
  /**
   * The day the data set is "as of": deaths fall in the six years before it and nothing is dated after it.
   * Defaults to today (UTC), so demo data stays recent; pass it to get identical output on any day.
   */
  now?: Date | string;
  /** First year of deaths (1 January); defaults to six years before `now`. */
  startYear?: number;
  /** Service area whose real ZIPs the cases use; defaults to Birmingham, Alabama. */
  metro?: MetroArea;
}

/** One generated case: the case row and its child rows, all keyed by the import template field ids. */
export interface GeneratedCase {
  caseRow: CaseRow;
  diagnoses: DiagnosisRow[];
  toxicology: ToxicologyRow[];
}

const WINDOW_YEARS = 6;

// A homicide-suicide: the perpetrator shoots themself at the scene.
const PERPETRATOR_SUICIDE: CauseOfDeath = {
  text: 'Gunshot wound of head',
  icd10: 'X72',
  category: 'firearm',
  age: 'adult',
  maleShare: 0.92,
};
const HOMICIDE_SUICIDE_SHARE = 0.06;
const SHARED_CRASH_SHARE = 0.12;

function todayFrom(now: Date | string | undefined): DayNumber {
  if (now === undefined) return dayFromDate(new Date());
  const date = typeof now === 'string' ? new Date(now) : now;
  if (Number.isNaN(date.getTime())) throw new Error(`Invalid "now": ${String(now)}`);
  return dayFromDate(date);
}

function validate(options: GenerateCasesOptions, today: DayNumber) {
  if (!Number.isInteger(options.count) || options.count < 0) {
    throw new Error(`count must be a non-negative integer, got ${options.count}`);
  }
  if (options.startYear !== undefined && dayFromCivil(options.startYear, 1, 1) > today) {
    throw new Error(`startYear ${options.startYear} is after now`);
  }
}

function companionFor(rng: SeededRandom, draft: CaseDraft): CompanionTemplate | undefined {
  const { manner, cause, deathDay, setting } = draft;
  if (manner === 'Homicide' && cause.category === 'firearm' && rng.chance(HOMICIDE_SUICIDE_SHARE)) {
    return { manner: 'Suicide', cause: PERPETRATOR_SUICIDE, deathDay, setting };
  }
  if (cause.category === 'vehicle' && rng.chance(SHARED_CRASH_SHARE)) {
    return { manner, cause, deathDay, setting };
  }
  return undefined;
}

function withCaseId(
  draft: CaseDraft,
  caseId: string,
  childRows: { toxicology: ToxicologyRow[]; diagnoses: DiagnosisRow[] },
) {
  for (const entry of draft.toxicology) childRows.toxicology.push({ case_id: caseId, ...entry });
  for (const entry of draft.diagnoses) childRows.diagnoses.push({ case_id: caseId, ...entry });
  return childRows;
}

function createContext(options: GenerateCasesOptions): DraftContext {
  const today = todayFrom(options.now);
  validate(options, today);
  const rng = new SeededRandom(options.seed);
  const first =
    options.startYear !== undefined
      ? dayFromCivil(options.startYear, 1, 1)
      : addYears(today, -WINDOW_YEARS) + 1;
  return {
    rng,
    window: { first, last: today },
    today,
    places: metroPlaces(options.metro ?? BIRMINGHAM_METRO),
    pathologists: staffPathologists(rng),
  };
}

function* casesFrom(ctx: DraftContext, count: number): Generator<GeneratedCase, void, undefined> {
  const { rng } = ctx;
  const lastNumberByYear = new Map<number, number>();
  const nextCaseId = (deathDay: DayNumber) => {
    const { year } = civilFromDay(deathDay);
    const number = (lastNumberByYear.get(year) ?? 0) + 1;
    lastNumberByYear.set(year, number);
    return `ME-${year}-${String(number).padStart(6, '0')}`;
  };
  const emit = (draft: CaseDraft, caseId: string, companions: string[]): GeneratedCase => ({
    caseRow: toCaseRow(rng, caseId, companions, draft),
    ...withCaseId(draft, caseId, { toxicology: [], diagnoses: [] }),
  });

  for (let produced = 0; produced < count;) {
    const draft = draftCase(ctx);
    const caseId = nextCaseId(draft.deathDay);
    // Drawn even when no room is left for a companion, so every run is a prefix of a longer one.
    const template = companionFor(rng, draft);
    if (!template || count - produced < 2) {
      yield emit(draft, caseId, []);
      produced += 1;
      continue;
    }
    const companionId = nextCaseId(template.deathDay);
    yield emit(draft, caseId, [companionId]);
    yield emit(draftCase(ctx, template), companionId, [caseId]);
    produced += 2;
  }
}

/**
 * Lazily generates `count` cases; memory stays flat whatever the count. Options are checked at once (not on
 * the first step). The same options give the same cases, and a run of N cases is the prefix of a longer run
 * with the same seed and `now` (except that the last case of the shorter run never lists a companion case).
 */
export function iterateCases(options: GenerateCasesOptions): Generator<GeneratedCase, void, undefined> {
  return casesFrom(createContext(options), options.count);
}

/** All `count` cases in memory; use iterateCases for large counts. */
export function generateCases(options: GenerateCasesOptions): GeneratedCase[] {
  return Array.from(iterateCases(options));
}
