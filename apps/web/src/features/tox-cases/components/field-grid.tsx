import { Children, type ReactNode } from 'react';
import Grid from '@mui/material/Grid';

/** Form fields two to a row from the small breakpoint up, one to a row below it. */
export function FieldGrid({ children }: { children: ReactNode }) {
  return (
    <Grid container spacing={2}>
      {Children.map(children, (field) => (
        <Grid size={{ xs: 12, sm: 6 }}>{field}</Grid>
      ))}
    </Grid>
  );
}
