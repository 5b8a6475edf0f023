import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface FieldListItem {
  key: string;
  label: string;
  value: ReactNode;
  /** Takes the whole row, for long values such as addresses. */
  wide?: boolean;
}

/** Labelled values as a description list, in as many columns as the width allows. */
export function FieldList({
  items,
  minColumnWidth = 200,
}: {
  items: FieldListItem[];
  minColumnWidth?: number;
}) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${minColumnWidth}px), 1fr))`,
        columnGap: 3,
        rowGap: 1.5,
      }}
    >
      {items.map((item) => (
        <Box key={item.key} sx={{ minWidth: 0, ...(item.wide && { gridColumn: '1 / -1' }) }}>
          <Typography component="dt" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            {item.label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {item.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
