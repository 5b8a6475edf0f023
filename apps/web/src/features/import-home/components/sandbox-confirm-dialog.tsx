import { IMPORT_WELCOME_TEXT } from '@hde/contracts/text';
import { PendingConfirmDialog } from '../../../components/confirmation/pending-confirm-dialog';

export interface SandboxConfirmDialogProps {
  open: boolean;
  pending: boolean;
  onCancel(): void;
  onConfirm(): void;
}

/** Says what the sandbox creates and how long it takes before it is created. */
export function SandboxConfirmDialog(props: SandboxConfirmDialogProps) {
  return <PendingConfirmDialog {...props} text={IMPORT_WELCOME_TEXT.sandboxDialog} />;
}
