import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import {
  caseDiagnoses,
  cases,
  caseSearchVector,
  caseToxResults,
  customFields,
  workspaces,
} from '../../platform/db/schema.js';

/**
 * A small fixed set of cases in two workspaces, written straight into the tables, for the compiler's tests:
 * values chosen to sit on the edges of the filter semantics (day and [v, v+1) bounds, nulls, LIKE wildcards).
 */

export const CUSTOM_KEY = 'Case Status';
export const CUSTOM_FIELD = `extra.${CUSTOM_KEY}`;

export interface TestCase {
  caseId: string;
  dateOfDeath: string | null;
  age: number | null;
  roundedAge: number | null;
  sexFormatted: string | null;
  mannerOfDeath: string | null;
  causeOfDeath: string | null;
  pathologist: string | null;
  childDeath: boolean | null;
  deathLatitude: number | null;
  deathLongitude: number | null;
  caseStatus: string | null;
  updatedAt: string;
  firstName: string | null;
}

const DATES = ['2020-01-01', '2021-06-15', '2021-06-16', null, '2022-12-31', '2023-01-01', '2021-06-14'];
const AGES = [0.5, 1, 1.5, 17, 17.9, 18, 45, null, 64.99];
const SEXES = ['Male', 'Female', 'Unknown', null];
const MANNERS = ['NATURAL', 'ACCIDENT', 'SUICIDE', null, 'HOMICIDE'];
const CAUSES = [
  'Blunt force injuries',
  'Gunshot wound',
  '100% burns',
  'a_b c',
  'back\\slash',
  'Fentanyl toxicity',
  null,
  'Hanging',
];
const PATHOLOGISTS = ['Dr. Smith', 'Dr. Smithers', 'Dr. Jones', null];
const CHILD = [true, false, null];
const LATITUDES = [33.521, 33.524, 33.5186, null, 39.83];
const LONGITUDES = [-86.8104, -86.811, -86.8, null, -98.58];
const STATUSES = ['Accepted', 'Declined', null];
const UPDATED = [
  '2024-01-01T00:00:00.000Z',
  '2024-01-01T23:59:59.999Z',
  '2024-01-02T00:00:00.000Z',
  '2024-01-02T12:00:00.000Z',
  '2023-12-31T23:59:59.999Z',
];
const FIRST_NAMES = ['Ann', 'Bob', 'Carla', null, 'Dmitri'];

const pick = <T>(list: readonly T[], index: number): T => list[index % list.length] as T;

export function testCases(prefix: string, count: number): TestCase[] {
  return Array.from({ length: count }, (_, i) => ({
    caseId: `${prefix}-${String(i + 1).padStart(3, '0')}`,
    dateOfDeath: pick(DATES, i),
    age: pick(AGES, i * 7 + 1),
    roundedAge: ((age) => (age === null ? null : Math.floor(age)))(pick(AGES, i * 7 + 1)),
    sexFormatted: pick(SEXES, i),
    mannerOfDeath: pick(MANNERS, i * 3),
    causeOfDeath: pick(CAUSES, i),
    pathologist: pick(PATHOLOGISTS, i * 5),
    childDeath: pick(CHILD, i),
    deathLatitude: pick(LATITUDES, i),
    deathLongitude: pick(LONGITUDES, i),
    caseStatus: pick(STATUSES, i * 2),
    updatedAt: pick(UPDATED, i),
    firstName: pick(FIRST_NAMES, i),
  }));
}

export interface TestWorkspaces {
  a: string;
  b: string;
  casesA: TestCase[];
  casesB: TestCase[];
}

export async function insertWorkspace(db: Database, name: string): Promise<string> {
  const [row] = await db
    .insert(workspaces)
    .values({ moduleId: 'mdi', name })
    .returning({ id: workspaces.id });
  return (row as { id: string }).id;
}

export async function insertCases(db: Database, workspaceId: string, rows: TestCase[]): Promise<void> {
  await db.insert(cases).values(
    rows.map((row) => ({
      workspaceId,
      caseId: row.caseId,
      dateOfDeath: row.dateOfDeath,
      yearOfDeath: row.dateOfDeath ? Number(row.dateOfDeath.slice(0, 4)) : null,
      age: row.age,
      roundedAge: row.roundedAge,
      sexFormatted: row.sexFormatted,
      mannerOfDeath: row.mannerOfDeath,
      causeOfDeath: row.causeOfDeath,
      pathologist: row.pathologist,
      childDeath: row.childDeath,
      deathLatitude: row.deathLatitude,
      deathLongitude: row.deathLongitude,
      firstName: row.firstName,
      extra: row.caseStatus === null ? {} : { [CUSTOM_KEY]: row.caseStatus },
      updatedAt: new Date(row.updatedAt),
    })),
  );
}

/** Toxicology results of every third case (the last one superseded), and a diagnosis of every fourth. */
async function insertChildren(db: Database, workspaceId: string, rows: TestCase[]): Promise<void> {
  const tox = rows.flatMap((row, index) =>
    index % 3 === 0
      ? [
          { analysis: 'Fentanyl', specimen: 'Blood', current: true },
          { analysis: index % 2 === 0 ? 'Ethanol' : 'Cocaine', specimen: 'Urine', current: true },
          { analysis: 'Morphine', specimen: 'Blood', current: false },
        ].map((result, ordinal) => ({
          workspaceId,
          caseId: row.caseId,
          rowNumber: index + 1,
          ordinal,
          contentHash: `h${index}-${ordinal}`,
          analysis: result.analysis,
          method: 'LC-MS/MS',
          results: 'positive',
          specimen: result.specimen,
          current: result.current,
        }))
      : [],
  );
  if (tox.length > 0) await db.insert(caseToxResults).values(tox);
  const diagnoses = rows.flatMap((row, index) =>
    index % 4 === 0
      ? [
          {
            workspaceId,
            caseId: row.caseId,
            rowNumber: index + 1,
            contentHash: `d${index}`,
            anatomicalSite: index % 8 === 0 ? 'Heart' : 'Lung',
            diagnosis: 'Edema',
            comment: 'noted',
          },
        ]
      : [],
  );
  if (diagnoses.length > 0) await db.insert(caseDiagnoses).values(diagnoses);
}

/** Workspace A with 40 cases and a custom field, workspace B with 12 cases of the same values. */
export async function insertTestWorkspaces(db: Database): Promise<TestWorkspaces> {
  const a = await insertWorkspace(db, 'Analytics A');
  const b = await insertWorkspace(db, 'Analytics B');
  const casesA = testCases('A', 40);
  const casesB = testCases('B', 12);
  await insertCases(db, a, casesA);
  await insertCases(db, b, casesB);
  await insertChildren(db, a, casesA);
  await insertChildren(db, b, casesB);
  await db.insert(customFields).values([
    { workspaceId: a, key: CUSTOM_KEY, label: CUSTOM_KEY },
    { workspaceId: b, key: CUSTOM_KEY, label: CUSTOM_KEY },
  ]);
  await db.execute(sql`
    insert into case_search (case_row_id, workspace_id, search)
    select cases.id, cases.workspace_id, ${caseSearchVector()} from cases
    on conflict (case_row_id) do update set search = excluded.search`);
  return { a, b, casesA, casesB };
}
