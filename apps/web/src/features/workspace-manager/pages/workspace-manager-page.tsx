import { useState } from 'react';
import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ModuleId } from '@hde/contracts';
import { ERROR_MESSAGES, SHELL_TEXT, WORKSPACE_MANAGER_TEXT } from '@hde/contracts/text';
import { NotFoundPage } from '../../../components/not-found-page';
import { ActivityLogSection } from '../../activity-log';
import { useApiClient } from '../../../lib/api/api-client-context';
import { workspaceListQueryOptions } from '../../../lib/workspaces/workspace-list-query';
import { isWorkspaceModule } from '../../../lib/workspaces/workspace-module';
import { CreateWorkspaceButton } from '../components/create-workspace-button';
import { CreateWorkspaceDialog } from '../components/create-workspace-dialog';
import { WorkspaceTable } from '../components/workspace-table';

/**
 * /{module}/workspace-manager: the module's workspaces, the primary star, Create New Workspace and the expandable
 * Activity Log.
 */
export function WorkspaceManagerPage() {
  const { moduleId } = useParams();
  if (!isWorkspaceModule(moduleId)) return <NotFoundPage />;
  return <WorkspaceManager moduleId={moduleId} />;
}

function WorkspaceManager({ moduleId }: { moduleId: ModuleId }) {
  const api = useApiClient();
  const list = useQuery(workspaceListQueryOptions(api, moduleId));
  const [page, setPage] = useState(0);
  const [dialog, setDialog] = useState({ open: false, key: 0 });

  return (
    <Stack spacing={3} sx={{ maxWidth: 1280 }}>
      <Box
        component="header"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'flex-end',
          justifyContent: 'space-between',
        }}
      >
        <Box>
          <Typography variant="h1">{WORKSPACE_MANAGER_TEXT.title}</Typography>
          <Typography color="text.secondary" sx={{ mt: 0.75 }}>
            {WORKSPACE_MANAGER_TEXT.intro}
          </Typography>
        </Box>
        <CreateWorkspaceButton
          moduleId={moduleId}
          onClick={() => setDialog((current) => ({ open: true, key: current.key + 1 }))}
        />
      </Box>
      {list.isPending && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
          <CircularProgress aria-label={WORKSPACE_MANAGER_TEXT.loading} />
        </Box>
      )}
      {list.isError && !list.data && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void list.refetch()}>
              {SHELL_TEXT.tryAgain}
            </Button>
          }
        >
          {ERROR_MESSAGES.workspaceList}
        </Alert>
      )}
      {list.data && (
        <WorkspaceTable moduleId={moduleId} workspaces={list.data.items} page={page} onPageChange={setPage} />
      )}
      <ActivityLogSection />
      <CreateWorkspaceDialog
        key={dialog.key}
        moduleId={moduleId}
        open={dialog.open}
        onClose={() => setDialog((current) => ({ ...current, open: false }))}
        onCreated={() => {
          setDialog((current) => ({ ...current, open: false }));
          setPage(0);
        }}
      />
    </Stack>
  );
}
