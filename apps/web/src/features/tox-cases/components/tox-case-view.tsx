import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { TOX_TEXT } from '@hde/contracts/text';
import { LoadFailedAlert } from '../../../components/load-states';
import { useNotify } from '../../../components/snackbar/notify-context';
import { isApiRequestError } from '../../../lib/api/api-request-error';
import { serverMessageOr } from '../../../lib/api/server-message';
import { useToxCase } from '../api/use-tox-case';
import { caseListPath } from '../lib/tox-case-path';
import { ToxCaseComparison } from './tox-case-comparison';
import { ToxCaseFormDialog } from './tox-case-form-dialog';
import { ToxCaseHeader } from './tox-case-header';
import { ToxCaseInsights } from './tox-case-insights';
import { ToxCasePanels } from './tox-case-panels';

/** `?version=` of the address: a whole number, or the latest version when absent or unreadable. */
function addressedVersion(params: URLSearchParams): number | undefined {
  const raw = params.get('version');
  return raw !== null && /^\d+$/.test(raw) ? Number(raw) : undefined;
}

/** A failed load other than not found: a notice with the server's message, recorded in the console. */
function useFailureNotice(error: Error | null) {
  const notify = useNotify();
  useEffect(() => {
    if (!error || isApiRequestError(error, 404)) return;
    console.error(TOX_TEXT.errors.fetchRecorded, error);
    notify({ severity: 'error', message: serverMessageOr(error, TOX_TEXT.errors.fetchFallback) });
  }, [error, notify]);
}

/** The case page's content (spec §2.9): one version of the case, its panels and its insights. */
export function ToxCaseView({ workspaceId, caseId }: { workspaceId: string; caseId: string }) {
  const [params, setParams] = useSearchParams();
  const version = addressedVersion(params);
  const query = useToxCase(workspaceId, caseId, version);
  const [updating, setUpdating] = useState(false);
  useFailureNotice(query.error);
  const shown = query.data;

  const showVersion = (next: number | undefined) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === undefined) updated.delete('version');
        else updated.set('version', String(next));
        return updated;
      },
      { replace: true },
    );

  return (
    <Stack spacing={3} sx={{ maxWidth: 1280 }}>
      <ToxCaseHeader
        workspaceId={workspaceId}
        caseId={caseId}
        listPath={caseListPath(workspaceId)}
        shown={shown}
        onSelectVersion={(next) => showVersion(shown && next === shown.currentVersion ? undefined : next)}
        onUpdate={() => setUpdating(true)}
      />
      {query.isPending && <Skeleton variant="rounded" height={320} />}
      {isApiRequestError(query.error, 404) && (
        <Alert severity="warning">
          {version === undefined ? TOX_TEXT.errors.notFound : TOX_TEXT.errors.versionNotFound}
        </Alert>
      )}
      {query.isError && !shown && !isApiRequestError(query.error, 404) && (
        <LoadFailedAlert
          message={serverMessageOr(query.error, TOX_TEXT.errors.fetchFallback)}
          onRetry={() => void query.refetch()}
        />
      )}
      {shown && (
        <>
          <ToxCasePanels shown={shown} />
          <ToxCaseInsights summary={shown.summary} />
          <ToxCaseComparison
            workspaceId={workspaceId}
            caseId={caseId}
            latest={shown.version === shown.currentVersion}
          />
          <ToxCaseFormDialog
            open={updating}
            workspaceId={workspaceId}
            shown={shown}
            onClose={() => setUpdating(false)}
            onUpdated={() => showVersion(undefined)}
          />
        </>
      )}
    </Stack>
  );
}
