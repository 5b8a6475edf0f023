/** Why a route that is not a GET records no activity. */
const QUERY = 'a dashboard query call: reads aggregates, writes nothing';
const PUBLISHED = 'an anonymous read of published, disclosure-controlled answers';
const TRUST = 'a trust check: reads the ledger and the stored data, writes nothing';
const TOX_SHARED =
  'always refused under /v2/tox: no one changes the shared toxicology workspace (the /v2/app twin records)';

/**
 * The non-GET routes under /v2 that change nothing, each with its reason. Anything that writes a row (a user, a
 * membership, a draft, a mail, a job, a snapshot) records an activity instead and has a scenario.
 */
export const READ_ONLY_ROUTES: Record<string, string> = {
  'POST /v2/app/:area/dashboard/:id/query': QUERY,
  'POST /v2/app/:area/dashboard/:id/query/multiple': QUERY,
  'POST /v2/app/ACTIVITY/dashboard/log/query': `${QUERY} (the Activity Log)`,
  'POST /v2/app/ACTIVITY/dashboard/log/query/multiple': `${QUERY} (the Activity Log)`,
  'POST /v2/app/query/dashboard/:id/query': QUERY,
  'POST /v2/app/query/dashboard/:id/query/multiple': QUERY,
  'POST /v2/app/query/dashboard/:id/results': QUERY,
  'POST /v2/tox/:area/dashboard/:id/query': `${QUERY} (the Toxicology Overview)`,
  'POST /v2/tox/:area/dashboard/:id/query/multiple': `${QUERY} (the Toxicology Overview)`,
  'POST /v2/tox/case/:workspaceId/list': "a page of the caller's own toxicology cases, sent as a POST body",
  'POST /v2/public/query/dashboard/:id/query': PUBLISHED,
  'POST /v2/public/query/dashboard/:id/query/multiple': PUBLISHED,
  'POST /v2/public/query/dashboard/:id/results': PUBLISHED,
  'POST /v2/public/CASE/dashboard/:id/query': PUBLISHED,
  'POST /v2/public/CASE/dashboard/:id/query/multiple': PUBLISHED,
  'POST /v2/app/mapping/match': "suggests targets for a file's headers; saving the mapping records",
  'POST /v2/app/mapping/preview': 'converts sample rows as the mapping would, in memory',
  'POST /v2/app/file/updates': 'the progress stream of imports: reads their status',
  'POST /v2/app/file/trust': TRUST,
  'POST /v2/app/case/:workspaceId/:caseId/trust': TRUST,
  'POST /v2/tox/case/:workspaceId/:caseId/:version/trust': TRUST,
  'POST /v2/tox/workspace': TOX_SHARED,
  'PUT /v2/tox/workspace/:id': TOX_SHARED,
  'DELETE /v2/tox/workspace/:id': TOX_SHARED,
  'POST /v2/tox/workspace/:id/public/:state': TOX_SHARED,
  'PUT /v2/tox/workspace/:id/configuration/:type': TOX_SHARED,
  'POST /v2/tox/workspace/:id/configuration/:type': TOX_SHARED,
  'PUT /v2/tox/workspace/:id/change-role': TOX_SHARED,
  'POST /v2/tox/workspace/:id/invite': TOX_SHARED,
  'DELETE /v2/tox/workspace/workspace/:id/revoke/:userId': TOX_SHARED,
  'DELETE /v2/tox/workspace/invitations/:inviteId/cancel': TOX_SHARED,
  'POST /v2/tox/workspace/invitations/:inviteId/:response': TOX_SHARED,
};
