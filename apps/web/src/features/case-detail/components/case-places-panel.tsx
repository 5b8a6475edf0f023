import { lazy, Suspense, useMemo } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type { CaseDetail } from '@hde/contracts/api';
import { CASE_DETAIL_TEXT } from '@hde/contracts/text';
import { placeMarkers, placesView, type PlaceKind } from '../lib/case-places';
import { MAP_HEIGHT } from './case-places-map-size';
import { DetailPanel } from './detail-panel';

// Leaflet loads with the first map that needs it, as the dashboards' maps do.
const CasePlacesMap = lazy(() =>
  import('./case-places-map').then((module) => ({ default: module.CasePlacesMap })),
);

/** The map of the residence, the place of injury and the place of death, with a legend of their addresses. */
export function CasePlacesPanel({ detail }: { detail: CaseDetail }) {
  const { palette } = useTheme();
  const markers = useMemo(() => placeMarkers(detail), [detail]);
  const view = useMemo(() => placesView(markers), [markers]);
  const colors = useMemo<Record<PlaceKind, string>>(
    () => ({
      residence: palette.primary.main,
      placeOfInjury: palette.warning.main,
      placeOfDeath: palette.error.main,
    }),
    [palette],
  );
  const title = CASE_DETAIL_TEXT.panels.map;
  return (
    <DetailPanel title={title}>
      {view ? (
        <>
          <Suspense fallback={<Skeleton variant="rounded" height={MAP_HEIGHT} />}>
            <CasePlacesMap markers={markers} view={view} colors={colors} label={CASE_DETAIL_TEXT.mapLabel} />
          </Suspense>
          <Stack component="ul" spacing={0.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {markers.map((marker) => (
              <Stack
                component="li"
                key={marker.kind}
                direction="row"
                spacing={1}
                sx={{ alignItems: 'baseline' }}
              >
                <Box
                  aria-hidden
                  sx={{
                    width: 10,
                    height: 10,
                    borderRadius: '50%',
                    flexShrink: 0,
                    bgcolor: colors[marker.kind],
                  }}
                />
                <Typography variant="body2">
                  <Box component="span" sx={{ fontWeight: 600 }}>
                    {marker.label}
                  </Box>
                  {marker.address && ` — ${marker.address}`}
                </Typography>
              </Stack>
            ))}
          </Stack>
        </>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {CASE_DETAIL_TEXT.noCoordinates}
        </Typography>
      )}
    </DetailPanel>
  );
}
