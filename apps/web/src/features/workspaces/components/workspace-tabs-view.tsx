import { useId, useState } from 'react';
import { Navigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { can, type ModuleId, type WorkspaceTab } from '@hde/contracts';
import type { Workspace } from '@hde/contracts/api';
import { ERROR_MESSAGES, WORKSPACE_TABS_TEXT, unknownTab } from '@hde/contracts/text';
import { workspaceRoleOf } from '../../../lib/workspaces/workspace-role';
import { useShowsMyDashboards } from '../api/use-shows-my-dashboards';
import { useWorkspaceTab } from '../api/use-workspace-tab';
import { PublicPreparingDialog } from './public-preparing-dialog';
import { WorkspaceTabBar } from './workspace-tab-bar';
import { WorkspaceTabPanel } from './workspace-tab-panel';
import { defaultTab, tabOutcome, visibleTabs, type TabRules } from './workspace-tabs';

/** The tab bar, the chosen tab and the public-dashboard preparing dialog of a loaded workspace. */
export function WorkspaceTabsView({ moduleId, workspace }: { moduleId: ModuleId; workspace: Workspace }) {
  const baseId = useId();
  const { tab, setTab } = useWorkspaceTab(moduleId);
  const role = workspaceRoleOf(workspace);
  const myDashboards = useShowsMyDashboards(workspace);
  const rules: TabRules = { role, workspace, showsMyDashboards: myDashboards.shows };
  const tabs = visibleTabs(moduleId, rules);
  const outcome = tabOutcome(moduleId, tab, rules);
  const selected = outcome === 'show' ? (tab as WorkspaceTab) : null;
  const tabId = (name: WorkspaceTab) => `${baseId}-tab-${name}`;
  const panelId = `${baseId}-panel`;

  const syncing = workspace.publicDashboardSyncing && can(role, 'workspace.public');
  const [preparingDismissed, setPreparingDismissed] = useState(false);
  if (!syncing && preparingDismissed) setPreparingDismissed(false);

  if (tabs.length === 0) return <Alert severity="error">{ERROR_MESSAGES.userRole}</Alert>;
  // My Dashboards named by the address waits for the list before it is found missing.
  if (outcome === 'default' && tab === 'dashboards' && myDashboards.pending) {
    return (
      <CircularProgress
        aria-label={WORKSPACE_TABS_TEXT.loadingTab}
        sx={{ display: 'block', mx: 'auto', my: 6 }}
      />
    );
  }
  if (outcome === 'default') return <Navigate to={{ search: `?id=${defaultTab(moduleId)}` }} replace />;

  return (
    <Box>
      <WorkspaceTabBar tabs={tabs} selected={selected} onSelect={setTab} tabId={tabId} panelId={panelId} />
      {selected ? (
        // Keyed so that the state of a tab is dropped when the tab changes or the workspace is left.
        <WorkspaceTabPanel
          key={`${workspace.id}:${selected}`}
          tab={selected}
          workspace={workspace}
          id={panelId}
          labelledBy={tabId(selected)}
        />
      ) : (
        <Alert severity="warning" sx={{ mt: 3 }}>
          {outcome === 'forbidden' ? WORKSPACE_TABS_TEXT.noAccess : unknownTab(tab)}
        </Alert>
      )}
      <PublicPreparingDialog
        open={syncing && !preparingDismissed}
        onBackToSettings={() => {
          setPreparingDismissed(true);
          setTab('settings');
        }}
        onClose={() => setPreparingDismissed(true)}
      />
    </Box>
  );
}
