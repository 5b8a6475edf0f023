import { useId, type ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { WORKSPACE_TAB_EMPTY_TEXT, WORKSPACE_TAB_LABELS } from '@hde/contracts';

type FramedTab = keyof typeof WORKSPACE_TAB_EMPTY_TEXT;

/** A tab's title and the card saying what will appear there once the workspace has data. */
export function TabFrame({ tab, icon }: { tab: FramedTab; icon: ReactNode }) {
  const titleId = useId();
  return (
    <Stack component="section" spacing={2} aria-labelledby={titleId}>
      <Typography id={titleId} variant="h2">
        {WORKSPACE_TAB_LABELS[tab]}
      </Typography>
      <Paper
        variant="outlined"
        sx={{
          p: { xs: 4, md: 6 },
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 1.5,
          textAlign: 'center',
          borderStyle: 'dashed',
        }}
      >
        <Typography component="span" aria-hidden sx={{ color: 'text.secondary', display: 'flex' }}>
          {icon}
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 560 }}>
          {WORKSPACE_TAB_EMPTY_TEXT[tab]}
        </Typography>
      </Paper>
    </Stack>
  );
}
