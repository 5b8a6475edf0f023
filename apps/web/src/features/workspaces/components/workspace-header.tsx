import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Workspace } from '@hde/contracts';

export function WorkspaceHeader({ workspace }: { workspace: Workspace }) {
  return (
    <Box component="header">
      <Typography variant="h1">{workspace.name}</Typography>
      {workspace.description && (
        <Typography color="text.secondary" sx={{ mt: 0.75, maxWidth: 880 }}>
          {workspace.description}
        </Typography>
      )}
    </Box>
  );
}
