import Button from '@mui/material/Button';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { DASHBOARD_ERRORS, DASHBOARD_TEXT, DASHBOARD_VIEWER_TEXT } from '@hde/contracts/text';
import { BlockedNotice, LoadFailedAlert, LoadingStatus } from '../../../components/load-states';

export function DashboardLoading() {
  return <LoadingStatus label={DASHBOARD_VIEWER_TEXT.loading} />;
}

/** A shared dashboard whose answers are still being published: it opens by itself when they are. */
export function DashboardPreparing() {
  return <LoadingStatus label={DASHBOARD_ERRORS.preparing} />;
}

/** A dashboard call that failed for another reason than access: a retry. */
export function DashboardLoadFailed({ onRetry }: { onRetry(): void }) {
  return <LoadFailedAlert message={DASHBOARD_VIEWER_TEXT.loadFailed} onRetry={onRetry} />;
}

export interface AccessNotGrantedProps {
  /** Where the notice sits in the page's outline: the viewer page, or a panel of another page. */
  headingComponent?: 'h1' | 'h2' | 'h3';
  /** Offered to a signed-out viewer: a private dashboard may be theirs once signed in. */
  onSignIn?: (() => void) | undefined;
}

/** "Access not granted" with the permission message (spec part 2 §2.10): nothing of the dashboard is shown. */
export function AccessNotGranted({ headingComponent = 'h1', onSignIn }: AccessNotGrantedProps) {
  return (
    <BlockedNotice
      icon={LockOutlined}
      title={DASHBOARD_TEXT.accessNotGranted}
      headingComponent={headingComponent}
      text={DASHBOARD_TEXT.accessNotGrantedBody}
    >
      {onSignIn && (
        <Button variant="contained" onClick={onSignIn}>
          {DASHBOARD_VIEWER_TEXT.signIn}
        </Button>
      )}
    </BlockedNotice>
  );
}
