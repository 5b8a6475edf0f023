import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** A quiet card saying there is nothing here yet, with an optional way forward. */
export interface EmptyStateCardProps {
  icon: ReactNode;
  title?: string;
  /** The title is the page heading when the card is the whole page. */
  titleAs?: 'h1' | 'p';
  children?: ReactNode;
}

export function EmptyStateCard({ icon, title, titleAs = 'p', children }: EmptyStateCardProps) {
  return (
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
      {title && (
        <Typography variant="h2" component={titleAs}>
          {title}
        </Typography>
      )}
      {children}
    </Paper>
  );
}
