import { z } from 'zod';
import { RECENT_CASES_PAGE_SIZE } from '../constants.js';

/**
 * Column sets of "Latest Cases (Last 60 Days)" (spec §2.6). `court` replaces the turnarounds with the court
 * columns; a workspace chooses it in its dashboard configuration (`recentCasesColumns`), not by its id.
 */
export const RECENT_CASE_COLUMN_SETS = {
  turnaround: [
    'caseId',
    'deathDate',
    'pathologist',
    'examTurnAround',
    'reportTurnaroundTime',
    'dcTurnaroundTime',
  ],
  court: [
    'caseId',
    'deathDate',
    'pathologist',
    'districtAttorney',
    'circuitCaseNumber',
    'judge',
    'trialDate',
  ],
} as const;
export type RecentCaseColumnSet = keyof typeof RECENT_CASE_COLUMN_SETS;
export const RECENT_CASE_COLUMN_SET_NAMES = Object.keys(RECENT_CASE_COLUMN_SETS) as RecentCaseColumnSet[];

export const recentCasesQuerySchema = z.object({
  skip: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(50).default(RECENT_CASES_PAGE_SIZE),
});

export const recentCaseSchema = z.object({
  caseId: z.string(),
  deathDate: z.string().nullable(),
  pathologist: z.string().nullable(),
  /** Days; null when missing (spec §5: shown as ---). */
  examTurnAround: z.number().int().nullable(),
  reportTurnaroundTime: z.number().int().nullable(),
  dcTurnaroundTime: z.number().int().nullable(),
  districtAttorney: z.string().nullable(),
  circuitCaseNumber: z.string().nullable(),
  judge: z.string().nullable(),
  trialDate: z.string().nullable(),
});
export type RecentCase = z.infer<typeof recentCaseSchema>;

/** GET workspace/{id}/recent-cases: deaths of the last 60 days, newest first. */
export const recentCasesResponseSchema = z.object({
  items: z.array(recentCaseSchema),
  total: z.number().int(),
  columns: z.enum(RECENT_CASE_COLUMN_SET_NAMES as [RecentCaseColumnSet, ...RecentCaseColumnSet[]]),
});
export type RecentCasesResponse = z.infer<typeof recentCasesResponseSchema>;

/** The column set a dashboard configuration asks for (`recentCasesColumns`); the turnarounds otherwise. */
export function recentCaseColumnsOf(dashboardConfiguration: unknown): RecentCaseColumnSet {
  const chosen = (dashboardConfiguration as { recentCasesColumns?: unknown } | null | undefined)
    ?.recentCasesColumns;
  return chosen === 'court' ? 'court' : 'turnaround';
}
