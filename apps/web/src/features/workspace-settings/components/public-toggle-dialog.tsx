import { WORKSPACE_SETTINGS_TEXT } from '@hde/contracts/text';
import { PendingConfirmDialog } from '../../../components/confirmation/pending-confirm-dialog';

export interface PublicToggleDialogProps {
  /** The change asked for: true to enable the public dashboard, false to disable it. */
  enable: boolean;
  open: boolean;
  pending: boolean;
  onCancel(): void;
  onConfirm(): void;
}

/** "Important Notice" before enabling, the disable question before disabling. */
export function PublicToggleDialog({ enable, ...props }: PublicToggleDialogProps) {
  const text = enable ? WORKSPACE_SETTINGS_TEXT.enableDialog : WORKSPACE_SETTINGS_TEXT.disableDialog;
  return <PendingConfirmDialog {...props} text={text} destructive={!enable} />;
}
