import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { FileImportStatus } from '@hde/contracts';
import type { CaseDetail } from '@hde/contracts/api';
import { CASE_DETAIL_TEXT, FILE_IMPORT_STATUS_LABELS } from '@hde/contracts/text';
import { formatDateTime } from '../../../lib/dates/format-date-time';
import { displayValue } from '../lib/display-values';
import type { CaseListColumn } from './case-list-table';

type Diagnosis = CaseDetail['diagnoses'][number];
type ToxResult = CaseDetail['toxResults'][number];
type CaseImport = CaseDetail['imports'][number];

const textColumns = <Row, Key extends keyof Row & string>(labels: Record<Key, string>) =>
  (Object.keys(labels) as Key[]).map((key): CaseListColumn<Row> => ({
    key,
    label: labels[key],
    render: (row) => displayValue(row[key] as string | null),
  }));

export const DIAGNOSIS_COLUMNS = textColumns<Diagnosis, keyof typeof CASE_DETAIL_TEXT.diagnosisColumns>(
  CASE_DETAIL_TEXT.diagnosisColumns,
);

export const TOXICOLOGY_COLUMNS = textColumns<ToxResult, keyof typeof CASE_DETAIL_TEXT.toxicologyColumns>(
  CASE_DETAIL_TEXT.toxicologyColumns,
);

const STATUS_COLORS: Partial<Record<string, 'info' | 'success' | 'error'>> = {
  RECEIVED: 'info',
  SUCCESS: 'success',
  ERROR: 'error',
};

const statusLabel = (status: string) =>
  status in FILE_IMPORT_STATUS_LABELS ? FILE_IMPORT_STATUS_LABELS[status as FileImportStatus] : status;

const labels = CASE_DETAIL_TEXT.importColumns;

/** The files that wrote the case: plain names (no link), their status and ledger transaction. */
export const IMPORT_COLUMNS: CaseListColumn<CaseImport>[] = [
  { key: 'fileName', label: labels.fileName, render: (row) => displayValue(row.fileName) },
  {
    key: 'added',
    label: labels.added,
    nowrap: true,
    render: (row) => formatDateTime(row.added) ?? CASE_DETAIL_TEXT.missing,
  },
  {
    key: 'status',
    label: labels.status,
    render: (row) => (
      <Chip
        size="small"
        variant="outlined"
        color={STATUS_COLORS[row.status] ?? 'default'}
        label={statusLabel(row.status)}
      />
    ),
  },
  {
    key: 'transactionId',
    label: labels.transactionId,
    render: (row) => (
      <Typography variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
        {displayValue(row.transactionId)}
      </Typography>
    ),
  },
];
