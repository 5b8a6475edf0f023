import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { DASHBOARD_LIMITS } from '@hde/contracts/api';
import { DASHBOARD_TEXT } from '@hde/contracts/text';
import { addEmail } from '../lib/dashboard-form';

export interface ViewerEmailsFieldProps {
  emails: readonly string[];
  onChange(emails: string[]): void;
  disabled?: boolean;
}

/**
 * The viewer e-mails of a PRIVATE dashboard: each typed e-mail is confirmed with Enter and becomes a removable
 * chip; no format check is shown (spec part 2 §5), the server normalises them.
 */
export function ViewerEmailsField({ emails, onChange, disabled }: ViewerEmailsFieldProps) {
  return (
    <Autocomplete<string, true, false, true>
      multiple
      freeSolo
      options={[]}
      value={[...emails]}
      disabled={disabled}
      onChange={(_event, values) => {
        const kept = values.reduce<string[]>((list, value) => addEmail(list, value), []);
        onChange(kept.slice(0, DASHBOARD_LIMITS.emails));
      }}
      renderValue={(values, getItemProps) =>
        values.map((email, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} label={email} size="small" {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={DASHBOARD_TEXT.fields.emails}
          helperText={DASHBOARD_TEXT.fields.emailsHint}
          required
        />
      )}
    />
  );
}
