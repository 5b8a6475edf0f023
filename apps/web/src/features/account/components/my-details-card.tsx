import { useId, useState, type FormEvent } from 'react';
import { useEditDraft } from '../../../lib/forms/use-edit-draft';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import { isValidPhoneNumber } from '@hde/contracts';
import type { ProfileUpdate, User } from '@hde/contracts/api';
import { ACCOUNT_TEXT, ERROR_MESSAGES, SUCCESS_MESSAGES } from '@hde/contracts/text';
import { useNotify } from '../../../components/snackbar/notify-context';
import { isApiRequestError } from '../../../lib/api/api-request-error';
import { useUpdateProfile } from '../api/use-update-profile';
import { MyDetailsForm } from './my-details-form';
import { MyDetailsView } from './my-details-view';
import { PROFILE_FIELDS, profileDraftFrom, profileFieldErrors, type ProfileField } from './profile-draft';

type FieldErrors = Partial<Record<ProfileField, string>>;

/** My Details: read-only, then edit with save and cancel icons; cancel restores the stored values. */
export function MyDetailsCard({ user }: { user: User }) {
  const notify = useNotify();
  const update = useUpdateProfile();
  const { draft, setDraft, editing, editButtonRef, leaveEdit: closeEdit } = useEditDraft<ProfileUpdate>();
  const [errors, setErrors] = useState<FieldErrors>({});
  const baseId = useId();
  const fieldId = (field: ProfileField) => `${baseId}-${field}`;
  const leaveEdit = () => {
    closeEdit();
    setErrors({});
  };

  const focusField = (field: ProfileField) => document.getElementById(fieldId(field))?.focus();

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!draft || update.isPending) return;
    if (!isValidPhoneNumber(draft.phoneNumber)) {
      notify({ severity: 'error', message: ERROR_MESSAGES.invalidInformation });
      focusField('phoneNumber');
      return;
    }
    update.mutate(draft, {
      onSuccess: () => {
        notify({ severity: 'success', message: SUCCESS_MESSAGES.informationSaved });
        leaveEdit();
      },
      onError: (error) => {
        console.error('Profile update failed', error);
        const fieldErrors = isApiRequestError(error, 400) ? profileFieldErrors(error.fieldErrors) : {};
        setErrors(fieldErrors);
        notify({ severity: 'error', message: ERROR_MESSAGES.profileUpdate });
        const first = PROFILE_FIELDS.find((field) => fieldErrors[field]);
        if (first) focusField(first);
      },
    });
  };

  const header = (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2.5 }}>
      <Typography id="my-details-title" variant="h2">
        {ACCOUNT_TEXT.myDetails}
      </Typography>
      {editing ? (
        <Stack direction="row" spacing={0.5}>
          <Tooltip title={ACCOUNT_TEXT.save}>
            <span>
              <IconButton
                type="submit"
                color="primary"
                aria-label={ACCOUNT_TEXT.save}
                loading={update.isPending}
              >
                <SaveOutlined />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title={ACCOUNT_TEXT.cancel}>
            <span>
              <IconButton aria-label={ACCOUNT_TEXT.cancel} disabled={update.isPending} onClick={leaveEdit}>
                <CloseOutlined />
              </IconButton>
            </span>
          </Tooltip>
        </Stack>
      ) : (
        <Tooltip title={ACCOUNT_TEXT.edit}>
          <IconButton
            ref={editButtonRef}
            aria-label={ACCOUNT_TEXT.edit}
            onClick={() => {
              setDraft(profileDraftFrom(user));
              setErrors({});
            }}
          >
            <EditOutlined />
          </IconButton>
        </Tooltip>
      )}
    </Box>
  );

  return (
    <Card component="section" aria-labelledby="my-details-title">
      <CardContent sx={{ p: 3 }}>
        {draft ? (
          <Box component="form" noValidate onSubmit={save}>
            {header}
            <MyDetailsForm
              draft={draft}
              accountId={user.userId}
              errors={errors}
              disabled={update.isPending}
              fieldId={fieldId}
              onChange={(field, value) => {
                setDraft((current) => (current ? { ...current, [field]: value } : current));
                setErrors(({ [field]: _cleared, ...rest }) => rest);
              }}
            />
          </Box>
        ) : (
          <>
            {header}
            <MyDetailsView user={user} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
