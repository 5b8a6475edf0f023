import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { IMPORT_HOME_TEXT } from '@hde/contracts/text';
import { TemplateDownloadDialog } from './template-download-dialog';

/** "Import Templates": opens the dialog choosing which templates to download. */
export function TemplateCard() {
  const titleId = useId();
  const [open, setOpen] = useState(false);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      sx={{ p: 3, height: '100%', display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Typography id={titleId} variant="h3">
        {IMPORT_HOME_TEXT.templates.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
        {IMPORT_HOME_TEXT.templates.body}
      </Typography>
      <Button
        variant="outlined"
        startIcon={<FileDownloadOutlined />}
        onClick={() => setOpen(true)}
        sx={{ alignSelf: 'flex-start' }}
      >
        {IMPORT_HOME_TEXT.templates.button}
      </Button>
      <TemplateDownloadDialog open={open} onClose={() => setOpen(false)} />
    </Paper>
  );
}
