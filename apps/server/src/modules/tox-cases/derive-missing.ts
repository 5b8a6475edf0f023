import { and, asc, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { toxCaseVersions, toxCases } from '../../platform/db/schema.js';
import { ageGroupOf, raceGroupOf, substancesOf } from './derived.js';
import { replaceEntries } from './repo.js';

/** Cases derived per transaction. */
const BATCH = 1_000;

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
          caseId: toxCases.caseId,
          createdAt: toxCases.createdAt,
          sex: toxCases.sex,
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
      if (rows.length > 0) {
        const cases = rows.map((row) => ({
          ...row,
          ageGroup: ageGroupOf(row.age),
          raceGroup: raceGroupOf(row.race),
          substances: substancesOf(row.toxicology),
        }));
        const values = cases.map(
          (row) =>
            sql`(${row.id}::uuid, ${row.ageGroup}::text, ${row.raceGroup}::text, array(select jsonb_array_elements_text(${JSON.stringify(row.substances)}::jsonb)), ${row.version}::int)`,
        );
        await tx.execute(sql`update tox_cases set age_group = v.age_group, race_group = v.race_group,
          substances = v.substances, entries_version = v.version
          from (values ${sql.join(values, sql.raw(', '))}) as v(id, age_group, race_group, substances, version)
          where tox_cases.id = v.id`);
        await replaceEntries(tx, cases);
      }
      return rows;
    });
    derived += rows.length;
    after = rows.at(-1)?.id;
    if (rows.length < batch) return derived;
  }
}
