import { Link as RouterLink, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import { WORKSPACE_SETTINGS_TEXT } from '@hde/contracts/text';
import { DemoBanner } from '../../../components/demo-banner';
import { NotFoundPage } from '../../../components/not-found-page';
import { WorkspaceGate } from '../../../components/workspace-gate';
import { WorkspaceIcon } from '../../../components/workspace-icon';
import { isWorkspaceModule } from '../../../lib/workspaces/workspace-module';
import { AllowedSettings } from '../components/allowed-settings';

/** /{module}/workspace-manager/{id}: one workspace's settings, with a way back to the list. */
export function WorkspaceSettingsPage() {
  const { moduleId, workspaceId } = useParams();
  if (!isWorkspaceModule(moduleId)) return <NotFoundPage />;
  return (
    <Stack spacing={3} sx={{ maxWidth: 1280 }}>
      <Box>
        <Button
          component={RouterLink}
          to={`/${moduleId}/workspace-manager`}
          startIcon={<ArrowBackOutlined />}
          aria-label={WORKSPACE_SETTINGS_TEXT.backLabel}
        >
          {WORKSPACE_SETTINGS_TEXT.back}
        </Button>
      </Box>
      <WorkspaceGate moduleId={moduleId} workspaceId={workspaceId}>
        {(workspace) => (
          <Stack spacing={3}>
            {workspace.demo && <DemoBanner />}
            <Box component="header">
              <Typography variant="h1">{WORKSPACE_SETTINGS_TEXT.title}</Typography>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 0.75 }}>
                <WorkspaceIcon icon={workspace.icon} color="primary" fontSize="small" />
                <Typography color="text.secondary">{workspace.name}</Typography>
              </Box>
            </Box>
            <AllowedSettings moduleId={moduleId} workspace={workspace} origin="manager" />
          </Stack>
        )}
      </WorkspaceGate>
    </Stack>
  );
}
