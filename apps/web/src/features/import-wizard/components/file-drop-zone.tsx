import { useId, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import { IMPORT_WIZARD_TEXT } from '@hde/contracts/text';

const TEXT = IMPORT_WIZARD_TEXT.upload;

export interface FileDropZoneProps {
  file: File | null;
  /** The extensions offered by the file picker (its `accept`). */
  extensions: readonly string[];
  disabled: boolean;
  /** Why the file cannot be used; shown under the zone and announced. */
  error: string | null;
  onFiles(files: readonly File[]): void;
}

/** 1.5 MB, 320 KB, 12 bytes. */
function readableSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

/** Drop area and Choose File button for a single file; the button keeps it usable without a mouse. */
export function FileDropZone({ file, extensions, disabled, error, onFiles }: FileDropZoneProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const hintId = useId();
  const errorId = useId();

  const handleDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) onFiles(Array.from(event.dataTransfer.files));
  };
  const handleDragOver = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    if (!disabled) setDragging(true);
  };
  const handlePick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Cleared so that picking the same file again still counts as a change.
    event.target.value = '';
    onFiles(files);
  };

  return (
    <Stack spacing={1}>
      <Box
        onDragOver={handleDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={handleDrop}
        sx={(theme) => ({
          border: 2,
          borderStyle: 'dashed',
          borderRadius: 2,
          borderColor: error ? 'error.main' : dragging ? 'primary.main' : 'divider',
          bgcolor: dragging ? alpha(theme.palette.primary.main, 0.08) : 'action.hover',
          px: 3,
          py: 4,
          textAlign: 'center',
          transition: theme.transitions.create(['border-color', 'background-color']),
        })}
      >
        <CloudUploadOutlined color={dragging ? 'primary' : 'action'} sx={{ fontSize: 40, mb: 1 }} />
        <Typography color="text.secondary" sx={{ mb: 1.5 }}>
          {TEXT.dropHere}
        </Typography>
        <Button
          variant="outlined"
          disabled={disabled}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          onClick={() => inputRef.current?.click()}
        >
          {TEXT.browse}
        </Button>
        <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {TEXT.allowed(extensions)}
        </Typography>
        <input
          ref={inputRef}
          type="file"
          aria-label={TEXT.fileInput}
          accept={extensions.join(',')}
          hidden
          onChange={handlePick}
        />
      </Box>
      {file && (
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center' }}
          aria-label={TEXT.chosenFile}
          role="group"
        >
          <InsertDriveFileOutlined color="primary" fontSize="small" />
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{file.name}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
            {readableSize(file.size)}
          </Typography>
        </Stack>
      )}
      {error && (
        <Typography id={errorId} role="alert" variant="body2" color="error">
          {error}
        </Typography>
      )}
    </Stack>
  );
}
