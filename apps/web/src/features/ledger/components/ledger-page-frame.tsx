import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LEDGER_TEXT } from '@hde/contracts/text';

/** The public ledger pages' own frame (no shell): logo, title, what the ledger proves, then the content. */
export function LedgerPageFrame({ children }: { children: ReactNode }) {
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', bgcolor: 'background.default', px: 3, py: { xs: 3, md: 6 } }}
    >
      <Stack spacing={3} sx={{ maxWidth: 880, mx: 'auto' }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Box component="img" src="/logo.svg" alt="" sx={{ width: 40, height: 40 }} />
          <Typography variant="h1">{LEDGER_TEXT.title}</Typography>
        </Stack>
        <Typography color="text.secondary">{LEDGER_TEXT.explanation}</Typography>
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          {children}
        </Paper>
      </Stack>
    </Box>
  );
}
