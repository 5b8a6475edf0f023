import { lazy, Suspense, useState } from 'react';
import Backdrop from '@mui/material/Backdrop';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import type { FileImport } from '@hde/contracts/api';
import { IMPORT_WELCOME_TEXT } from '@hde/contracts/text';

/** The wizard is its own chunk, loaded when first opened. */
const ImportWizardDialog = lazy(() =>
  import('../../import-wizard').then((m) => ({
    default: m.ImportWizardDialog,
  })),
);

export interface WizardButtonProps {
  workspaceId: string;
  onImportStarted(fileImport: FileImport): void;
}

/** Launch Data Import Wizard; the wizard stays mounted once loaded and resets itself when closed. */
export function WizardButton({ workspaceId, onImportStarted }: WizardButtonProps) {
  const [wizard, setWizard] = useState<'unloaded' | 'open' | 'closed'>('unloaded');
  return (
    <>
      <Button variant="contained" startIcon={<UploadFileOutlined />} onClick={() => setWizard('open')}>
        {IMPORT_WELCOME_TEXT.wizard}
      </Button>
      {wizard !== 'unloaded' && (
        <Suspense
          fallback={
            <Backdrop open sx={{ zIndex: 'modal' }}>
              <CircularProgress aria-label={IMPORT_WELCOME_TEXT.loadingWizard} />
            </Backdrop>
          }
        >
          <ImportWizardDialog
            open={wizard === 'open'}
            workspaceId={workspaceId}
            onClose={() => setWizard('closed')}
            onImportStarted={onImportStarted}
          />
        </Suspense>
      )}
    </>
  );
}
