import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

export interface SummaryCardProps {
  label: string;
  value: number | undefined;
  icon: ReactNode;
}

/** A count card ("Total Active", "Total Pending"); a skeleton while the count loads. */
export function SummaryCard({ label, value, icon }: SummaryCardProps) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2.5, display: 'flex', alignItems: 'center', gap: 2, flex: 1, minWidth: 200 }}
    >
      <Box
        aria-hidden
        sx={{
          width: 44,
          height: 44,
          borderRadius: 2,
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'action.selected',
          color: 'primary.main',
        }}
      >
        {icon}
      </Box>
      <Box>
        <Typography variant="body2" color="text.secondary" component="h3">
          {label}
        </Typography>
        <Typography variant="h1" component="p" sx={{ lineHeight: 1.2 }}>
          {value ?? <Skeleton width={32} />}
        </Typography>
      </Box>
    </Paper>
  );
}
