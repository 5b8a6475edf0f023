import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';

export interface StatCardProps {
  title: string;
  icon: ReactNode;
  /** The figure as shown; undefined while it loads (a skeleton). */
  value: string | undefined;
}

/** One figure under its title and icon: a section named by its title. */
export function StatCard({ title, icon, value }: StatCardProps) {
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
