import { useId } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FileImport } from '@hde/contracts/api';
import { IMPORT_WELCOME_TEXT } from '@hde/contracts/text';
import { SandboxButton } from './sandbox-button';
import { WizardButton } from './wizard-button';

export interface ImportWelcomeCardProps {
  workspaceId: string;
  onImportStarted(fileImport: FileImport): void;
  onSandboxStarted(fileImportId: string): void;
}

/** The two ways to get data into the workspace: the sandbox of demo cases and the import wizard. */
export function ImportWelcomeCard({
  workspaceId,
  onImportStarted,
  onSandboxStarted,
}: ImportWelcomeCardProps) {
  const titleId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 3 }}>
      <Typography id={titleId} variant="h3">
        {IMPORT_WELCOME_TEXT.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 2.5, maxWidth: 720 }}>
        {IMPORT_WELCOME_TEXT.body}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <WizardButton workspaceId={workspaceId} onImportStarted={onImportStarted} />
        <SandboxButton workspaceId={workspaceId} onSandboxStarted={onSandboxStarted} />
      </Stack>
    </Paper>
  );
}
