/** The case page (spec §2.1): /tox/workspace/{id}/tox-case-details/{caseId}. */
export const toxCasePath = (workspaceId: string, caseId: string) =>
  `/tox/workspace/${encodeURIComponent(workspaceId)}/tox-case-details/${encodeURIComponent(caseId)}`;

/** The Case Analytics tab, where Back To Case List goes. */
export const caseListPath = (workspaceId: string) =>
  `/tox/workspace/${encodeURIComponent(workspaceId)}?id=case-analytics`;
