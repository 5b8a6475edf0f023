import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import { ERROR_MESSAGES, SHELL_TEXT, WORKSPACE_PAGE_TEXT } from '@hde/contracts';
import { DemoBanner } from '../../../components/demo-banner';
import { NotFoundPage } from '../../../components/not-found-page';
import { isApiRequestError } from '../../../lib/api/api-request-error';
import { isWorkspaceModule } from '../../../lib/workspaces/workspace-module';
import { useWorkspaceQuery } from '../api/workspace-query';
import { EmptyStateCard } from '../components/empty-state-card';
import { WorkspaceHeader } from '../components/workspace-header';

/** /{module}/workspace/{id}: the workspace's header; its tabs arrive with the workspace views. */
export function WorkspacePage() {
  const { moduleId, workspaceId } = useParams();
  if (!isWorkspaceModule(moduleId)) return <NotFoundPage />;
  return <WorkspaceView moduleId={moduleId} workspaceId={workspaceId} />;
}

function WorkspaceView({
  moduleId,
  workspaceId,
}: {
  moduleId: 'mdi' | 'tox';
  workspaceId: string | undefined;
}) {
  const query = useWorkspaceQuery(moduleId, workspaceId);
  const failedOther =
    query.isError && !isApiRequestError(query.error, 404) && !isApiRequestError(query.error, 403);

  useEffect(() => {
    if (failedOther) console.error('Workspace could not be loaded', query.error);
  }, [failedOther, query.error]);

  if (isApiRequestError(query.error, 404)) return <NotFoundPage />;
  if (isApiRequestError(query.error, 403)) return <Navigate to={`/${moduleId}/restricted`} replace />;
  if (query.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            {SHELL_TEXT.tryAgain}
          </Button>
        }
      >
        {ERROR_MESSAGES.workspaceList}
      </Alert>
    );
  }
  if (!query.data) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label={WORKSPACE_PAGE_TEXT.loading} />
      </Box>
    );
  }

  const workspace = query.data;
  return (
    <Stack spacing={3} sx={{ maxWidth: 1280 }}>
      {workspace.demo && <DemoBanner />}
      <WorkspaceHeader workspace={workspace} />
      <EmptyStateCard icon={<Inventory2Outlined sx={{ fontSize: 40 }} />} title={WORKSPACE_PAGE_TEXT.empty} />
    </Stack>
  );
}
