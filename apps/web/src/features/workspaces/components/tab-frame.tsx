import { useId, type ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { WORKSPACE_TAB_EMPTY_TEXT, WORKSPACE_TAB_LABELS } from '@hde/contracts/text';
import { EmptyStateCard } from './empty-state-card';

type FramedTab = keyof typeof WORKSPACE_TAB_EMPTY_TEXT;

/** A tab's title and the card saying what will appear there once the workspace has data. */
export function TabFrame({ tab, icon }: { tab: FramedTab; icon: ReactNode }) {
  const titleId = useId();
  return (
    <Stack component="section" spacing={2} aria-labelledby={titleId}>
      <Typography id={titleId} variant="h2">
        {WORKSPACE_TAB_LABELS[tab]}
      </Typography>
      <EmptyStateCard icon={icon}>
        <Typography color="text.secondary" sx={{ maxWidth: 560 }}>
          {WORKSPACE_TAB_EMPTY_TEXT[tab]}
        </Typography>
      </EmptyStateCard>
    </Stack>
  );
}
