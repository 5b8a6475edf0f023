import { useId, type ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export interface SectionCardProps {
  title: string;
  /** The heading's element, for where the card sits in the page's outline. */
  headingComponent?: 'h2' | 'h3' | 'h4' | 'h5';
  /** What the card shows; a function gets the title's id, to name a table or chart by it. */
  children: ReactNode | ((titleId: string) => ReactNode);
}

/** An outlined section with a small heading that names it: a dashboard widget, a panel of the case view. */
export function SectionCard({ title, headingComponent = 'h3', children }: SectionCardProps) {
  const titleId = useId();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      sx={{ p: 2, height: '100%', display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }}
    >
      <Typography
        id={titleId}
        variant="h3"
        component={headingComponent}
        sx={{ fontSize: '1rem', fontWeight: 600 }}
      >
        {title}
      </Typography>
      {typeof children === 'function' ? children(titleId) : children}
    </Paper>
  );
}
