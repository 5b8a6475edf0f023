import { Suspense } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { WorkspaceTab } from '@hde/contracts';
import type { Workspace } from '@hde/contracts/api';
import { WORKSPACE_TABS_TEXT, WORKSPACE_TAB_LABELS, tabLoadFailed } from '@hde/contracts/text';
import { ErrorBoundary } from '../../../components/error-boundary';
import { TAB_CONTENT } from './tab-content';

export interface WorkspaceTabPanelProps {
  tab: WorkspaceTab;
  workspace: Workspace;
  id: string;
  labelledBy: string;
}

/** One tab's content; a chunk that fails to load shows "Failed to load {label}." instead. */
export function WorkspaceTabPanel({ tab, workspace, id, labelledBy }: WorkspaceTabPanelProps) {
  const Content = TAB_CONTENT[tab];
  return (
    <Box role="tabpanel" id={id} aria-labelledby={labelledBy} sx={{ pt: 3 }}>
      <ErrorBoundary fallback={<Alert severity="error">{tabLoadFailed(WORKSPACE_TAB_LABELS[tab])}</Alert>}>
        <Suspense
          fallback={
            <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
              <CircularProgress aria-label={WORKSPACE_TABS_TEXT.loadingTab} />
            </Box>
          }
        >
          <Content workspace={workspace} />
        </Suspense>
      </ErrorBoundary>
    </Box>
  );
}
