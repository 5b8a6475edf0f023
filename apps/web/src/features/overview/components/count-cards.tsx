import { useId, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import FolderCopyOutlined from '@mui/icons-material/FolderCopyOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { MISSING_VALUE } from '@hde/contracts';
import { ERROR_MESSAGES, OVERVIEW_TEXT } from '@hde/contracts/text';
import { useWorkspaceCount } from '../api/use-workspace-count';

interface CountCardProps {
  title: string;
  icon: ReactNode;
  count: { data: number | undefined; isPending: boolean; isError: boolean };
}

function CountCard({ title, icon, count }: CountCardProps) {
  const titleId = useId();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      sx={{ p: 2.5, height: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Box
          aria-hidden
          sx={(theme) => ({
            display: 'flex',
            p: 1,
            borderRadius: 2,
            color: 'primary.main',
            bgcolor: alpha(theme.palette.primary.main, theme.palette.mode === 'light' ? 0.08 : 0.16),
          })}
        >
          {icon}
        </Box>
        <Typography id={titleId} variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
      </Stack>
      {count.isPending && !count.isError ? (
        <Skeleton variant="text" width={96} sx={{ fontSize: '2rem' }} />
      ) : (
        <Typography component="p" sx={{ fontSize: '2rem', fontWeight: 700, lineHeight: 1.25 }}>
          {count.data === undefined ? MISSING_VALUE : count.data.toLocaleString('en-US')}
        </Typography>
      )}
    </Paper>
  );
}

/** Workspace Cases, Workspace Imports and Workspace Activities: one count query each, side by side from md up. */
export function CountCards({ workspaceId }: { workspaceId: string }) {
  const cards = [
    {
      title: OVERVIEW_TEXT.countCards.cases,
      icon: <FolderCopyOutlined fontSize="small" />,
      count: useWorkspaceCount(workspaceId, 'CASE'),
    },
    {
      title: OVERVIEW_TEXT.countCards.imports,
      icon: <UploadFileOutlined fontSize="small" />,
      count: useWorkspaceCount(workspaceId, 'FILE'),
    },
    {
      title: OVERVIEW_TEXT.countCards.activities,
      icon: <HistoryOutlined fontSize="small" />,
      count: useWorkspaceCount(workspaceId, 'ACTIVITY'),
    },
  ];
  return (
    <Stack spacing={1.5}>
      {cards.some((card) => card.count.isError) && (
        <Alert severity="error">{ERROR_MESSAGES.workspaceQuery}</Alert>
      )}
      <Grid container spacing={2}>
        {cards.map((card) => (
          <Grid key={card.title} size={{ xs: 12, md: 4 }}>
            <CountCard {...card} />
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
}
