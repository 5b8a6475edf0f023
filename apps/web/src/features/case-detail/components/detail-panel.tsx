import { useId, type ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** A titled section of the case view, named by its title. */
export function DetailPanel({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      sx={{ p: 2, height: '100%', display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }}
    >
      <Typography id={titleId} variant="h3" component="h4" sx={{ fontSize: '1rem' }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
