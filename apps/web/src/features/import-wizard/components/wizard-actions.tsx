import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import { skipsMapping } from '@hde/contracts/api';
import { IMPORT_WIZARD_TEXT } from '@hde/contracts/text';
import type { ImportWizard } from './use-import-wizard';

const BUTTONS = IMPORT_WIZARD_TEXT.buttons;

/** The buttons of each step (spec §2.4 table): Cancel on the left; Go Back & Edit and the next step on the right. */
export function WizardActions({ wizard }: { wizard: ImportWizard }) {
  const { step } = wizard.state;
  const { pending, continuing } = wizard;

  const cancel = (
    <Button color="inherit" disabled={pending} loading={wizard.cancelling} onClick={wizard.cancel}>
      {BUTTONS.cancel}
    </Button>
  );
  const goBack = (
    <Button color="inherit" disabled={pending} onClick={wizard.goBack}>
      {BUTTONS.goBack}
    </Button>
  );

  return (
    <DialogActions disableSpacing sx={{ px: 3, py: 2, gap: 1 }}>
      {step === 0 && (
        <>
          {cancel}
          <Box sx={{ flexGrow: 1 }} />
          <Button
            variant="contained"
            disabled={!wizard.fileType || pending}
            loading={continuing}
            onClick={wizard.continueFromUpload}
          >
            {skipsMapping(wizard.fileType) ? BUTTONS.startImport : BUTTONS.continueToMapping}
          </Button>
        </>
      )}
      {step === 1 && (
        <>
          {cancel}
          <Box sx={{ flexGrow: 1 }} />
          {goBack}
          <Button
            variant="contained"
            disabled={wizard.caseIdMissing || pending}
            loading={continuing}
            onClick={wizard.continueFromMapping}
          >
            {BUTTONS.continueToReview}
          </Button>
        </>
      )}
      {step === 2 && (
        <>
          <Box sx={{ flexGrow: 1 }} />
          {goBack}
          <Button variant="contained" loading={continuing} onClick={wizard.confirmImport}>
            {BUTTONS.confirmImport}
          </Button>
        </>
      )}
      {step === 3 && (
        <Button variant="contained" onClick={wizard.done}>
          {BUTTONS.done}
        </Button>
      )}
    </DialogActions>
  );
}
