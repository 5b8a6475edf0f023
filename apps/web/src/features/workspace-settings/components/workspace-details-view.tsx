import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Workspace } from '@hde/contracts/api';
import { WORKSPACE_ICON_LABELS, WORKSPACE_SETTINGS_TEXT } from '@hde/contracts/text';
import { WorkspaceIcon } from '../../../components/workspace-icon';

const TEXT = WORKSPACE_SETTINGS_TEXT.details;

/** The stored name, description and icon, read-only. */
export function WorkspaceDetailsView({ workspace }: { workspace: Workspace }) {
  const rows = [
    { label: TEXT.name, value: <Typography>{workspace.name}</Typography> },
    {
      label: TEXT.description,
      value: workspace.description ? (
        <Typography sx={{ whiteSpace: 'pre-line' }}>{workspace.description}</Typography>
      ) : (
        <Typography color="text.secondary">{TEXT.noDescription}</Typography>
      ),
    },
    {
      label: TEXT.icon,
      value: (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <WorkspaceIcon icon={workspace.icon} color="primary" />
          <Typography>{WORKSPACE_ICON_LABELS[workspace.icon]}</Typography>
        </Box>
      ),
    },
  ];
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' },
        rowGap: 2,
        columnGap: 3,
      }}
    >
      {rows.map((row) => (
        <Box key={row.label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ pt: 0.25 }}>
            {row.label}
          </Typography>
          <Box component="dd" sx={{ m: 0 }}>
            {row.value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
