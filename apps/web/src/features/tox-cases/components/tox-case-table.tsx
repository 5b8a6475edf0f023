import { useMemo, type KeyboardEvent } from 'react';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import type { ToxCaseListItem } from '@hde/contracts/api';
import { TOX_LIMITS } from '@hde/contracts/api';
import { TOX_TEXT } from '@hde/contracts/text';
import { PagedTable, type PagedTableColumn } from '../../../components/paged-table';
import { formatDateTime } from '../../../lib/dates/format-date-time';
import { sexLabel, shownValue } from '../lib/display';

const C = TOX_TEXT.list.columns;

function InsightStatus({ status }: { status: ToxCaseListItem['status'] }) {
  return status === 'READY' ? (
    <Chip
      size="small"
      variant="outlined"
      color="success"
      icon={<CheckCircleOutlined />}
      label={TOX_TEXT.page.insights}
    />
  ) : (
    <Chip
      size="small"
      variant="outlined"
      icon={<CircularProgress size={12} color="inherit" aria-hidden />}
      label={TOX_TEXT.page.gathering}
    />
  );
}

const COLUMNS: PagedTableColumn<ToxCaseListItem>[] = [
  {
    key: 'caseId',
    label: C.caseId,
    nowrap: true,
    render: (row) => (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <span>{row.caseId}</span>
        {row.sample && <Chip size="small" color="info" variant="outlined" label={TOX_TEXT.list.sample} />}
      </Stack>
    ),
  },
  { key: 'age', label: C.age, render: (row) => shownValue(row.age) },
  { key: 'sex', label: C.sex, render: (row) => sexLabel(row.sex) },
  { key: 'race', label: C.race, render: (row) => shownValue(row.race) },
  { key: 'location', label: C.location, render: (row) => shownValue(row.location) },
  { key: 'analyses', label: C.analyses, render: (row) => shownValue(row.analyses.join(', ')) },
  {
    key: 'insights',
    label: C.insights,
    nowrap: true,
    render: (row) => <InsightStatus status={row.status} />,
  },
  {
    key: 'lastUpdated',
    label: C.lastUpdated,
    nowrap: true,
    render: (row) => shownValue(formatDateTime(row.lastUpdated)),
  },
];

const opensRow = (event: KeyboardEvent) => event.key === 'Enter' && event.target === event.currentTarget;

export interface ToxCaseTableProps {
  labelledBy: string;
  rows: readonly ToxCaseListItem[] | undefined;
  total: number;
  loading: boolean;
  emptyText: string;
  page: number;
  rowsPerPage: number;
  onPageChange(page: number): void;
  onRowsPerPageChange(rowsPerPage: number): void;
  onOpenCase(caseId: string): void;
}

/** The toxicology case table: a row click, or Enter on a focused row, opens the case. */
export function ToxCaseTable({ onOpenCase, ...props }: ToxCaseTableProps) {
  const rowProps = useMemo(
    () => (row: ToxCaseListItem) => ({
      tabIndex: 0,
      onClick: () => onOpenCase(row.caseId),
      onKeyDown: (event: KeyboardEvent<HTMLTableRowElement>) => {
        if (!opensRow(event)) return;
        event.preventDefault();
        onOpenCase(row.caseId);
      },
      sx: {
        cursor: 'pointer',
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
      },
    }),
    [onOpenCase],
  );
  return (
    <PagedTable
      {...props}
      columns={COLUMNS}
      rowKey={(row) => row.caseId}
      rowProps={rowProps}
      pageSizes={TOX_LIMITS.pageSizes}
    />
  );
}
