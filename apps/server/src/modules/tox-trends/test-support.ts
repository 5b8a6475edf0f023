import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';

export { toxUser, type ToxCaller } from '../../test/tox-user.js';

interface TestEntry {
  substance: string;
  /** The normaliser's analyte; null (unknown) when absent. */
  analyte?: string;
  specimenClass?: string;
  value?: number | null;
  unit?: string | null;
}

export interface TestCase {
  caseId: string;
  /** `YYYY-MM-DDTHH:mm:ssZ` */
  createdAt: string;
  sex: 'F' | 'M' | 'U' | null;
  raceGroup: string;
  ageGroup: string;
  entries: TestEntry[];
}

/** Writes cases, their version 0 and their entry rows straight into the tables, as a save would leave them. */
export async function insertCases(db: Database, owner: string, cases: readonly TestCase[]): Promise<void> {
  for (const one of cases) {
    const inserted = await db.execute(sql`
      insert into tox_cases (owner_id, case_id, sex, race_group, age_group, substances, entry_count, entries_version,
        created_at)
      values (${owner}::uuid, ${one.caseId}, ${one.sex}, ${one.raceGroup}, ${one.ageGroup},
        array(select distinct jsonb_array_elements_text(${JSON.stringify(one.entries.map((entry) => entry.substance))}::jsonb) order by 1),
        ${one.entries.length}, 0, ${one.createdAt}::timestamptz)
      returning id`);
    const row = String((inserted as unknown as { rows: { id: string }[] }).rows[0]?.id);
    await db.execute(sql`
      insert into tox_case_versions (case_row_id, version, sex, entry_count, content_hash, insight_status)
      values (${row}::uuid, 0, ${one.sex}, ${one.entries.length}, 'test', 'READY')`);
    for (const [ordinal, entry] of one.entries.entries()) {
      await db.execute(sql`
        insert into tox_case_entries (case_row_id, owner_id, ordinal, analysis, analyte, substance, method, specimen,
          specimen_class, value, unit, in_substance_chart, in_age_chart, case_id, sex, race_group, age_group,
          created_at)
        values (${row}::uuid, ${owner}::uuid, ${ordinal}, ${entry.analyte ?? entry.substance}, ${entry.analyte ?? null},
          ${entry.substance}, 'LC-MS/MS', 'Blood',
          ${entry.specimenClass ?? 'peripheral blood'}, ${entry.value ?? null}, ${entry.unit ?? null}, true, true,
          ${one.caseId}, ${one.sex}, ${one.raceGroup}, ${one.ageGroup}, ${one.createdAt}::timestamptz)`);
    }
  }
}

export const deleteCases = (db: Database, owners: readonly string[]) =>
  db.execute(
    sql`delete from tox_cases where owner_id in (${sql.join(
      owners.map((owner) => sql`${owner}::uuid`),
      sql`, `,
    )})`,
  );
