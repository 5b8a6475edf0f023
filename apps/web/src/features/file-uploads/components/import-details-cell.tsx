import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { FileImport } from '@hde/contracts/api';
import { FILE_UPLOADS_TEXT } from '@hde/contracts/text';
import { RowActions } from './row-actions';

const { counts } = FILE_UPLOADS_TEXT;

/** Whether an import recorded errors or warnings worth opening. */
const hasImportErrors = (fileImport: FileImport) =>
  fileImport.hasError || fileImport.erroredItems > 0 || fileImport.warningItems > 0;

export interface ImportDetailsCellProps {
  fileImport: FileImport;
  onViewErrors(fileImport: FileImport): void;
}

/** Processed, unable to process and warnings counts, and the way to the errors and warnings. */
export function ImportDetailsCell({ fileImport, onViewErrors }: ImportDetailsCellProps) {
  const rows: [string, number][] = [
    [counts.processed, fileImport.completedItems],
    [counts.notProcessed, fileImport.erroredItems],
    [counts.warnings, fileImport.warningItems],
  ];
  // Wide enough that the counts' labels and the errors link stay on one line each.
  return (
    <Box sx={{ minWidth: 220 }}>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto auto', columnGap: 1, typography: 'body2' }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ color: 'text.secondary' }}>
              {label}
            </Box>
            <Box component="dd" sx={{ m: 0, textAlign: 'right' }}>
              {value}
            </Box>
          </Box>
        ))}
      </Box>
      {hasImportErrors(fileImport) && (
        <RowActions>
          <Link
            component="button"
            type="button"
            variant="body2"
            sx={{ whiteSpace: 'nowrap' }}
            onClick={() => onViewErrors(fileImport)}
          >
            {FILE_UPLOADS_TEXT.viewErrors}
          </Link>
        </RowActions>
      )}
    </Box>
  );
}
