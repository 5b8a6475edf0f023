import type { ReactNode, SyntheticEvent } from 'react';
import Box from '@mui/material/Box';

const keepInside = (event: SyntheticEvent) => event.stopPropagation();

/**
 * Controls inside a row that opens on click: their clicks and keys (and those of the popovers they open,
 * which bubble through React) do not open the row.
 */
export function RowActions({ children }: { children: ReactNode }) {
  return (
    <Box onClick={keepInside} onKeyDown={keepInside} sx={{ display: 'inline-flex' }}>
      {children}
    </Box>
  );
}
