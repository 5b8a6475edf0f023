import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { PRODUCT_NAME } from '@hde/contracts';
import { ONBOARDING_TEXT } from '@hde/contracts/text';
import { MdiModuleCard } from './mdi-module-card';
import { StayTunedCard } from './stay-tuned-card';
import { StepHeading } from './step-heading';

export interface ModulesStepProps {
  mdiSelected: boolean;
  finishing: boolean;
  onToggleMdi(): void;
  onInterested(): void;
  onBack(): void;
  onFinish(): void;
}

/** Step 2: pick modules; Get Started when one is chosen, else Skip For Now. */
export function ModulesStep({
  mdiSelected,
  finishing,
  onToggleMdi,
  onInterested,
  onBack,
  onFinish,
}: ModulesStepProps) {
  return (
    <Box>
      <StepHeading
        step={2}
        chip={ONBOARDING_TEXT.step2Chip}
        title={ONBOARDING_TEXT.step2Title(PRODUCT_NAME)}
        focus
      />
      <Box
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' }, gap: 3 }}
      >
        <MdiModuleCard selected={mdiSelected} onToggle={onToggleMdi} />
        <StayTunedCard onInterested={onInterested} />
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 4 }}>
        <Button size="large" startIcon={<ArrowBack />} onClick={onBack} disabled={finishing}>
          {ONBOARDING_TEXT.back}
        </Button>
        <Button
          size="large"
          variant={mdiSelected ? 'contained' : 'outlined'}
          onClick={onFinish}
          loading={finishing}
        >
          {mdiSelected ? ONBOARDING_TEXT.getStarted : ONBOARDING_TEXT.skip}
        </Button>
      </Box>
    </Box>
  );
}
