import { useId, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Workspace } from '@hde/contracts/api';
import { DASHBOARD_MANAGE_TEXT, DASHBOARD_TEXT } from '@hde/contracts/text';
import { useDashboardList } from '../api/use-dashboard-list';
import { DashboardsTable } from './dashboards-table';
import { EditDashboard } from './edit-dashboard';
import { SelectedDashboardView } from './selected-dashboard-view';

export interface MyDashboardsProps {
  workspace: Workspace;
  /** Draws a dashboard in the Selected Dashboard View (the dashboard viewer's component). */
  renderDashboard(dashboardId: string): ReactNode;
}

/**
 * My Dashboards (spec part 2 §2.10): the table of the workspace's dashboards; a row opens the Selected Dashboard
 * View below it, Edit opens Edit Dashboard in place of the table until Back.
 */
export function MyDashboards({ workspace, renderDashboard }: MyDashboardsProps) {
  const titleId = useId();
  const list = useDashboardList(workspace.id);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [editingId, setEditingId] = useState<string | null>(null);

  if (editingId) {
    return (
      <EditDashboard workspaceId={workspace.id} dashboardId={editingId} onBack={() => setEditingId(null)} />
    );
  }
  const selected = list.data?.items.find((dashboard) => dashboard.id === selectedId);
  return (
    <Stack component="section" spacing={2} aria-labelledby={titleId}>
      <Typography id={titleId} variant="h2">
        {DASHBOARD_TEXT.myDashboards}
      </Typography>
      {list.isError && <Alert severity="error">{DASHBOARD_MANAGE_TEXT.listFailed}</Alert>}
      <Card>
        <DashboardsTable
          labelledBy={titleId}
          dashboards={list.data?.items}
          loading={list.isFetching}
          selectedId={selectedId}
          onSelect={(dashboard) => setSelectedId(dashboard.id)}
          onEdit={(dashboard) => setEditingId(dashboard.id)}
        />
      </Card>
      {selected && (
        <SelectedDashboardView key={selected.id} dashboard={selected} renderDashboard={renderDashboard} />
      )}
    </Stack>
  );
}
