import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import type { FileImport } from '@hde/contracts/api';
import { FILE_UPLOADS_TEXT } from '@hde/contracts/text';
import { useDownloadFile } from '../api/use-download-file';
import { RowActions } from './row-actions';

/** Downloads the uploaded file under its own name. */
export function FileDownloadButton({ fileImport }: { fileImport: FileImport }) {
  const download = useDownloadFile();
  const label = FILE_UPLOADS_TEXT.download(fileImport.fileName ?? FILE_UPLOADS_TEXT.untitledFile);
  return (
    <RowActions>
      {/* The span keeps the tooltip working while the button is disabled by the running download. */}
      <Tooltip describeChild title={label}>
        <span>
          <IconButton
            size="small"
            aria-label={label}
            loading={download.isPending}
            onClick={() => download.mutate(fileImport)}
          >
            <FileDownloadOutlined fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
    </RowActions>
  );
}
