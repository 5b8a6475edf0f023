import { lazy, Suspense, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type { CaseDetail } from '@hde/contracts/api';
import { CASE_DETAIL_TEXT } from '@hde/contracts/text';
import { ErrorBoundary } from '../../../components/error-boundary';
import { bmiOf, bodyShapeOf, caseSexOf, figureScene, type FigureSex } from '../lib/body-figure';
import { formatBmi, formatHeight, formatWeight } from '../lib/measurements';
import { supportsWebGl } from '../lib/webgl-support';
import { BmiFigures2d, type BmiFiguresProps } from './bmi-figures-2d';
import { DetailPanel } from './detail-panel';

// three.js is large: its own chunk, fetched only when a case with a body to show is opened.
const BmiScene3d = lazy(() => import('./bmi-scene-3d'));

const FIGURE_SEXES: readonly FigureSex[] = ['male', 'female'];
const VIEW_HEIGHT = 320;

const caseBmi = ({ bmi, weight, height }: CaseDetail) =>
  bmi ?? (weight !== null && height !== null && height > 0 ? bmiOf(weight, height) : null);

function FlatFigures({ label, ...figures }: BmiFiguresProps & { label: string }) {
  return (
    <Stack spacing={1}>
      <Box
        data-testid="bmi-view"
        role="img"
        aria-label={label}
        sx={{ position: 'relative', height: VIEW_HEIGHT }}
      >
        <BmiFigures2d {...figures} />
      </Box>
      <Typography variant="caption" color="text.secondary">
        {CASE_DETAIL_TEXT.bmi2dFallback}
      </Typography>
    </Stack>
  );
}

/**
 * The BMI simulation: a male and a female figure at the case's height, widened by its BMI, the one of the
 * case's sex in the accent colour (both neutral when the sex is unknown). 3D where WebGL works, else drawn flat.
 */
export function BmiView({ detail }: { detail: CaseDetail }) {
  const { palette } = useTheme();
  const [webGl] = useState(supportsWebGl);
  const bmi = caseBmi(detail);
  const scene = useMemo(() => {
    const shape = bodyShapeOf(detail.height, bmi);
    return shape && figureScene(shape);
  }, [detail.height, bmi]);
  const highlighted = caseSexOf(detail.sex);
  const colors = useMemo<Record<FigureSex, string>>(() => {
    const neutral = palette.mode === 'dark' ? palette.grey[600] : palette.grey[400];
    return {
      male: highlighted === 'male' ? palette.primary.main : neutral,
      female: highlighted === 'female' ? palette.primary.main : neutral,
    };
  }, [palette, highlighted]);
  const floorColor = palette.divider;

  if (!scene) {
    return (
      <DetailPanel title={CASE_DETAIL_TEXT.panels.bmi}>
        <Typography variant="body2" color="text.secondary">
          {CASE_DETAIL_TEXT.bmiUnavailable}
        </Typography>
      </DetailPanel>
    );
  }

  const height = formatHeight(detail.height, detail.age);
  const weight = formatWeight(detail.weight, detail.age);
  const label = CASE_DETAIL_TEXT.bmiFiguresLabel(height, weight, formatBmi(bmi));
  const figures = { scene, colors, floorColor };
  const flat = <FlatFigures label={label} {...figures} />;
  return (
    <DetailPanel title={CASE_DETAIL_TEXT.panels.bmi}>
      {webGl ? (
        // A browser that offers WebGL may still fail to draw with it: the flat figures stand in.
        <ErrorBoundary fallback={flat}>
          <Box data-testid="bmi-view" role="img" aria-label={label} sx={{ height: VIEW_HEIGHT }}>
            <Suspense fallback={<Skeleton variant="rounded" height="100%" />}>
              <BmiScene3d {...figures} />
            </Suspense>
          </Box>
        </ErrorBoundary>
      ) : (
        flat
      )}
      <Stack direction="row" sx={{ justifyContent: 'space-around' }}>
        {FIGURE_SEXES.map((sex) => (
          <Chip
            key={sex}
            size="small"
            label={CASE_DETAIL_TEXT.figures[sex]}
            color={highlighted === sex ? 'primary' : 'default'}
            variant={highlighted === sex ? 'filled' : 'outlined'}
          />
        ))}
      </Stack>
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        {[height, weight, formatBmi(bmi), detail.bmiStatus].filter(Boolean).join(' · ')}
      </Typography>
    </DetailPanel>
  );
}
