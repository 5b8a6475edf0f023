import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { WORKSPACE_USERS_TEXT } from '@hde/contracts/text';
import type { MemberAction } from '../member-row-actions';

const { actions: text } = WORKSPACE_USERS_TEXT;

const LABELS: Record<MemberAction, string> = {
  changeRole: text.changeRole,
  revokeAccess: text.revokeAccess,
  cancelInvitation: text.cancelInvitation,
  resendInvitation: text.resendInvitation,
};

const DESTRUCTIVE: readonly MemberAction[] = ['revokeAccess', 'cancelInvitation'];

export interface RowActionButtonsProps {
  userId: string;
  actions: MemberAction[];
  disabled?: boolean;
  onAction(action: MemberAction): void;
}

/** The allowed actions of one row as small text buttons, grouped and named after the row's user. */
export function RowActionButtons({ userId, actions, disabled, onAction }: RowActionButtonsProps) {
  if (actions.length === 0) return null;
  return (
    <Stack
      direction="row"
      spacing={0.5}
      justifyContent="flex-end"
      role="group"
      aria-label={text.menu(userId)}
    >
      {actions.map((action) => (
        <Button
          key={action}
          size="small"
          color={DESTRUCTIVE.includes(action) ? 'error' : 'primary'}
          disabled={disabled}
          onClick={() => onAction(action)}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {LABELS[action]}
        </Button>
      ))}
    </Stack>
  );
}
