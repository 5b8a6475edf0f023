import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  isBlankEntry,
  type ParsedToxCaseBody,
  type ToxEntry,
  type toxCaseListBodySchema,
} from '@hde/contracts/api';
import type { Database, Transaction } from '../../platform/db/client.js';
import { toxCaseEntries, toxCaseVersions, toxCases } from '../../platform/db/schema.js';
import { contentHash, toxVersionLeafContent } from '../ledger/index.js';
import { newToxCaseId } from './case-id.js';
import { ageGroupOf, deriveEntry, raceGroupOf, substancesOf } from './derived.js';

type Reader = Database | Transaction;
export type ToxCaseRow = typeof toxCases.$inferSelect;
export type ToxVersionRow = typeof toxCaseVersions.$inferSelect;
export type ListQuery = z.output<typeof toxCaseListBodySchema>;

/** Tries before giving up on a free case id: 40 random bits make a second try already rare. */
const CASE_ID_TRIES = 5;

const blankToNull = (value: string | undefined) => (value ? value : null);

/** A version's columns from a saved body: blank entries dropped, blank fields null, its content hashed. */
export function versionColumns(caseId: string, version: number, body: ParsedToxCaseBody) {
  const toxicology = body.toxicology.filter((entry) => !isBlankEntry(entry));
  const fields = {
    version,
    age: body.age === undefined ? null : blankToNull(String(body.age)),
    sex: body.sex ?? null,
    race: blankToNull(body.race),
    location: blankToNull(body.location),
    scene: blankToNull(body.scene),
    autopsy: blankToNull(body.autopsy),
    notes: blankToNull(body.notes),
    toxicology,
  };
  return {
    ...fields,
    entryCount: toxicology.length,
    analyses: toxicology.map((entry) => entry.analysis).filter((analysis) => analysis !== ''),
    contentHash: contentHash(toxVersionLeafContent({ caseId, ...fields })),
  };
}

type VersionColumns = ReturnType<typeof versionColumns>;

/**
 * What the case row repeats of its current version: for the list's filters and total and the stat cards, and the
 * overview's and trends' groups (`entriesVersion` says the entry rows written with them are this version's).
 */
export function currentVersionColumns(columns: VersionColumns) {
  const { version, age, sex, race, entryCount, analyses, toxicology } = columns;
  return {
    sex,
    race,
    entryCount,
    analysesSearch: analyses.map((analysis) => analysis.toLowerCase()).join('\n'),
    ageGroup: ageGroupOf(age),
    raceGroup: raceGroupOf(race),
    substances: substancesOf(toxicology),
    entriesVersion: version,
  };
}

/** A case as its entry rows repeat it, with the entries of its current version. */
export interface EntriesOfCase {
  id: string;
  ownerId: string;
  caseId: string;
  createdAt: Date;
  sex: 'M' | 'F' | 'U' | null;
  ageGroup: string;
  raceGroup: string;
  toxicology: readonly ToxEntry[];
}

/** Entry rows per insert: 18 values each stay far below PostgreSQL's 65,535 bound values a statement. */
const ENTRY_ROWS_PER_INSERT = 2_000;

/**
 * Replaces the cases' entry rows (`tox_case_entries`) with those of the given entries (each case's current
 * version's), in a few statements whatever the number of cases.
 */
export async function replaceEntries(tx: Transaction, cases: readonly EntriesOfCase[]): Promise<void> {
  if (cases.length === 0) return;
  await tx.delete(toxCaseEntries).where(
    inArray(
      toxCaseEntries.caseRowId,
      cases.map((one) => one.id),
    ),
  );
  const rows = cases.flatMap((one) =>
    one.toxicology.map((entry, index) => ({
      caseRowId: one.id,
      ownerId: one.ownerId,
      caseId: one.caseId,
      createdAt: one.createdAt,
      sex: one.sex,
      ageGroup: one.ageGroup,
      raceGroup: one.raceGroup,
      ...deriveEntry(entry, index),
    })),
  );
  for (let from = 0; from < rows.length; from += ENTRY_ROWS_PER_INSERT) {
    await tx.insert(toxCaseEntries).values(rows.slice(from, from + ENTRY_ROWS_PER_INSERT));
  }
}

/** Inserts a new case of the owner with its version 0; the case id is drawn again on the rare collision. */
export async function insertCase(
  tx: Transaction,
  ownerId: string,
  body: ParsedToxCaseBody,
  options: { sample: boolean; createdAt?: Date },
): Promise<{ caseRow: ToxCaseRow; version: ToxVersionRow }> {
  for (let attempt = 0; attempt < CASE_ID_TRIES; attempt += 1) {
    const caseId = newToxCaseId();
    const columns = versionColumns(caseId, 0, body);
    const [caseRow] = await tx
      .insert(toxCases)
      .values({
        ownerId,
        caseId,
        sample: options.sample,
        ...(options.createdAt ? { createdAt: options.createdAt } : {}),
        ...currentVersionColumns(columns),
      })
      .onConflictDoNothing()
      .returning();
    if (!caseRow) continue;
    const version = await insertVersion(tx, caseRow, columns);
    await replaceEntries(tx, [{ ...caseRow, toxicology: columns.toxicology }]);
    return { caseRow, version };
  }
  throw new Error('no free toxicology case id');
}

export async function insertVersion(
  tx: Transaction,
  caseRow: ToxCaseRow,
  columns: VersionColumns,
): Promise<ToxVersionRow> {
  const [row] = await tx
    .insert(toxCaseVersions)
    .values({ caseRowId: caseRow.id, ...columns })
    .returning();
  if (!row) throw new Error('version insert returned nothing');
  return row;
}

/** The owner's case by its id, locked for an update when `forUpdate`. */
export async function findCase(
  db: Reader,
  ownerId: string,
  caseId: string,
  forUpdate = false,
): Promise<ToxCaseRow | undefined> {
  const query = db
    .select()
    .from(toxCases)
    .where(and(eq(toxCases.ownerId, ownerId), eq(toxCases.caseId, caseId)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function findVersion(
  db: Reader,
  caseRowId: string,
  version: number,
): Promise<ToxVersionRow | undefined> {
  const [row] = await db
    .select()
    .from(toxCaseVersions)
    .where(and(eq(toxCaseVersions.caseRowId, caseRowId), eq(toxCaseVersions.version, version)));
  return row;
}

/** A version by its row id (the insights job's payload). */
export async function findVersionById(db: Reader, versionId: string): Promise<ToxVersionRow | undefined> {
  const [row] = await db.select().from(toxCaseVersions).where(eq(toxCaseVersions.id, versionId));
  return row;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The owner's cases at their current versions, newest first, with the list's filters. */
export async function listCases(db: Reader, ownerId: string, query: ListQuery) {
  const where = and(
    eq(toxCases.ownerId, ownerId),
    // Case ids are upper case (newToxCaseId): a plain LIKE finds them in any case of the lookup, faster than ILIKE.
    query.text ? sql`${toxCases.caseId} like ${`%${escapeLike(query.text.toUpperCase())}%`}` : undefined,
    query.sex?.length ? inArray(toxCases.sex, query.sex) : undefined,
    query.race?.length ? inArray(toxCases.race, query.race) : undefined,
    query.substance
      ? sql`${toxCases.analysesSearch} like ${`%${escapeLike(query.substance.toLowerCase())}%`}`
      : undefined,
  );
  const rows = await db
    .select({
      caseId: toxCases.caseId,
      sample: toxCases.sample,
      lastUpdated: toxCases.lastUpdated,
      version: toxCaseVersions.version,
      age: toxCaseVersions.age,
      sex: toxCaseVersions.sex,
      race: toxCaseVersions.race,
      location: toxCaseVersions.location,
      analyses: toxCaseVersions.analyses,
      status: toxCaseVersions.insightStatus,
    })
    .from(toxCases)
    .innerJoin(
      toxCaseVersions,
      and(eq(toxCaseVersions.caseRowId, toxCases.id), eq(toxCaseVersions.version, toxCases.currentVersion)),
    )
    .where(where)
    .orderBy(desc(toxCases.lastUpdated), toxCases.caseId)
    .limit(query.limit)
    .offset(query.skip);
  const [totals] = await db.select({ total: count() }).from(toxCases).where(where);
  return { rows, total: totals?.total ?? 0 };
}

/** The three stat cards over the owner's cases at their current versions. */
export async function caseStats(db: Reader, ownerId: string) {
  const [row] = await db
    .select({
      totalCases: count(),
      casesWithToxicology: sql<number>`count(*) filter (where ${toxCases.entryCount} > 0)::int`,
      entries: sql<number>`coalesce(sum(${toxCases.entryCount}), 0)::int`,
    })
    .from(toxCases)
    .where(eq(toxCases.ownerId, ownerId));
  const totalCases = row?.totalCases ?? 0;
  return {
    totalCases,
    casesWithToxicology: row?.casesWithToxicology ?? 0,
    averageAnalyses: totalCases === 0 ? 0 : (row?.entries ?? 0) / totalCases,
  };
}
