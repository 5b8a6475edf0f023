import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { RECENT_CASES_PAGE_SIZE } from '@hde/contracts';
import { RECENT_CASE_COLUMN_SETS, type RecentCase } from '@hde/contracts/api';
import { ERROR_MESSAGES, OVERVIEW_TEXT } from '@hde/contracts/text';
import { PagedTable, type PagedTableColumn } from '../../../components/paged-table';
import { useRecentCases } from '../api/use-recent-cases';
import { recentCaseCell } from '../lib/recent-case-cell';

const PAGE_SIZES = [RECENT_CASES_PAGE_SIZE];
const NOWRAP_COLUMNS: readonly string[] = ['caseId', 'deathDate', 'trialDate'];

const opensRow = (event: KeyboardEvent) => event.key === 'Enter' && event.target === event.currentTarget;

/**
 * "Latest Cases (Last 60 Days)": deaths of the last 60 days, five a page, paged on the server, with the column set
 * the server names (turnarounds, or the court columns). A row click, or Enter on a focused row, opens the case in
 * Analytics.
 */
export function RecentCasesTable({ workspaceId }: { workspaceId: string }) {
  const titleId = useId();
  const [page, setPage] = useState(0);
  const [, setParams] = useSearchParams();
  const recent = useRecentCases(workspaceId, page * RECENT_CASES_PAGE_SIZE);
  const columnSet = recent.data?.columns ?? 'turnaround';

  const columns = useMemo(
    (): PagedTableColumn<RecentCase>[] =>
      RECENT_CASE_COLUMN_SETS[columnSet].map((column) => ({
        key: column,
        label: OVERVIEW_TEXT.recentCaseColumns[column],
        nowrap: NOWRAP_COLUMNS.includes(column),
        render: (row) => recentCaseCell(row, column),
      })),
    [columnSet],
  );

  const open = (caseId: string) => setParams({ id: 'analytics', caseId });

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      sx={{ height: '100%', minWidth: 0, display: 'flex', flexDirection: 'column' }}
    >
      <Typography id={titleId} variant="h3" sx={{ fontSize: '1rem', px: 2, pt: 2, pb: 1 }}>
        {OVERVIEW_TEXT.recentCasesTitle}
      </Typography>
      {recent.isError && (
        <Alert severity="error" sx={{ mx: 2, mb: 1 }}>
          {ERROR_MESSAGES.workspaceQuery}
        </Alert>
      )}
      <PagedTable
        labelledBy={titleId}
        columns={columns}
        rows={recent.data?.items}
        rowKey={(row) => row.caseId}
        rowProps={(row) => ({
          tabIndex: 0,
          onClick: () => open(row.caseId),
          onKeyDown: (event) => {
            if (!opensRow(event)) return;
            event.preventDefault();
            open(row.caseId);
          },
          sx: {
            cursor: 'pointer',
            '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
          },
        })}
        total={recent.data?.total ?? 0}
        loading={recent.isFetching}
        emptyText={OVERVIEW_TEXT.recentCasesEmpty}
        page={page}
        rowsPerPage={RECENT_CASES_PAGE_SIZE}
        pageSizes={PAGE_SIZES}
        onPageChange={setPage}
        // A single page size: TablePagination shows no size picker.
        onRowsPerPageChange={() => undefined}
      />
    </Paper>
  );
}
