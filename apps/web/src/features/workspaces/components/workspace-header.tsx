import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Workspace } from '@hde/contracts/api';
import { WorkspaceIcon } from '../../../components/workspace-icon';

export function WorkspaceHeader({ workspace }: { workspace: Workspace }) {
  return (
    <Box component="header" sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
      <WorkspaceIcon icon={workspace.icon} color="primary" sx={{ fontSize: 32, mt: 0.25 }} />
      <Box>
        <Typography variant="h1">{workspace.name}</Typography>
        {workspace.description && (
          <Typography color="text.secondary" sx={{ mt: 0.75, maxWidth: 880 }}>
            {workspace.description}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
