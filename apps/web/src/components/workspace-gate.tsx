import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { ModuleId } from '@hde/contracts';
import type { Workspace } from '@hde/contracts/api';
import { ERROR_MESSAGES, SHELL_TEXT, WORKSPACE_PAGE_TEXT } from '@hde/contracts/text';
import { isApiRequestError } from '../lib/api/api-request-error';
import { restrictedPath } from '../lib/workspaces/module-workspace-path';
import { useWorkspaceQuery } from '../lib/workspaces/workspace-query';
import { NotFoundPage } from './not-found-page';

export interface WorkspaceGateProps {
  moduleId: ModuleId;
  workspaceId: string | undefined;
  children(workspace: Workspace): ReactNode;
}

/**
 * Loads one workspace for a page: a spinner meanwhile, the 404 page when it is not visible, the Access
 * Required page when the module is restricted or the user's access was revoked (it says which), an error with
 * a retry otherwise. A failed background refresh keeps the workspace on screen.
 */
export function WorkspaceGate({ moduleId, workspaceId, children }: WorkspaceGateProps) {
  const query = useWorkspaceQuery(moduleId, workspaceId);
  const failedOther =
    query.isError && !isApiRequestError(query.error, 404) && !isApiRequestError(query.error, 403);

  useEffect(() => {
    if (failedOther) console.error('Workspace could not be loaded', query.error);
  }, [failedOther, query.error]);

  if (isApiRequestError(query.error, 404)) return <NotFoundPage />;
  if (isApiRequestError(query.error, 403))
    return <Navigate to={restrictedPath(moduleId, workspaceId)} replace />;
  if (query.data) return children(query.data);
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
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress aria-label={WORKSPACE_PAGE_TEXT.loading} />
    </Box>
  );
}
