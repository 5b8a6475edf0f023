import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { isValidPhoneNumber } from '@hde/contracts';
import type { ProfileUpdate } from '@hde/contracts/api';
import { ACCOUNT_TEXT, ERROR_MESSAGES } from '@hde/contracts/text';
import { PhoneField } from '../../../components/phone-field/phone-field';
import type { ProfileField } from './profile-draft';

export interface MyDetailsFormProps {
  draft: ProfileUpdate;
  accountId: string;
  errors: Partial<Record<ProfileField, string>>;
  disabled: boolean;
  onChange(field: ProfileField, value: string): void;
  fieldId(field: ProfileField): string;
}

const FIELDS: { field: ProfileField; label: string; autoComplete?: string }[] = [
  { field: 'firstName', label: ACCOUNT_TEXT.firstName, autoComplete: 'given-name' },
  { field: 'lastName', label: ACCOUNT_TEXT.lastName, autoComplete: 'family-name' },
  { field: 'phoneNumber', label: ACCOUNT_TEXT.phoneNumber },
  { field: 'company', label: ACCOUNT_TEXT.organization, autoComplete: 'organization' },
  { field: 'jobTitle', label: ACCOUNT_TEXT.jobTitle, autoComplete: 'organization-title' },
];

/** Spec §5: while typing, 1 to 11 characters is invalid; empty or complete is fine. */
function phoneError(draft: ProfileUpdate): string | undefined {
  return isValidPhoneNumber(draft.phoneNumber) ? undefined : ERROR_MESSAGES.invalidPhone;
}

/** My Details edit mode: the editable fields plus the read-only Account ID. */
export function MyDetailsForm({ draft, accountId, errors, disabled, onChange, fieldId }: MyDetailsFormProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
        alignItems: 'start',
        columnGap: 3,
        rowGap: 2.5,
      }}
    >
      {FIELDS.map(({ field, label, autoComplete }) => {
        const error = errors[field] ?? (field === 'phoneNumber' ? phoneError(draft) : undefined);
        const common = {
          label,
          disabled,
          error: Boolean(error),
          helperText: error,
          id: fieldId(field),
        };
        return field === 'phoneNumber' ? (
          <PhoneField
            key={field}
            {...common}
            value={draft.phoneNumber}
            onChange={(value) => onChange(field, value)}
          />
        ) : (
          <TextField
            key={field}
            {...common}
            value={draft[field]}
            autoFocus={field === 'firstName'}
            onChange={(event) => onChange(field, event.target.value)}
            slotProps={{ htmlInput: { autoComplete } }}
          />
        );
      })}
      <TextField label={ACCOUNT_TEXT.accountId} value={accountId} slotProps={{ input: { readOnly: true } }} />
    </Box>
  );
}
