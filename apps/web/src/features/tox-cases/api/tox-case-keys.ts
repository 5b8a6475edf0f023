import type { ToxCaseListBody, WhereNode } from '@hde/contracts/api';

const base = '/v2/tox/case';
const dashboard = '/v2/tox/CASE/dashboard';
const segment = encodeURIComponent;

/** Paths of the toxicology case calls (spec part 2 §7.6), on the tox API. */
export const TOX_CASE_PATHS = {
  create: (workspaceId: string) => `${base}/${segment(workspaceId)}`,
  list: (workspaceId: string) => `${base}/${segment(workspaceId)}/list`,
  stats: (workspaceId: string) => `${base}/${segment(workspaceId)}/stats`,
  detail: (workspaceId: string, caseId: string) => `${base}/${segment(workspaceId)}/${segment(caseId)}`,
  version: (workspaceId: string, caseId: string, version: number) =>
    `${TOX_CASE_PATHS.detail(workspaceId, caseId)}/${version}`,
  trust: (workspaceId: string, caseId: string, version: number) =>
    `${TOX_CASE_PATHS.version(workspaceId, caseId, version)}/trust`,
  /** The Toxicology Overview's queries (contracts `tox/overview.ts`). */
  query: (workspaceId: string) => `${dashboard}/${segment(workspaceId)}/query`,
  queryMultiple: (workspaceId: string) => `${dashboard}/${segment(workspaceId)}/query/multiple`,
} as const;

/** Everything cached about the caller's toxicology cases: a save refreshes it all. */
export const toxCasesKey = (workspaceId: string) => ['tox-cases', workspaceId] as const;
export const toxCaseListKey = (workspaceId: string, body: ToxCaseListBody) =>
  [...toxCasesKey(workspaceId), 'list', body] as const;
export const toxCaseStatsKey = (workspaceId: string) => [...toxCasesKey(workspaceId), 'stats'] as const;
export const toxOverviewKey = (workspaceId: string, where: WhereNode | undefined) =>
  [...toxCasesKey(workspaceId), 'overview', { where }] as const;
export const toxSubstancesKey = (workspaceId: string) =>
  [...toxCasesKey(workspaceId), 'overview-substances'] as const;
/** `version` undefined: the latest version. */
export const toxCaseKey = (workspaceId: string, caseId: string, version: number | undefined) =>
  [...toxCasesKey(workspaceId), 'case', caseId, version ?? 'latest'] as const;
export const toxCaseTrustKey = (
  workspaceId: string,
  caseId: string,
  version: number,
  transactionId: string | null,
) => [...toxCasesKey(workspaceId), 'trust', caseId, version, transactionId] as const;
