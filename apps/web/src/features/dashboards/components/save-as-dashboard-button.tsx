import { useState } from 'react';
import DashboardCustomizeOutlined from '@mui/icons-material/DashboardCustomizeOutlined';
import Button from '@mui/material/Button';
import { can, type DashboardConfiguration } from '@hde/contracts';
import { FEATURE_FLAGS, type FilterEntry, type Workspace } from '@hde/contracts/api';
import { DASHBOARD_TEXT } from '@hde/contracts/text';
import { useFeatureFlags } from '../../../lib/feature-flags/use-feature-flags';
import { workspaceRoleOf } from '../../../lib/workspaces/workspace-role';
import { dashboardTabs } from '../lib/dashboard-form';
import { SaveDashboardDialog } from './save-dashboard-dialog';

export interface SaveAsDashboardButtonProps {
  workspace: Workspace;
  /** The analytics tabs shown; the Case List is left out of the dashboard. */
  configuration: DashboardConfiguration;
  filters: readonly FilterEntry[];
  text: string;
}

/**
 * Save as Dashboard on the analytics tab (spec part 2 §2.2): shown once the flags have loaded with the
 * multiple-dashboards flag on, to those
 * who may create dashboards (OWNER, ADMIN); it saves the tabs, the filters and the quick search in force.
 */
export function SaveAsDashboardButton({
  workspace,
  configuration,
  filters,
  text,
}: SaveAsDashboardButtonProps) {
  const flags = useFeatureFlags();
  const [open, setOpen] = useState(false);
  if (flags.pending || !flags.isFeatureOn(FEATURE_FLAGS.multipleDashboards)) return null;
  if (!can(workspaceRoleOf(workspace), 'workspace.dashboards.create')) return null;
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<DashboardCustomizeOutlined />}
        disabled={dashboardTabs(configuration).length === 0}
        onClick={() => setOpen(true)}
      >
        {DASHBOARD_TEXT.saveAsDashboard}
      </Button>
      <SaveDashboardDialog
        open={open}
        workspaceId={workspace.id}
        view={{ configuration, filters, text }}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
