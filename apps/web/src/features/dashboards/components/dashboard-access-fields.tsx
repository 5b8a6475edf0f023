import { useId } from 'react';
import Stack from '@mui/material/Stack';
import { DASHBOARD_MODES, DASHBOARD_TYPES } from '@hde/contracts/api';
import { DASHBOARD_TEXT } from '@hde/contracts/text';
import type { DashboardSetup } from '../lib/dashboard-form';
import { ChoiceField } from './choice-field';
import { PasswordInput } from './password-input';
import { PasswordRulesChecklist } from './password-rules-checklist';
import { ViewerEmailsField } from './viewer-emails-field';

export type DashboardAccess = Pick<DashboardSetup, 'type' | 'mode' | 'password' | 'emails'>;

export interface DashboardAccessFieldsProps {
  access: DashboardAccess;
  onChange(access: DashboardAccess): void;
  /** Whether PASSWORD asks for a password: always on creation, in edit only when switching into it. */
  asksPassword: boolean;
  /** The password field's label: Password on creation, New Password when switching. */
  passwordLabel?: string;
  disabled?: boolean;
}

/** Type, access level and what the access level needs: a password with its checklist, or viewer e-mails. */
export function DashboardAccessFields({
  access,
  onChange,
  asksPassword,
  passwordLabel = DASHBOARD_TEXT.fields.password,
  disabled,
}: DashboardAccessFieldsProps) {
  const rulesId = useId();
  return (
    <Stack spacing={2}>
      <ChoiceField
        label={DASHBOARD_TEXT.fields.type}
        choices={DASHBOARD_TYPES}
        labels={DASHBOARD_TEXT.typeLabels}
        value={access.type}
        disabled={disabled}
        onChange={(type) => onChange({ ...access, type })}
      />
      <ChoiceField
        label={DASHBOARD_TEXT.fields.mode}
        choices={DASHBOARD_MODES}
        labels={DASHBOARD_TEXT.modeLabels}
        value={access.mode}
        disabled={disabled}
        onChange={(mode) => onChange({ ...access, mode })}
      />
      {access.mode === 'PASSWORD' && asksPassword && (
        <Stack spacing={1}>
          <PasswordInput
            label={passwordLabel}
            value={access.password}
            onChange={(password) => onChange({ ...access, password })}
            required
            disabled={disabled}
            fullWidth
            describedBy={rulesId}
          />
          <PasswordRulesChecklist id={rulesId} password={access.password} />
        </Stack>
      )}
      {access.mode === 'PRIVATE' && (
        <ViewerEmailsField
          emails={access.emails}
          disabled={disabled}
          onChange={(emails) => onChange({ ...access, emails })}
        />
      )}
    </Stack>
  );
}
