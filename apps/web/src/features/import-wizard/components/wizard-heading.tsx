import { useEffect, useRef } from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IMPORT_WIZARD_TEXT } from '@hde/contracts/text';
import type { WizardStep } from './wizard-state';

export interface WizardHeadingProps {
  step: WizardStep;
  titleId: string;
}

/** The step's chip ("Data Import Wizard - Step 1/3" ... "Complete") above its title. */
export function WizardHeading({ step, titleId }: WizardHeadingProps) {
  const { chip, title } = IMPORT_WIZARD_TEXT.steps[step];
  const titleRef = useRef<HTMLHeadingElement>(null);
  // A new step moves the focus to its title, so screen readers announce where the user is.
  useEffect(() => {
    if (step > 0) titleRef.current?.focus();
  }, [step]);

  return (
    // Not a DialogTitle: the dialog would give this wrapper the title id too, naming the dialog after the chip.
    <Stack spacing={1.5} sx={{ px: 3, pt: 2.5, pb: 2, alignItems: 'flex-start' }}>
      <Chip
        label={chip}
        color={step === 3 ? 'success' : 'primary'}
        variant="outlined"
        size="small"
        sx={{ fontWeight: 600 }}
      />
      <Typography
        ref={titleRef}
        id={titleId}
        component="h2"
        variant="h2"
        tabIndex={-1}
        sx={{ outline: 'none' }}
      >
        {title}
      </Typography>
    </Stack>
  );
}
