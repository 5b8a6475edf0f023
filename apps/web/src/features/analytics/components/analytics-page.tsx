import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Workspace } from '@hde/contracts/api';
import { WORKSPACE_TAB_LABELS } from '@hde/contracts/text';
import { CaseDetailView, CaseSearch } from '../../case-detail';
import { useAnalyticsUrlState } from '../lib/use-analytics-url-state';
import { DashboardView } from './dashboard-view';

/**
 * The Analytics tab (spec part 2 §2.7): with `caseId`, that case; otherwise the dashboards. The case search in
 * the header opens a case from either. The tab, the filters and the quick search live in the address, so every
 * dashboard tab (and a return from a case) shares them and Back restores them; leaving the workspace drops them.
 */
export function AnalyticsPage({ workspace }: { workspace: Workspace }) {
  const view = useAnalyticsUrlState();

  return (
    <Stack component="section" spacing={2} aria-label={WORKSPACE_TAB_LABELS.analytics}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography variant="h2">{WORKSPACE_TAB_LABELS.analytics}</Typography>
        <CaseSearch workspaceId={workspace.id} onOpenCase={view.openCase} />
      </Stack>
      {view.caseId ? (
        <CaseDetailView workspace={workspace} caseId={view.caseId} onBack={view.backToCaseList} />
      ) : (
        <DashboardView
          workspace={workspace}
          tabId={view.tab}
          onSelectTab={view.selectTab}
          filters={view.filters}
          onFiltersChange={view.setFilters}
          text={view.text}
          onSearch={view.setText}
          onOpenCase={view.openCase}
        />
      )}
    </Stack>
  );
}
