import { useId } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { ACTIVITY_PAGE_SIZES, MISSING_VALUE, type ActivityPageSize } from '@hde/contracts';
import { ACTIVITY_LOG_TEXT } from '@hde/contracts/text';
import { LoadingStatus } from '../../../components/load-states';
import { PagedTable, type PagedTableColumn } from '../../../components/paged-table';
import { ledgerTransactionUrl } from '../../../components/trust/transaction-id-actions';
import { useClientConfig } from '../../../lib/client-config/client-config-context';
import { formatDateTime } from '../../../lib/dates/format-date-time';
import {
  activityOutcomeText,
  activityUserText,
  activityWorkspaceText,
  type ActivityRow,
} from '../lib/activity-row';

const C = ACTIVITY_LOG_TEXT.columns;

export interface ActivityTableProps {
  rows: readonly ActivityRow[] | undefined;
  total: number;
  loading: boolean;
  page: number;
  pageSize: ActivityPageSize;
  onPageChange(page: number): void;
  onPageSizeChange(pageSize: ActivityPageSize): void;
}

/** The transaction sealing the activity, linked to its ledger page; Sealing… until its batch is sealed. */
function TransactionCell({ row }: { row: ActivityRow }) {
  const { ledgerExplorerUrl } = useClientConfig();
  if (!row.transactionId) {
    return (
      <Tooltip title={ACTIVITY_LOG_TEXT.sealingHelp}>
        <Box component="span" tabIndex={0} sx={{ color: 'text.secondary' }}>
          {ACTIVITY_LOG_TEXT.sealing}
        </Box>
      </Tooltip>
    );
  }
  return (
    <Link
      href={ledgerTransactionUrl(ledgerExplorerUrl, row.transactionId, row.id)}
      target="_blank"
      rel="noopener noreferrer"
      title={row.transactionId}
      sx={{
        display: 'inline-block',
        maxWidth: 160,
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        verticalAlign: 'bottom',
        fontFamily: 'monospace',
      }}
    >
      {row.transactionId}
    </Link>
  );
}

const COLUMNS: readonly PagedTableColumn<ActivityRow>[] = [
  {
    key: 'createdAt',
    label: C.createdAt,
    nowrap: true,
    render: (row) => formatDateTime(row.createdAt) ?? MISSING_VALUE,
  },
  { key: 'user', label: C.user, render: activityUserText },
  { key: 'action', label: C.action, nowrap: true, render: (row) => row.action },
  { key: 'collectionName', label: C.collectionName, render: (row) => row.collectionName || MISSING_VALUE },
  { key: 'workspace', label: C.workspace, render: activityWorkspaceText },
  { key: 'outcome', label: C.outcome, render: (row) => activityOutcomeText(row.outcome) },
  {
    key: 'transactionId',
    label: C.transactionId,
    nowrap: true,
    render: (row) => <TransactionCell row={row} />,
  },
];

const isPageSize = (size: number): size is ActivityPageSize =>
  (ACTIVITY_PAGE_SIZES as readonly number[]).includes(size);

/** List of Activities: newest first, paged by the server, 10, 25 or 50 rows a page; it scrolls sideways when narrow. */
export function ActivityTable({
  rows,
  total,
  loading,
  page,
  pageSize,
  onPageChange,
  onPageSizeChange,
}: ActivityTableProps) {
  const titleId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ minWidth: 0 }}>
      <Typography
        id={titleId}
        variant="h3"
        component="h3"
        sx={{ fontSize: '1rem', fontWeight: 600, px: 2, pt: 2 }}
      >
        {ACTIVITY_LOG_TEXT.listTitle}
      </Typography>
      {rows === undefined && loading ? (
        <LoadingStatus label={ACTIVITY_LOG_TEXT.loading} />
      ) : (
        <PagedTable
          labelledBy={titleId}
          columns={COLUMNS}
          rows={rows}
          rowKey={(row) => row.id}
          total={total}
          loading={loading}
          emptyText={ACTIVITY_LOG_TEXT.empty}
          page={page}
          rowsPerPage={pageSize}
          pageSizes={ACTIVITY_PAGE_SIZES}
          onPageChange={onPageChange}
          onRowsPerPageChange={(size) => {
            if (isPageSize(size)) onPageSizeChange(size);
          }}
        />
      )}
    </Paper>
  );
}
