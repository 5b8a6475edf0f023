import { useId } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { WORKSPACE_TAB_LABELS } from '@hde/contracts/text';
import { FileUploadsSection, useFileUploads } from '../../file-uploads';
import { ImportTipsCard } from './import-tips-card';
import { ImportWelcomeCard } from './import-welcome-card';
import { TemplateCard } from './template-card';

/**
 * The Import tab (spec part 2 §2.3): the sandbox and the wizard, tips and the template download, then the
 * workspace's file uploads with the progress of running imports.
 */
export function ImportHome({ workspaceId }: { workspaceId: string }) {
  const titleId = useId();
  const uploads = useFileUploads(workspaceId);
  return (
    <Stack component="section" spacing={3} aria-labelledby={titleId}>
      <Typography id={titleId} variant="h2">
        {WORKSPACE_TAB_LABELS.import}
      </Typography>
      <ImportWelcomeCard
        workspaceId={workspaceId}
        onImportStarted={uploads.showStartedImport}
        onSandboxStarted={uploads.showSandboxImport}
      />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(0, 1fr)' },
          gap: 2,
        }}
      >
        <ImportTipsCard />
        <TemplateCard />
      </Box>
      <FileUploadsSection uploads={uploads} />
    </Stack>
  );
}
