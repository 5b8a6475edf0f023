import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import BiotechOutlined from '@mui/icons-material/BiotechOutlined';
import FolderCopyOutlined from '@mui/icons-material/FolderCopyOutlined';
import ScienceOutlined from '@mui/icons-material/ScienceOutlined';
import { MISSING_VALUE } from '@hde/contracts';
import type { ToxCaseStats } from '@hde/contracts/api';
import { TOX_TEXT } from '@hde/contracts/text';

function StatCard({ title, icon, value }: { title: string; icon: ReactNode; value: string | undefined }) {
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
      {value === undefined ? (
        <Skeleton variant="text" width={96} sx={{ fontSize: '2rem' }} />
      ) : (
        <Typography component="p" sx={{ fontSize: '2rem', fontWeight: 700, lineHeight: 1.25 }}>
          {value}
        </Typography>
      )}
    </Paper>
  );
}

export interface ToxStatCardsProps {
  stats: ToxCaseStats | undefined;
  failed: boolean;
}

/** Total Cases, Cases with Toxicology Data and Average Number of Analyses per Case (2 decimals). */
export function ToxStatCards({ stats, failed }: ToxStatCardsProps) {
  const shown = (value: string | undefined) => (failed ? MISSING_VALUE : value);
  const cards = [
    {
      title: TOX_TEXT.stats.totalCases,
      icon: <FolderCopyOutlined />,
      value: stats?.totalCases.toLocaleString('en-US'),
    },
    {
      title: TOX_TEXT.stats.casesWithToxicology,
      icon: <ScienceOutlined />,
      value: stats?.casesWithToxicology.toLocaleString('en-US'),
    },
    {
      title: TOX_TEXT.stats.averageAnalyses,
      icon: <BiotechOutlined />,
      value: stats?.averageAnalyses.toFixed(2),
    },
  ];
  return (
    <Grid container spacing={2}>
      {cards.map((card) => (
        <Grid key={card.title} size={{ xs: 12, md: 4 }}>
          <StatCard title={card.title} icon={card.icon} value={shown(card.value)} />
        </Grid>
      ))}
    </Grid>
  );
}
