import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { ONBOARDING_PAGE_TEXT } from '@hde/contracts/text';

export interface StepHeadingProps {
  step: number;
  chip: string;
  title: string;
  body?: string;
  /** Moves the focus to the title, for screen readers after a step change. */
  focus: boolean;
}

const STEP_COUNT = 2;

export function StepHeading({ step, chip, title, body, focus }: StepHeadingProps) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) titleRef.current?.focus();
  }, [focus]);

  return (
    <Box sx={{ mb: 4 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
        <Chip label={chip} color="primary" variant="outlined" sx={{ fontWeight: 600 }} />
        <Typography variant="body2" color="text.secondary">
          {ONBOARDING_PAGE_TEXT.stepOf(step, STEP_COUNT)}
        </Typography>
      </Box>
      <Typography ref={titleRef} variant="h1" tabIndex={-1} sx={{ outline: 'none', mb: body ? 1.5 : 0 }}>
        {title}
      </Typography>
      {body && <Typography color="text.secondary">{body}</Typography>}
    </Box>
  );
}
