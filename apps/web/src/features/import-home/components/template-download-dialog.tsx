import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import { IMPORT_HOME_TEXT } from '@hde/contracts/text';
import { TEMPLATE_NAMES, type TemplateName } from '@hde/contracts/fields';
import { useDownloadTemplates } from '../api/use-download-templates';

const TEMPLATE_OPTIONS: readonly TemplateName[] = Object.values(TEMPLATE_NAMES);
const TEXT = IMPORT_HOME_TEXT.templatesDialog;

export interface TemplateDownloadDialogProps {
  open: boolean;
  onClose(): void;
}

/** "Download Import Templates": tick Case, Diagnosis and/or Toxicology; Download needs at least one. */
export function TemplateDownloadDialog({ open, onClose }: TemplateDownloadDialogProps) {
  const titleId = useId();
  const download = useDownloadTemplates();
  return (
    <Dialog
      open={open}
      onClose={download.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{TEXT.title}</DialogTitle>
      {/* Mounted only while open, so the choice starts empty each time. */}
      <TemplateChoice
        pending={download.isPending}
        onCancel={onClose}
        onDownload={(names) => download.mutate(names, { onSuccess: onClose })}
      />
    </Dialog>
  );
}

interface TemplateChoiceProps {
  pending: boolean;
  onCancel(): void;
  onDownload(names: readonly TemplateName[]): void;
}

function TemplateChoice({ pending, onCancel, onDownload }: TemplateChoiceProps) {
  const descriptionId = useId();
  const [chosen, setChosen] = useState<readonly TemplateName[]>([]);
  const toggle = (name: TemplateName) =>
    setChosen((current) => (current.includes(name) ? current.filter((n) => n !== name) : [...current, name]));
  return (
    <>
      <DialogContent>
        <DialogContentText id={descriptionId} sx={{ mb: 1 }}>
          {TEXT.description}
        </DialogContentText>
        <FormControl component="fieldset" aria-describedby={descriptionId} disabled={pending}>
          <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary' }}>
            {TEXT.legend}
          </FormLabel>
          <FormGroup>
            {TEMPLATE_OPTIONS.map((name) => (
              <FormControlLabel
                key={name}
                label={name}
                control={<Checkbox checked={chosen.includes(name)} onChange={() => toggle(name)} />}
              />
            ))}
          </FormGroup>
        </FormControl>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} color="inherit" disabled={pending}>
          {TEXT.cancel}
        </Button>
        <Button
          variant="contained"
          disabled={chosen.length === 0}
          loading={pending}
          // Downloads in the order of the list, whatever order the boxes were ticked in.
          onClick={() => onDownload(TEMPLATE_OPTIONS.filter((name) => chosen.includes(name)))}
        >
          {TEXT.download}
        </Button>
      </DialogActions>
    </>
  );
}
