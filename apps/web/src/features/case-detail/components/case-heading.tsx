import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ANALYTICS_TEXT } from '@hde/contracts/text';

/** "Case ID #{id}", with the case's badges beside it once they are known. */
export function CaseHeading({ caseId, children }: { caseId: string; children?: ReactNode }) {
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="h2" component="h3" sx={{ overflowWrap: 'anywhere' }}>
        {ANALYTICS_TEXT.caseHeading(caseId)}
      </Typography>
      {children}
    </Stack>
  );
}
