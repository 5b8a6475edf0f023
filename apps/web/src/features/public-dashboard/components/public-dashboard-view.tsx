import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { ERROR_MESSAGES, PUBLIC_DASHBOARD_TEXT } from '@hde/contracts/text';
import { DashboardTabs } from '../../../components/widgets/dashboard-tabs';
import { isNotPublic, usePublicConfiguration } from '../api/use-public-configuration';
import { usePublicWidgetResults } from '../api/use-public-widget-results';
import { PublicDashboardFooter } from './public-dashboard-footer';
import { PublicDashboardHeader } from './public-dashboard-header';
import { NotPublicNotice, PublicDashboardLoading, PublicLoadFailed } from './public-dashboard-states';
import { PublicTabPanel } from './public-tab-panel';

/** The query parameter naming the selected tab. */
const TAB_PARAM = 'tab';

/** Where the view sits in the page's outline: its own page, or the Public Dashboard tab's preview. */
const HEADINGS = {
  page: { title: 'h1', widget: 'h2' },
  preview: { title: 'h4', widget: 'h5' },
} as const;

export interface PublicDashboardViewProps {
  workspaceId: string;
  variant: keyof typeof HEADINGS;
}

/**
 * What anyone sees of a public workspace (spec part 2 §2.7): its published tabs, drawn from the anonymous public
 * calls only, with no filters, search or export. A 404 from any of them, also one arriving while the page is
 * open, means the workspace is not or no longer public, and then nothing of it stays on screen.
 */
export function PublicDashboardView({ workspaceId, variant }: PublicDashboardViewProps) {
  const [params, setParams] = useSearchParams();
  const configuration = usePublicConfiguration(workspaceId);
  const dashboard = configuration.data;
  const tabs = dashboard?.tabs ?? [];
  const selected = tabs.find((tab) => tab.id === params.get(TAB_PARAM)) ?? tabs[0];
  const results = usePublicWidgetResults(workspaceId, dashboard?.publishedAt ?? '', selected);
  const headings = HEADINGS[variant];

  if (isNotPublic(configuration.error) || isNotPublic(results.error)) {
    return <NotPublicNotice headingComponent={headings.title} />;
  }
  if (!dashboard) {
    if (configuration.isPending) return <PublicDashboardLoading />;
    return <PublicLoadFailed error={configuration.error} onRetry={() => void configuration.refetch()} />;
  }

  // Replacing the entry: inside an embedding page's iframe, tabs must not pile up in that page's history.
  const selectTab = (tabId: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set(TAB_PARAM, tabId);
        return next;
      },
      { replace: true },
    );

  return (
    <Stack spacing={3}>
      <PublicDashboardHeader dashboard={dashboard} headingComponent={headings.title} />
      {selected ? (
        <DashboardTabs
          tabs={tabs}
          selectedId={selected.id}
          onSelect={selectTab}
          label={PUBLIC_DASHBOARD_TEXT.tabsLabel}
        >
          <PublicTabPanel
            key={selected.id}
            tab={selected}
            results={results.data?.results}
            loading={results.isPending}
            refreshing={results.isFetching && !results.isPending}
            error={results.error}
            onRetry={() => void results.refetch()}
            threshold={dashboard.threshold}
            widgetHeading={headings.widget}
          />
        </DashboardTabs>
      ) : (
        <Alert severity="info">{ERROR_MESSAGES.dashboardAreaEmpty}</Alert>
      )}
      <PublicDashboardFooter />
    </Stack>
  );
}
