import 'leaflet/dist/leaflet.css';
import type { Ref } from 'react';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';

export interface TileMapBoxProps {
  ref: Ref<HTMLDivElement>;
  /** Accessible name of the map. */
  label: string;
  height: number;
}

/** The element a tile map (openTileMap) is opened in: a named region, its panes kept under menus and dialogs. */
export function TileMapBox({ ref, label, height }: TileMapBoxProps) {
  const mode = useTheme().palette.mode;
  return (
    <Box
      ref={ref}
      role="region"
      aria-label={label}
      sx={{
        width: '100%',
        height,
        borderRadius: 1,
        overflow: 'hidden',
        // Leaflet's panes and controls stack up to z-index 1000: kept inside the map, under menus and dialogs.
        isolation: 'isolate',
        // OpenStreetMap tiles are light; in the dark theme they are inverted to keep the page dark.
        ...(mode === 'dark' && {
          '& .leaflet-tile-pane': { filter: 'invert(1) hue-rotate(180deg) brightness(0.9) contrast(0.9)' },
          // Where no tile is drawn (yet), Leaflet's light grey would glare.
          '&.leaflet-container': { bgcolor: 'background.default' },
        }),
      }}
    />
  );
}
