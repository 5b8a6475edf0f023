import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { CaseSearchResult } from '@hde/contracts/api';
import type { Database } from '../../platform/db/client.js';
import { caseColumn } from '../../platform/db/case-columns.js';
import { CASE_SEARCH_CONFIG, caseSearch, cases } from '../../platform/db/schema.js';
import { likeLiteral } from '../analytics/index.js';

const MAX_NAME_WORDS = 8;

function selection() {
  return {
    caseId: cases.caseId,
    firstName: sql<string | null>`${caseColumn('firstName')}`,
    lastName: sql<string | null>`${caseColumn('lastName')}`,
    deathDate: sql<string | null>`${caseColumn('dateOfDeath')}::text`,
  };
}

/** Case ids starting with the text in any letter case: a range of the (workspace, lower(case_id)) index. */
function byIdPrefix(db: Database, workspaceId: string, q: string, limit: number) {
  return db
    .select(selection())
    .from(cases)
    .where(
      and(
        eq(cases.workspaceId, workspaceId),
        sql`lower(${cases.caseId}) like ${`${likeLiteral(q.toLowerCase())}%`}`,
      ),
    )
    .orderBy(asc(cases.caseId))
    .limit(limit);
}

/**
 * A word as a prefix query on the case's search vector, raw and stemmed (the vector holds stemmed words, so
 * "happy" must also look for "happi"): the inverted index narrows the cases before the names are compared.
 */
function vectorHasPrefix(word: string): SQL {
  const prefix = `${word}:*`;
  return sql`${caseSearch.search} @@ (to_tsquery('simple', ${prefix}) || to_tsquery(${CASE_SEARCH_CONFIG}::regconfig, ${prefix}))`;
}

/**
 * Cases whose first or last name starts with every word of the text. A common prefix matches thousands of cases:
 * unsorted, the database stops at the limit instead of ordering them all, and the caller sorts what it gets.
 */
function byName(db: Database, workspaceId: string, words: string[], limit: number) {
  const firstName = caseColumn('firstName');
  const lastName = caseColumn('lastName');
  return db
    .select(selection())
    .from(caseSearch)
    .innerJoin(cases, eq(cases.id, caseSearch.caseRowId))
    .where(
      and(
        eq(caseSearch.workspaceId, workspaceId),
        ...words.map(vectorHasPrefix),
        ...words.map((word) => or(ilike(firstName, `${word}%`), ilike(lastName, `${word}%`))),
      ),
    )
    .limit(limit);
}

const byCaseId = (a: CaseSearchResult, b: CaseSearchResult) =>
  a.caseId < b.caseId ? -1 : a.caseId > b.caseId ? 1 : 0;

/**
 * GET case/{workspaceId}/search (spec §7.5): the exact case id first, then ids that start with the text, then
 * cases whose names start with its words. Names are found once the search index has the case (seconds after its
 * import); ids at once.
 */
export async function searchCases(
  db: Database,
  workspaceId: string,
  q: string,
  limit: number,
): Promise<CaseSearchResult[]> {
  const text = q.trim();
  if (!text) return [];
  const words = text
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean)
    .slice(0, MAX_NAME_WORDS);
  const [ids, names] = await Promise.all([
    byIdPrefix(db, workspaceId, text, limit),
    words.length > 0 ? byName(db, workspaceId, words, limit) : Promise.resolve([]),
  ]);
  const exact = ids.filter((row) => row.caseId.toLowerCase() === text.toLowerCase());
  const found = new Map<string, CaseSearchResult>();
  for (const row of [...exact, ...ids, ...names.sort(byCaseId)])
    if (!found.has(row.caseId)) found.set(row.caseId, row);
  return [...found.values()].slice(0, limit);
}
