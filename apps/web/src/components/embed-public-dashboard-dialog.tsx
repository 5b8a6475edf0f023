import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Workspace } from '@hde/contracts/api';
import { EMBED_DIALOG_TEXT } from '@hde/contracts/text';
import { embedSnippet, publicDashboardUrl } from '../lib/public-dashboard/embed-snippet';
import { CopyButton } from './copy-button';

export interface EmbedPublicDashboardDialogProps {
  open: boolean;
  workspace: Pick<Workspace, 'id' | 'name'>;
  onClose(): void;
}

const monospace = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 13 };

/** Embed Public Dashboard: the iframe code and the direct link, each with its copy button. */
export function EmbedPublicDashboardDialog({ open, workspace, onClose }: EmbedPublicDashboardDialogProps) {
  const titleId = useId();
  const url = publicDashboardUrl(window.location.origin, workspace.id);
  const code = embedSnippet(url, EMBED_DIALOG_TEXT.frameTitle(workspace.name));

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{EMBED_DIALOG_TEXT.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={3} sx={{ pt: 1 }}>
          <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
            <TextField
              label={EMBED_DIALOG_TEXT.codeLabel}
              helperText={EMBED_DIALOG_TEXT.codeHelp}
              value={code}
              multiline
              minRows={3}
              fullWidth
              slotProps={{ htmlInput: { readOnly: true, style: monospace } }}
            />
            <CopyButton
              text={code}
              label={EMBED_DIALOG_TEXT.copyCode}
              copiedLabel={EMBED_DIALOG_TEXT.copied}
            />
          </Stack>
          <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
            <TextField
              label={EMBED_DIALOG_TEXT.linkLabel}
              value={url}
              fullWidth
              slotProps={{ htmlInput: { readOnly: true, style: monospace } }}
            />
            <CopyButton
              text={url}
              label={EMBED_DIALOG_TEXT.copyLink}
              copiedLabel={EMBED_DIALOG_TEXT.copied}
            />
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} variant="contained">
          {EMBED_DIALOG_TEXT.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
