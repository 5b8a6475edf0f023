import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { CaseSearchResult } from '@hde/contracts';
import type { Database } from '../../platform/db/client.js';
import { caseColumn } from '../../platform/db/case-columns.js';
import { cases } from '../../platform/db/schema.js';
import { likeLiteral } from '../analytics/compile.js';

/**
 * GET case/{workspaceId}/search (spec §7.5): cases whose id starts with the text, or whose first or last name
 * starts with every word of it; exact id first, then by id.
 */
export async function searchCases(
  db: Database,
  workspaceId: string,
  q: string,
  limit: number,
): Promise<CaseSearchResult[]> {
  const words = q.split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const firstName = caseColumn('firstName');
  const lastName = caseColumn('lastName');
  const nameMatches = words.map((word) => {
    const prefix = `${likeLiteral(word)}%`;
    return or(ilike(firstName, prefix), ilike(lastName, prefix));
  });
  const rows = await db
    .select({
      caseId: cases.caseId,
      firstName: sql<string | null>`${firstName}`,
      lastName: sql<string | null>`${lastName}`,
      deathDate: sql<string | null>`${caseColumn('dateOfDeath')}::text`,
    })
    .from(cases)
    .where(
      and(
        eq(cases.workspaceId, workspaceId),
        or(ilike(cases.caseId, `${likeLiteral(q)}%`), and(...nameMatches)),
      ),
    )
    .orderBy(sql`${cases.caseId} <> ${q}`, asc(cases.caseId))
    .limit(limit);
  return rows;
}
