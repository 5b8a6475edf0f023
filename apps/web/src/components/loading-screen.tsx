import { FullPageFrame } from './full-page-frame';
import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { LOADING_MAX_BEFORE_DONE, LOADING_STEP_MS } from '@hde/contracts';
import { SHELL_TEXT } from '@hde/contracts/text';

/** Percentage points added at every step. */
const LOADING_STEP_PERCENT = 10;

function loadingProgressAt(elapsedMs: number): number {
  const steps = Math.max(0, Math.floor(elapsedMs / LOADING_STEP_MS));
  return Math.min(LOADING_MAX_BEFORE_DONE, steps * LOADING_STEP_PERCENT);
}

export interface LoadingScreenProps {
  /** Jumps to 100% when the work is finished. */
  done?: boolean;
  /** Epoch ms the wait began; screens shown one after another pass the same value so the bar never goes back. */
  startedAt?: number;
}

/** Full-page wait: a bar advancing every second up to 95%, then 100% when done. */
export function LoadingScreen({ done = false, startedAt }: LoadingScreenProps) {
  const [start] = useState(() => startedAt ?? Date.now());
  const [now, setNow] = useState(() => Date.now());
  const progress = done ? 100 : loadingProgressAt(now - start);
  const settled = done || progress >= LOADING_MAX_BEFORE_DONE;

  useEffect(() => {
    if (settled) return;
    const timer = setInterval(() => setNow(Date.now()), LOADING_STEP_MS);
    return () => clearInterval(timer);
  }, [settled]);

  return (
    <FullPageFrame>
      <Box sx={{ width: '100%', maxWidth: 360 }}>
        <LinearProgress
          variant="determinate"
          value={progress}
          aria-label={SHELL_TEXT.loading}
          sx={{ height: 6, borderRadius: 3 }}
        />
      </Box>
      <Typography color="text.secondary">{SHELL_TEXT.loading}</Typography>
    </FullPageFrame>
  );
}
