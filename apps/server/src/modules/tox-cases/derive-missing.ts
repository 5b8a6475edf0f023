import { and, asc, eq, gt, isNull, ne, or } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { toxCaseVersions, toxCases } from '../../platform/db/schema.js';
import { ageGroupOf, raceGroupOf } from './derived.js';
import { replaceEntries } from './repo.js';

/** Cases derived per transaction. */
const BATCH = 200;

const underived = or(isNull(toxCases.entriesVersion), ne(toxCases.entriesVersion, toxCases.currentVersion));

/**
 * Derives the overview's rows (age group, race group, entry rows) of every case whose rows are not of its current
 * version: cases saved before migration 0022. In batches by row id, each case locked and checked again, so a save
 * racing it wins and a second run finds nothing to do. Answers how many cases it derived.
 */
export async function deriveMissingEntries(db: Database, batch = BATCH): Promise<number> {
  let derived = 0;
  let after: string | undefined;
  for (;;) {
    const from = after;
    const rows = await db.transaction(async (tx) => {
      const rows = await tx
        .select({
          id: toxCases.id,
          ownerId: toxCases.ownerId,
          version: toxCases.currentVersion,
          age: toxCaseVersions.age,
          race: toxCaseVersions.race,
          toxicology: toxCaseVersions.toxicology,
        })
        .from(toxCases)
        .innerJoin(
          toxCaseVersions,
          and(
            eq(toxCaseVersions.caseRowId, toxCases.id),
            eq(toxCaseVersions.version, toxCases.currentVersion),
          ),
        )
        .where(and(underived, from === undefined ? undefined : gt(toxCases.id, from)))
        .orderBy(asc(toxCases.id))
        .limit(batch)
        .for('update', { of: toxCases, skipLocked: true });
      for (const row of rows) {
        await tx
          .update(toxCases)
          .set({
            ageGroup: ageGroupOf(row.age),
            raceGroup: raceGroupOf(row.race),
            entriesVersion: row.version,
          })
          .where(eq(toxCases.id, row.id));
        await replaceEntries(tx, row, row.toxicology);
      }
      return rows;
    });
    derived += rows.length;
    after = rows.at(-1)?.id;
    if (rows.length < batch) return derived;
  }
}
