import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { TEMPLATE_VISIBILITIES, type TemplateVisibility } from '@hde/contracts';
import { TEMPLATE_NAME_MAX, TEMPLATE_VISIBILITY_LABELS } from '@hde/contracts/api';
import { ANALYTICS_TEXT } from '@hde/contracts/text';

export interface TemplateDialogProps {
  title: string;
  initialName?: string;
  initialVisibility?: TemplateVisibility | null;
  /** Only the creator of a template changes its visibility. */
  visibilityLocked?: boolean;
  saving: boolean;
  onSave(template: { name: string; visibility: TemplateVisibility }): void;
  onClose(): void;
}

/** Save Filters as Template / Edit Template: a name and a visibility, both needed before Save. */
export function TemplateDialog({
  title,
  initialName = '',
  initialVisibility = null,
  visibilityLocked = false,
  saving,
  onSave,
  onClose,
}: TemplateDialogProps) {
  const titleId = useId();
  const visibilityId = useId();
  const [name, setName] = useState(initialName);
  const [visibility, setVisibility] = useState<TemplateVisibility | null>(initialVisibility);
  const complete = name.trim() !== '' && visibility !== null;

  return (
    <Dialog open onClose={saving ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <TextField
            label={ANALYTICS_TEXT.templateName}
            value={name}
            onChange={(event) => setName(event.target.value)}
            required
            autoFocus
            slotProps={{ htmlInput: { maxLength: TEMPLATE_NAME_MAX } }}
          />
          <FormControl disabled={visibilityLocked} required>
            <FormLabel id={visibilityId}>{ANALYTICS_TEXT.templateVisibility}</FormLabel>
            <RadioGroup
              row
              aria-labelledby={visibilityId}
              value={visibility ?? ''}
              onChange={(event) => setVisibility(event.target.value as TemplateVisibility)}
            >
              {TEMPLATE_VISIBILITIES.map((option) => (
                <FormControlLabel
                  key={option}
                  value={option}
                  control={<Radio />}
                  label={TEMPLATE_VISIBILITY_LABELS[option]}
                />
              ))}
            </RadioGroup>
          </FormControl>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} color="inherit" disabled={saving}>
          {ANALYTICS_TEXT.cancel}
        </Button>
        <Button
          variant="contained"
          disabled={!complete || saving}
          onClick={() => visibility && onSave({ name: name.trim(), visibility })}
        >
          {ANALYTICS_TEXT.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
