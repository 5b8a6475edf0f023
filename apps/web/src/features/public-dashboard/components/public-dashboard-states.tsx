import PublicOffOutlined from '@mui/icons-material/PublicOffOutlined';
import { PUBLIC_DASHBOARD_ERRORS, PUBLIC_DASHBOARD_TEXT } from '@hde/contracts/text';
import { BlockedNotice, LoadFailedAlert, LoadingStatus } from '../../../components/load-states';
import { isApiRequestError } from '../../../lib/api/api-request-error';

export function PublicDashboardLoading() {
  return <LoadingStatus label={PUBLIC_DASHBOARD_TEXT.loading} />;
}

/** The clear page of a workspace that is not, or no longer, public: nothing else of it is shown. */
export function NotPublicNotice({ headingComponent }: { headingComponent: 'h1' | 'h4' }) {
  return (
    <BlockedNotice
      icon={PublicOffOutlined}
      title={PUBLIC_DASHBOARD_TEXT.notPublicTitle}
      headingComponent={headingComponent}
      text={PUBLIC_DASHBOARD_TEXT.notPublicBody}
    />
  );
}

/** A failed public call: rate-limited (429) says to wait, anything else that loading failed. */
export function PublicLoadFailed({ error, onRetry }: { error: unknown; onRetry(): void }) {
  return (
    <LoadFailedAlert
      message={
        isApiRequestError(error, 429)
          ? PUBLIC_DASHBOARD_ERRORS.tooManyRequests
          : PUBLIC_DASHBOARD_TEXT.loadFailed
      }
      onRetry={onRetry}
    />
  );
}
