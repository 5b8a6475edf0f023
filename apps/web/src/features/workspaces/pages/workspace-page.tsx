import { useParams } from 'react-router';
import Stack from '@mui/material/Stack';
import { DemoBanner } from '../../../components/demo-banner';
import { NotFoundPage } from '../../../components/not-found-page';
import { WorkspaceGate } from '../../../components/workspace-gate';
import { isWorkspaceModule } from '../../../lib/workspaces/workspace-module';
import { WorkspaceHeader } from '../components/workspace-header';
import { WorkspaceTabsView } from '../components/workspace-tabs-view';

/** /{module}/workspace/{id}: the workspace's header and its tabs, chosen by the query parameter id. */
export function WorkspacePage() {
  const { moduleId, workspaceId } = useParams();
  if (!isWorkspaceModule(moduleId)) return <NotFoundPage />;
  return (
    <WorkspaceGate moduleId={moduleId} workspaceId={workspaceId}>
      {(workspace) => (
        <Stack spacing={3} sx={{ maxWidth: 1280 }}>
          {workspace.demo && <DemoBanner />}
          <WorkspaceHeader workspace={workspace} />
          <WorkspaceTabsView key={workspace.id} moduleId={moduleId} workspace={workspace} />
        </Stack>
      )}
    </WorkspaceGate>
  );
}
