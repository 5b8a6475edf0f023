import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { IMPORT_DATA_TYPES, type ImportDataType } from '@hde/contracts';
import { skipsMapping } from '@hde/contracts/api';
import { IMPORT_WIZARD_TEXT } from '@hde/contracts/text';
import { FileDropZone } from './file-drop-zone';
import type { ImportWizard } from './use-import-wizard';
import { allowedExtensions } from './wizard-state';

const TEXT = IMPORT_WIZARD_TEXT.upload;

/** Step 0 (spec §2.4): the data type and exactly one file of a type it allows. */
export function UploadStep({ wizard }: { wizard: ImportWizard }) {
  const { dataType, file, fileError } = wizard.state;
  const extensions = allowedExtensions(dataType);
  // A file kept from before the data type changed may no longer fit it.
  const mismatch = dataType && file && !wizard.fileType ? TEXT.refused(file.name, extensions) : null;

  return (
    <Stack spacing={3}>
      <Typography color="text.secondary">{TEXT.intro}</Typography>
      <TextField
        select
        label={TEXT.dataType}
        value={dataType ?? ''}
        disabled={wizard.pending}
        onChange={(event) => wizard.chooseDataType(event.target.value as ImportDataType)}
        sx={{ maxWidth: 320 }}
        fullWidth
      >
        {IMPORT_DATA_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {IMPORT_WIZARD_TEXT.dataTypes[type]}
          </MenuItem>
        ))}
      </TextField>
      <FileDropZone
        file={file}
        extensions={extensions}
        disabled={wizard.pending}
        error={fileError ?? mismatch}
        onFiles={wizard.chooseFiles}
      />
      {skipsMapping(wizard.fileType) && <Alert severity="info">{TEXT.skipsMapping}</Alert>}
    </Stack>
  );
}
