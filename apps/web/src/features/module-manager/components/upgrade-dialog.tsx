import { useId, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { MODULE_MANAGER_PAGE_TEXT, MODULE_MANAGER_TEXT } from '@hde/contracts/text';
import { PhoneField } from '../../../components/phone-field/phone-field';
import { useNotify } from '../../../components/snackbar/notify-context';
import { useCurrentUser } from '../../../lib/auth/current-user-query';
import { useUpgradeRequest } from '../api/use-upgrade-request';
import {
  initialUpgradeValues,
  validateUpgradeForm,
  type UpgradeFormErrors,
  type UpgradeFormValues,
} from './upgrade-form';

const text = MODULE_MANAGER_TEXT.upgradeDialog;

export interface UpgradeDialogProps {
  open: boolean;
  moduleId: string;
  onClose(): void;
}

/** "Upgrade to a Paid Plan": contact details for the sales team, sent to POST /v2/module-manager/upgrade. */
export function UpgradeDialog({ open, moduleId, onClose }: UpgradeDialogProps) {
  const titleId = useId();
  const user = useCurrentUser();
  const notify = useNotify();
  const upgrade = useUpgradeRequest();
  const [values, setValues] = useState<UpgradeFormValues>(() => initialUpgradeValues(user));
  const [errors, setErrors] = useState<UpgradeFormErrors>({});

  const field = (name: keyof UpgradeFormValues) => ({
    name,
    value: values[name],
    error: Boolean(errors[name]),
    helperText: errors[name] ?? ' ',
    fullWidth: true,
  });
  const change = (name: keyof UpgradeFormValues, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateUpgradeForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    upgrade.mutate(
      {
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        phoneNumber: values.phoneNumber,
        organization: values.organization.trim(),
        comment: values.comment.trim(),
        moduleId,
      },
      {
        onSuccess: () => {
          notify({ severity: 'success', message: text.sent });
          onClose();
        },
        onError: () => notify({ severity: 'error', message: MODULE_MANAGER_PAGE_TEXT.upgradeFailed }),
      },
    );
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{text.title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{MODULE_MANAGER_PAGE_TEXT.upgradeIntro}</DialogContentText>
          <Stack spacing={0.5}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                {...field('firstName')}
                label={text.firstName}
                required
                autoComplete="given-name"
                onChange={(event) => change('firstName', event.target.value)}
              />
              <TextField
                {...field('lastName')}
                label={text.lastName}
                required
                autoComplete="family-name"
                onChange={(event) => change('lastName', event.target.value)}
              />
            </Stack>
            <TextField
              {...field('email')}
              label={text.email}
              type="email"
              required
              autoComplete="email"
              onChange={(event) => change('email', event.target.value)}
            />
            <PhoneField
              {...field('phoneNumber')}
              label={text.phoneNumber}
              required
              onChange={(value) => change('phoneNumber', value)}
            />
            <TextField
              {...field('organization')}
              label={text.organization}
              autoComplete="organization"
              onChange={(event) => change('organization', event.target.value)}
            />
            <TextField
              {...field('comment')}
              label={text.comment}
              multiline
              minRows={3}
              onChange={(event) => change('comment', event.target.value)}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} color="inherit">
            {text.cancel}
          </Button>
          <Button type="submit" variant="contained" loading={upgrade.isPending}>
            {text.contact}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
