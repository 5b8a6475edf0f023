import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ToxCase } from '@hde/contracts/api';
import { TOX_TEXT } from '@hde/contracts/text';
import { PendingConfirmDialog } from '../../../components/confirmation/pending-confirm-dialog';
import { useNotify } from '../../../components/snackbar/notify-context';
import { useSaveToxCase } from '../api/use-tox-case-writes';
import { caseBodyOf, caseFormOf, emptyCaseForm, type CaseFormValues } from '../lib/case-form';
import { toxCasePath } from '../lib/tox-case-path';
import { CaseFormSections } from './case-form-sections';

const T = TOX_TEXT.form;

export interface ToxCaseFormDialogProps {
  open: boolean;
  workspaceId: string;
  /** The version shown: the form updates that case, prefilled from it. Absent: the form creates a case. */
  shown?: ToxCase;
  onClose(): void;
  /** After a successful update. */
  onUpdated?(): void;
}

/**
 * The case form (spec §2.9, §4, §5) in a dialog that neither Escape nor a click outside closes: only Cancel,
 * confirmed, or a successful save. A new case opens its page.
 */
export function ToxCaseFormDialog({ open, ...props }: ToxCaseFormDialogProps) {
  const titleId = useId();
  const introId = useId();
  return (
    <Dialog
      open={open}
      disableEscapeKeyDown
      aria-labelledby={titleId}
      aria-describedby={introId}
      maxWidth="md"
      fullWidth
      scroll="paper"
    >
      {/* Mounted while open, so each opening starts from the empty or the shown case. */}
      {open && <CaseForm {...props} titleId={titleId} introId={introId} />}
    </Dialog>
  );
}

function CaseForm({
  workspaceId,
  shown,
  onClose,
  onUpdated,
  titleId,
  introId,
}: Omit<ToxCaseFormDialogProps, 'open'> & { titleId: string; introId: string }) {
  const notify = useNotify();
  const navigate = useNavigate();
  const save = useSaveToxCase(workspaceId, shown?.caseId);
  const [values, setValues] = useState<CaseFormValues>(() => (shown ? caseFormOf(shown) : emptyCaseForm()));
  const [confirmingCancel, setConfirmingCancel] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    save.mutate(caseBodyOf(values), {
      onSuccess: ({ caseId }) => {
        notify({ severity: 'success', message: shown ? TOX_TEXT.success.updated : TOX_TEXT.success.created });
        onClose();
        if (shown) onUpdated?.();
        else void navigate(toxCasePath(workspaceId, caseId));
      },
      onError: (error) =>
        console.error(shown ? 'Toxicology case update failed' : 'Toxicology case creation failed', error),
    });
  };

  return (
    <>
      <Stack component="form" noValidate onSubmit={submit} sx={{ minHeight: 0 }}>
        <Stack spacing={1} sx={{ alignItems: 'flex-start', px: 3, pt: 2.5, pb: 2 }}>
          <Chip
            size="small"
            color="primary"
            variant="outlined"
            label={shown ? T.badgeUpdate : T.badgeCreate}
          />
          <Typography id={titleId} variant="h2">
            {T.heading}
          </Typography>
          <Typography id={introId} variant="body2" color="text.secondary">
            {T.intro}
          </Typography>
        </Stack>
        <DialogContent dividers>
          <Stack spacing={2}>
            {save.isError && (
              <Alert severity="error">{shown ? TOX_TEXT.errors.update : TOX_TEXT.errors.create}</Alert>
            )}
            <CaseFormSections
              values={values}
              disabled={save.isPending}
              onChange={(change) => setValues((current) => ({ ...current, ...change }))}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button color="inherit" disabled={save.isPending} onClick={() => setConfirmingCancel(true)}>
            {T.cancel}
          </Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {shown ? T.update : T.create}
          </Button>
        </DialogActions>
      </Stack>
      <PendingConfirmDialog
        open={confirmingCancel}
        pending={false}
        destructive
        text={{
          title: T.confirmCancelTitle,
          body: T.confirmCancelText,
          cancel: T.confirmNo,
          confirm: T.confirmYes,
        }}
        onCancel={() => setConfirmingCancel(false)}
        onConfirm={onClose}
      />
    </>
  );
}
