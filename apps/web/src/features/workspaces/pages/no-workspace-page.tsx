import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import FolderOffOutlined from '@mui/icons-material/FolderOffOutlined';
import { WORKSPACE_PAGE_TEXT } from '@hde/contracts/text';
import { EmptyStateCard } from '../components/empty-state-card';

/** /{module}/workspace: the user has no workspace in the module yet. */
export function NoWorkspacePage() {
  return (
    <Box sx={{ maxWidth: 960, mx: 'auto', pt: { xs: 0, md: 4 } }}>
      <EmptyStateCard
        icon={<FolderOffOutlined sx={{ fontSize: 40 }} />}
        title={WORKSPACE_PAGE_TEXT.noWorkspaceTitle}
        titleAs="h1"
      >
        <Typography color="text.secondary" sx={{ maxWidth: 560 }}>
          {WORKSPACE_PAGE_TEXT.noWorkspaceBody}
        </Typography>
        <Button component={RouterLink} to="/module-manager" variant="contained" sx={{ mt: 1 }}>
          {WORKSPACE_PAGE_TEXT.moduleManager}
        </Button>
      </EmptyStateCard>
    </Box>
  );
}
