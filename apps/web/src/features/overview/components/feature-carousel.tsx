import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import ManageSearchOutlined from '@mui/icons-material/ManageSearchOutlined';
import type { Workspace } from '@hde/contracts/api';
import { OVERVIEW_TEXT } from '@hde/contracts/text';
import { workspaceRoleOf } from '../../../lib/workspaces/workspace-role';
import { FEATURE_TARGETS, visibleFeatures, type FeatureId } from '../lib/feature-cards';

const ICONS: Record<FeatureId, ReactNode> = {
  import: <CloudUploadOutlined fontSize="large" />,
  analytics: <InsightsOutlined fontSize="large" />,
  cases: <ManageSearchOutlined fontSize="large" />,
};

/**
 * The feature cards (spec §2.6): one at a time, with previous and next buttons and a dot per card; the arrow keys
 * turn them while the focus is on those controls. It never advances on its own (autoplay off), so the slide region
 * can be announced politely on every change.
 */
export function FeatureCarousel({ workspace }: { workspace: Workspace }) {
  const titleId = useId();
  const features = visibleFeatures(workspaceRoleOf(workspace));
  const [index, setIndex] = useState(0);
  const [, setParams] = useSearchParams();
  const count = features.length;
  const show = (next: number) => setIndex((next + count) % count);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') show(index - 1);
    else if (event.key === 'ArrowRight') show(index + 1);
    else return;
    event.preventDefault();
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      aria-roledescription="carousel"
      sx={{ height: '100%', p: 2, display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }}
    >
      <Typography id={titleId} variant="h3" sx={{ fontSize: '1rem' }}>
        {OVERVIEW_TEXT.features}
      </Typography>
      <Box aria-live="polite" sx={{ overflow: 'hidden', flex: 1 }}>
        <Box
          sx={{
            display: 'flex',
            height: '100%',
            transform: `translateX(-${index * 100}%)`,
            transition: 'transform 300ms ease',
            '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
          }}
        >
          {features.map((feature, position) => {
            const text = OVERVIEW_TEXT.featureCards[feature];
            const current = position === index;
            return (
              <Stack
                key={feature}
                role="group"
                aria-roledescription="slide"
                aria-label={`${text.title}, ${OVERVIEW_TEXT.featureSlide(position + 1, count)}`}
                aria-hidden={!current}
                inert={!current}
                spacing={1.5}
                sx={{ flex: '0 0 100%', alignItems: 'flex-start', px: 0.5 }}
              >
                <Box
                  aria-hidden
                  sx={(theme) => ({
                    display: 'flex',
                    p: 1.5,
                    borderRadius: 2,
                    color: 'secondary.main',
                    bgcolor: alpha(theme.palette.secondary.main, theme.palette.mode === 'light' ? 0.1 : 0.16),
                  })}
                >
                  {ICONS[feature]}
                </Box>
                <Typography variant="h3" component="p" sx={{ fontSize: '1.1rem' }}>
                  {text.title}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
                  {text.body}
                </Typography>
                <Button variant="contained" onClick={() => setParams(FEATURE_TARGETS[feature])}>
                  {text.action}
                </Button>
              </Stack>
            );
          })}
        </Box>
      </Box>
      <Stack
        direction="row"
        onKeyDown={onKeyDown}
        sx={{ alignItems: 'center', justifyContent: 'space-between' }}
      >
        <IconButton aria-label={OVERVIEW_TEXT.previousFeature} onClick={() => show(index - 1)} size="small">
          <ChevronLeft />
        </IconButton>
        <Stack direction="row" spacing={0.5}>
          {features.map((feature, position) => (
            <IconButton
              key={feature}
              aria-label={OVERVIEW_TEXT.showFeature(OVERVIEW_TEXT.featureCards[feature].title)}
              aria-current={position === index ? 'true' : undefined}
              onClick={() => show(position)}
              size="small"
              sx={{ p: 0.75 }}
            >
              <Box
                sx={{
                  width: 8,
                  height: 8,
                  borderRadius: '50%',
                  bgcolor: position === index ? 'primary.main' : 'action.disabled',
                }}
              />
            </IconButton>
          ))}
        </Stack>
        <IconButton aria-label={OVERVIEW_TEXT.nextFeature} onClick={() => show(index + 1)} size="small">
          <ChevronRight />
        </IconButton>
      </Stack>
    </Paper>
  );
}
