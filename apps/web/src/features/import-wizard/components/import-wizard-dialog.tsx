import { useId } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import type { FileImport } from '@hde/contracts/api';
import { CompletionStep } from './completion-step';
import { MappingErrorDialog } from './mapping-error-dialog';
import { MappingStep } from './mapping-step';
import { ReviewStep } from './review-step';
import { UploadStep } from './upload-step';
import { useImportWizard, type ImportWizard } from './use-import-wizard';
import { WizardActions } from './wizard-actions';
import { WizardHeading } from './wizard-heading';

export interface ImportWizardDialogProps {
  open: boolean;
  workspaceId: string;
  onClose(): void;
  /** Called with the import the upload answered (status RECEIVED), to follow its progress. */
  onImportStarted(fileImport: FileImport): void;
}

function StepContent({ wizard }: { wizard: ImportWizard }) {
  switch (wizard.state.step) {
    case 0:
      return <UploadStep wizard={wizard} />;
    case 1:
      return <MappingStep wizard={wizard} />;
    case 2:
      return <ReviewStep wizard={wizard} />;
    case 3:
      return <CompletionStep />;
  }
}

/**
 * The Data Import Wizard (spec part 2 §2.4): upload, mapping, review and the completion view. Only its own
 * buttons close it (no backdrop click, no Escape); it starts afresh each time it opens.
 */
export function ImportWizardDialog({ open, workspaceId, onClose, onImportStarted }: ImportWizardDialogProps) {
  const titleId = useId();
  const wizard = useImportWizard({ workspaceId, onClose, onImportStarted });
  return (
    <Dialog
      open={open}
      aria-labelledby={titleId}
      maxWidth="md"
      fullWidth
      slotProps={{ transition: { onExited: wizard.reset } }}
    >
      <WizardHeading step={wizard.state.step} titleId={titleId} />
      <DialogContent dividers>
        <StepContent wizard={wizard} />
      </DialogContent>
      <WizardActions wizard={wizard} />
      <MappingErrorDialog open={wizard.state.mappingErrorOpen} onExit={wizard.closeMappingError} />
    </Dialog>
  );
}
