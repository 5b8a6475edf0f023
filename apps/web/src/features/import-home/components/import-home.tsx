import { useId } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { IMPORT_HOME_TEXT, WORKSPACE_TAB_EMPTY_TEXT, WORKSPACE_TAB_LABELS } from '@hde/contracts';
import { EmptyStateCard } from '../../workspaces/components/empty-state-card';
import { ImportTipsCard } from './import-tips-card';
import { TemplateCard } from './template-card';

/**
 * The Import tab (spec part 2 §2.3): tips and the template download, then the imported files. The sandbox
 * button, the wizard and the file table arrive with the import pipeline.
 */
export function ImportHome() {
  const titleId = useId();
  const uploadsId = useId();
  return (
    <Stack component="section" spacing={3} aria-labelledby={titleId}>
      <Typography id={titleId} variant="h2">
        {WORKSPACE_TAB_LABELS.import}
      </Typography>
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
      <Stack component="section" spacing={1.5} aria-labelledby={uploadsId}>
        <Typography id={uploadsId} variant="h3">
          {IMPORT_HOME_TEXT.uploadsTitle}
        </Typography>
        <EmptyStateCard icon={<UploadFileOutlined sx={{ fontSize: 40 }} />}>
          <Typography color="text.secondary" sx={{ maxWidth: 560 }}>
            {WORKSPACE_TAB_EMPTY_TEXT.import}
          </Typography>
        </EmptyStateCard>
      </Stack>
    </Stack>
  );
}
