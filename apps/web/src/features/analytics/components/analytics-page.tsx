import { useState } from 'react';
import { useSearchParams } from 'react-router';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CASE_LIST_TAB_ID, WORKSPACE_TAB_LABELS, type FilterEntry, type Workspace } from '@hde/contracts';
import { CaseHeader } from './case-header';
import { DashboardView } from './dashboard-view';

/**
 * The Analytics tab (spec part 2 §2.7): with `caseId`, that case's header; otherwise the dashboards. The filters
 * and the quick search live here, so every dashboard tab (and a return from a case) shares them; leaving the
 * workspace drops them with the tab.
 */
export function AnalyticsPage({ workspace }: { workspace: Workspace }) {
  const [params, setParams] = useSearchParams();
  const [filters, setFilters] = useState<FilterEntry[]>([]);
  const [text, setText] = useState('');
  const workspaceTab = params.get('id') ?? 'analytics';
  const caseId = params.get('caseId');

  if (caseId) {
    return (
      <CaseHeader caseId={caseId} onBack={() => setParams({ id: workspaceTab, tab: CASE_LIST_TAB_ID })} />
    );
  }

  return (
    <Stack component="section" spacing={2} aria-label={WORKSPACE_TAB_LABELS.analytics}>
      <Typography variant="h2">{WORKSPACE_TAB_LABELS.analytics}</Typography>
      <DashboardView
        workspace={workspace}
        tabId={params.get('tab')}
        onSelectTab={(tab) => setParams({ id: workspaceTab, tab })}
        filters={filters}
        onFiltersChange={setFilters}
        text={text}
        onSearch={setText}
        onOpenCase={(id) => setParams({ id: 'analytics', caseId: id })}
      />
    </Stack>
  );
}
