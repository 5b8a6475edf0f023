import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { filtersToWhere, type FilterEntry, type Workspace } from '@hde/contracts/api';
import { ANALYTICS_TEXT, ERROR_MESSAGES } from '@hde/contracts/text';
import { DashboardTabs } from '../../../components/widgets/dashboard-tabs';
import { workspaceRoleOf } from '../../../lib/workspaces/workspace-role';
import { useCaseCount } from '../api/use-case-count';
import { useDashboardConfiguration } from '../api/use-dashboard-configuration';
import { useDataVersion } from '../api/use-data-version';
import { useFilterFields } from '../api/use-filter-fields';
import { AnalyticsActions } from './analytics-actions';
import { DashboardTabPanel } from './dashboard-tab-panel';
import { FilterBar } from './filter-bar';
import { FilterTemplates } from './filter-templates';
import { NoCasesYet } from './no-cases-yet';
import { QuickSearch } from './quick-search';

export interface DashboardViewProps {
  workspace: Workspace;
  /** Id of the selected dashboard tab (the `tab` query parameter); the first tab when unknown. */
  tabId: string | null;
  onSelectTab(tabId: string): void;
  filters: FilterEntry[];
  onFiltersChange(filters: FilterEntry[]): void;
  text: string;
  onSearch(text: string): void;
  onOpenCase(caseId: string): void;
}

/** The dashboards of the workspace: the filter bar and tools, the dashboard tabs and the selected tab's widgets. */
export function DashboardView({
  workspace,
  tabId,
  onSelectTab,
  filters,
  onFiltersChange,
  text,
  onSearch,
  onOpenCase,
}: DashboardViewProps) {
  const configuration = useDashboardConfiguration(workspace.id);
  const version = useDataVersion(workspace.id);
  const fields = useFilterFields(workspace.id);
  const where = useMemo(() => filtersToWhere(filters), [filters]);
  const caseCount = useCaseCount(workspace.id, version.data?.dataVersion, !version.isPending);

  if (configuration.isPending || version.isPending || caseCount.isPending) {
    return (
      <Typography role="status" color="text.secondary" sx={{ py: 4 }}>
        {ANALYTICS_TEXT.loading}
      </Typography>
    );
  }
  const tabs = configuration.data?.tabs ?? [];
  if (tabs.length === 0) return <Alert severity="info">{ERROR_MESSAGES.dashboardAreaEmpty}</Alert>;
  if (caseCount.data === 0) return <NoCasesYet workspace={workspace} />;
  const selected = tabs.find((tab) => tab.id === tabId) ?? tabs[0]!;

  return (
    <Stack spacing={2}>
      <FilterBar workspaceId={workspace.id} fields={fields} filters={filters} onChange={onFiltersChange} />
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        useFlexGap
        sx={{ alignItems: { md: 'flex-start' }, justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <QuickSearch text={text} onSearch={onSearch} />
          <FilterTemplates
            workspaceId={workspace.id}
            role={workspaceRoleOf(workspace)}
            filters={filters}
            onApply={onFiltersChange}
          />
        </Stack>
        <AnalyticsActions
          workspace={workspace}
          tabId={selected.id}
          where={where}
          text={text}
          configuration={{ tabs }}
          filters={filters}
          lastImported={version.data?.lastImported}
        />
      </Stack>
      <DashboardTabs
        tabs={tabs}
        selectedId={selected.id}
        onSelect={onSelectTab}
        label={ANALYTICS_TEXT.dashboardTabs}
      >
        <DashboardTabPanel
          key={selected.id}
          workspaceId={workspace.id}
          tab={selected}
          where={where}
          text={text}
          narrowed={where !== undefined || text.trim() !== ''}
          dataVersion={version.data?.dataVersion}
          ready={!version.isPending}
          onOpenCase={onOpenCase}
        />
      </DashboardTabs>
    </Stack>
  );
}
