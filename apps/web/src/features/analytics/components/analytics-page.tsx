import { useState } from 'react';
import { useSearchParams } from 'react-router';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CASE_LIST_TAB_ID, WORKSPACE_TAB_LABELS, type FilterEntry, type Workspace } from '@hde/contracts';
import { CaseDetailView, CaseSearch } from '../../case-detail';
import { DashboardView } from './dashboard-view';

/**
 * The Analytics tab (spec part 2 §2.7): with `caseId`, that case; otherwise the dashboards. The case search in
 * the header opens a case from either. The filters and the quick search live here, so every dashboard tab (and
 * a return from a case) shares them; leaving the workspace drops them with the tab.
 */
export function AnalyticsPage({ workspace }: { workspace: Workspace }) {
  const [params, setParams] = useSearchParams();
  const [filters, setFilters] = useState<FilterEntry[]>([]);
  const [text, setText] = useState('');
  const workspaceTab = params.get('id') ?? 'analytics';
  const caseId = params.get('caseId');
  const openCase = (id: string) => setParams({ id: 'analytics', caseId: id });

  return (
    <Stack component="section" spacing={2} aria-label={WORKSPACE_TAB_LABELS.analytics}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography variant="h2">{WORKSPACE_TAB_LABELS.analytics}</Typography>
        <CaseSearch workspaceId={workspace.id} onOpenCase={openCase} />
      </Stack>
      {caseId ? (
        <CaseDetailView
          workspace={workspace}
          caseId={caseId}
          onBack={() => setParams({ id: workspaceTab, tab: CASE_LIST_TAB_ID })}
        />
      ) : (
        <DashboardView
          workspace={workspace}
          tabId={params.get('tab')}
          onSelectTab={(tab) => setParams({ id: workspaceTab, tab })}
          filters={filters}
          onFiltersChange={setFilters}
          text={text}
          onSearch={setText}
          onOpenCase={openCase}
        />
      )}
    </Stack>
  );
}
