import { and, count, desc, asc, eq, gte, lte } from 'drizzle-orm';
import { RECENT_CASES_WINDOW_DAYS } from '@hde/contracts';
import type { RecentCase } from '@hde/contracts/api';
import type { Database } from '../../platform/db/client.js';
import { caseColumn } from '../../platform/db/case-columns.js';
import { cases } from '../../platform/db/schema.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** `YYYY-MM-DD` of the first day of the window: deaths on or after it, up to today, are recent. */
function recentWindowStart(today: Date): string {
  return new Date(today.getTime() - RECENT_CASES_WINDOW_DAYS * DAY_MS).toISOString().slice(0, 10);
}

/** Deaths of the last 60 days by date of death (spec §2.6, §9), newest first, one page of them. */
export async function recentCases(
  db: Database,
  workspaceId: string,
  page: { skip: number; limit: number },
  today: Date,
): Promise<{ items: RecentCase[]; total: number }> {
  const inWindow = and(
    eq(cases.workspaceId, workspaceId),
    gte(caseColumn('dateOfDeath'), recentWindowStart(today)),
    lte(caseColumn('dateOfDeath'), today.toISOString().slice(0, 10)),
  );
  const [items, [counted]] = await Promise.all([
    db
      .select({
        caseId: cases.caseId,
        deathDate: caseColumn('dateOfDeath'),
        pathologist: caseColumn('pathologist'),
        examTurnAround: cases.examTurnAround,
        reportTurnaroundTime: cases.reportTurnaroundTime,
        dcTurnaroundTime: cases.dcTurnaroundTime,
        districtAttorney: caseColumn('districtAttorney'),
        circuitCaseNumber: caseColumn('circuitCaseNumber'),
        judge: caseColumn('judge'),
        trialDate: caseColumn('trialDate'),
      })
      .from(cases)
      .where(inWindow)
      .orderBy(desc(caseColumn('dateOfDeath')), asc(cases.caseId))
      .limit(page.limit)
      .offset(page.skip),
    db.select({ total: count() }).from(cases).where(inWindow),
  ]);
  return { items: items as RecentCase[], total: counted?.total ?? 0 };
}
