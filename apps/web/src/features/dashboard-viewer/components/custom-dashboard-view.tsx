import { isApiRequestError } from '../../../lib/api/api-request-error';
import type { DashboardBase } from '../api/dashboard-viewer-keys';
import { useDashboardDefinition } from '../api/use-dashboard-definition';
import { CustomDashboardContent, type WidgetHeading } from './custom-dashboard-content';
import {
  AccessNotGranted,
  DashboardLoadFailed,
  DashboardLoading,
  DashboardPreparing,
} from './dashboard-viewer-states';

export interface CustomDashboardViewProps {
  dashboardId: string;
  /**
   * Which API answers: 'app' (the default; signed in, exact answers, the creator's filter edit) or 'public'
   * (anonymous; published aggregates of a PUBLIC or PASSWORD dashboard, small counts suppressed).
   */
  base?: DashboardBase;
  /** The viewer token of a PASSWORD dashboard on the public base (from its unlock call). */
  viewerToken?: string | null;
  /** A public call refused the viewer token (it expired): the host drops it and asks for the password again. */
  onViewerTokenRefused?: () => void;
  /** The element of each widget's title, for where the view sits in the page's outline; h3 unless given. */
  widgetHeading?: WidgetHeading;
  /** Draws the Live or Snapshot badge (the default); false where the host shows it beside the name already. */
  showBadge?: boolean;
}

const ignore = () => undefined;

/**
 * A custom dashboard (spec part 2 §2.10): its Live or Snapshot badge, its saved filters (read-only chips, or the
 * creator's filter edit with Save and Cancel), and its tabs' widgets, never a Case List. It reads the definition
 * itself; a refusal shows "Access not granted", anything else a retry.
 */
export function CustomDashboardView({
  dashboardId,
  base = 'app',
  viewerToken = null,
  onViewerTokenRefused = ignore,
  widgetHeading = 'h3',
  showBadge = true,
}: CustomDashboardViewProps) {
  const definition = useDashboardDefinition({ dashboardId, base, viewerToken });
  const { data, error } = definition;
  if (data) {
    return (
      <CustomDashboardContent
        key={`${data.info.lastUpdated}|${data.info.snapshotAt ?? ''}`}
        definition={data}
        base={base}
        viewerToken={viewerToken}
        onViewerTokenRefused={onViewerTokenRefused}
        widgetHeading={widgetHeading}
        showBadge={showBadge}
      />
    );
  }
  if (definition.isPending) return <DashboardLoading />;
  if (isApiRequestError(error, 503)) return <DashboardPreparing />;
  if ([401, 403, 404].some((status) => isApiRequestError(error, status))) {
    return <AccessNotGranted headingComponent={widgetHeading === 'h2' ? 'h1' : 'h2'} />;
  }
  return <DashboardLoadFailed onRetry={() => void definition.refetch()} />;
}
