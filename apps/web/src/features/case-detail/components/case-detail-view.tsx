import Alert from '@mui/material/Alert';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Workspace } from '@hde/contracts/api';
import { ANALYTICS_TEXT, ERROR_MESSAGES } from '@hde/contracts/text';
import { ErrorBoundary } from '../../../components/error-boundary';
import { serverMessageOr } from '../../../lib/api/server-message';
import { useCaseDetail } from '../api/use-case-detail';
import { CaseDetailBadges } from './case-detail-badges';
import { CaseDetailBody } from './case-detail-body';
import { CaseDetailSkeleton } from './case-detail-skeleton';
import { CaseHeading } from './case-heading';

export interface CaseDetailViewProps {
  workspace: Workspace;
  caseId: string;
  onBack(): void;
}

function CaseDetailContent({ workspace, caseId }: Omit<CaseDetailViewProps, 'onBack'>) {
  const query = useCaseDetail(workspace.id, caseId);
  return (
    <Stack spacing={2}>
      <CaseHeading caseId={caseId}>
        {query.data && <CaseDetailBadges workspaceId={workspace.id} detail={query.data} />}
      </CaseHeading>
      {query.isPending && <CaseDetailSkeleton />}
      {query.isError && (
        <Alert severity="error">{serverMessageOr(query.error, ERROR_MESSAGES.caseLoad)}</Alert>
      )}
      {query.data && <CaseDetailBody detail={query.data} />}
    </Stack>
  );
}

/**
 * The analytics tab with one case open (spec part 2 §2.8). The way back stays usable when the view crashes,
 * which shows "Something went wrong loading case info." instead of the case.
 */
export function CaseDetailView({ workspace, caseId, onBack }: CaseDetailViewProps) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'stretch' }}>
      <Button startIcon={<ArrowBack />} onClick={onBack} sx={{ alignSelf: 'flex-start' }}>
        {ANALYTICS_TEXT.backToCaseList}
      </Button>
      <ErrorBoundary
        key={caseId}
        fallback={
          <Stack spacing={2}>
            <CaseHeading caseId={caseId} />
            <Alert severity="error">{ERROR_MESSAGES.caseViewCrash}</Alert>
          </Stack>
        }
      >
        <CaseDetailContent workspace={workspace} caseId={caseId} />
      </ErrorBoundary>
    </Stack>
  );
}
