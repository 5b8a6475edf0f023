const app = '/v2/app';
const segment = encodeURIComponent;

/** Paths of the case calls (spec part 2 §7.5, §7.1 case trust), on the app API. */
export const CASE_PATHS = {
  detail: (workspaceId: string, caseId: string) => `${app}/case/${segment(workspaceId)}/${segment(caseId)}`,
  search: (workspaceId: string) => `${app}/case/${segment(workspaceId)}/search`,
  trust: (workspaceId: string, caseId: string) => `${CASE_PATHS.detail(workspaceId, caseId)}/trust`,
} as const;

export const caseDetailKey = (workspaceId: string, caseId: string) =>
  ['case-detail', workspaceId, caseId] as const;
export const caseTrustKey = (workspaceId: string, caseId: string, version: number) =>
  [...caseDetailKey(workspaceId, caseId), 'trust', version] as const;
export const caseSearchKey = (workspaceId: string, text: string) =>
  ['case-search', workspaceId, text] as const;
