import { useId, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DASHBOARD_TEXT } from '@hde/contracts/text';
import { useNotify } from '../../../components/snackbar/notify-context';
import { useCreateDashboard } from '../api/use-dashboard-writes';
import {
  createBody,
  EMPTY_SETUP,
  setupIsComplete,
  type DashboardSetup,
  type SavedView,
} from '../lib/dashboard-form';
import { createFailureMessage } from '../lib/failure-messages';
import { DashboardAccessFields } from './dashboard-access-fields';
import { DashboardNameFields } from './dashboard-name-fields';

export interface SaveDashboardDialogProps {
  open: boolean;
  workspaceId: string;
  view: SavedView;
  onClose(): void;
}

/** Save as Dashboard (spec part 2 §2.10, §5): Complete Dashboard Setup, then the new dashboard is saved. */
export function SaveDashboardDialog({ open, workspaceId, view, onClose }: SaveDashboardDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{DASHBOARD_TEXT.saveAsDashboard}</DialogTitle>
      {/* Mounted while open, so each opening starts from an empty setup. */}
      {open && <SetupForm workspaceId={workspaceId} view={view} onClose={onClose} />}
    </Dialog>
  );
}

function SetupForm({ workspaceId, view, onClose }: Omit<SaveDashboardDialogProps, 'open'>) {
  const notify = useNotify();
  const create = useCreateDashboard(workspaceId);
  const [setup, setSetup] = useState<DashboardSetup>(EMPTY_SETUP);
  const complete = setupIsComplete(setup);

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!complete || create.isPending) return;
    create.mutate(createBody(setup, view), {
      onSuccess: () => {
        notify({ severity: 'success', message: DASHBOARD_TEXT.success.created });
        onClose();
      },
      onError: (error) => {
        console.error('Dashboard creation failed', error);
        notify({ severity: 'error', message: createFailureMessage(error) });
      },
    });
  };

  return (
    <form noValidate onSubmit={save}>
      <DialogContent dividers>
        <Stack spacing={2.5}>
          <Typography variant="h3">{DASHBOARD_TEXT.dialogTitle}</Typography>
          <DashboardNameFields
            names={setup}
            onChange={(names) => setSetup({ ...setup, ...names })}
            disabled={create.isPending}
            autoFocus
          />
          <DashboardAccessFields
            access={setup}
            onChange={(access) => setSetup({ ...setup, ...access })}
            asksPassword
            disabled={create.isPending}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button color="inherit" onClick={onClose} disabled={create.isPending}>
          {DASHBOARD_TEXT.cancel}
        </Button>
        <Button type="submit" variant="contained" disabled={!complete} loading={create.isPending}>
          {DASHBOARD_TEXT.save}
        </Button>
      </DialogActions>
    </form>
  );
}
