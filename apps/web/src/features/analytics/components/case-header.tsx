import ArrowBack from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ANALYTICS_TEXT } from '@hde/contracts';

/** The analytics tab with one case open: its heading and the way back to the case list. */
export function CaseHeader({ caseId, onBack }: { caseId: string; onBack(): void }) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Button startIcon={<ArrowBack />} onClick={onBack}>
        {ANALYTICS_TEXT.backToCaseList}
      </Button>
      <Typography variant="h2">{ANALYTICS_TEXT.caseHeading(caseId)}</Typography>
    </Stack>
  );
}
