import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { WORKSPACE_USERS_PAGE_SIZE } from '@hde/contracts';
import { SHELL_TEXT } from '@hde/contracts/text';
import { PagedTable, type PagedTableColumn } from '../../../components/paged-table';

const ROWS_PER_PAGE_OPTIONS = [WORKSPACE_USERS_PAGE_SIZE, 25, 50];

export type UsersTableColumn<T> = PagedTableColumn<T>;

export interface UsersTableProps<T> {
  title: string;
  columns: UsersTableColumn<T>[];
  rows: T[] | undefined;
  rowKey(row: T): string;
  total: number;
  loading: boolean;
  /** The catalogue failure message, or null. */
  error: string | null;
  onRetry(): void;
  emptyText: string;
  page: number;
  rowsPerPage: number;
  onPageChange(page: number): void;
  onRowsPerPageChange(rowsPerPage: number): void;
}

/** A titled, server-side paged table with loading, failure and empty states. */
export function UsersTable<T>(props: UsersTableProps<T>) {
  const titleId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="h2" sx={{ px: 2.5, pt: 2, pb: 1.5 }}>
        {props.title}
      </Typography>
      {props.error && (
        <Alert
          severity="error"
          sx={{ mx: 2.5, mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={props.onRetry}>
              {SHELL_TEXT.tryAgain}
            </Button>
          }
        >
          {props.error}
        </Alert>
      )}
      <PagedTable
        labelledBy={titleId}
        columns={props.columns}
        rows={props.rows}
        rowKey={props.rowKey}
        total={props.total}
        loading={props.loading}
        emptyText={props.emptyText}
        page={props.page}
        rowsPerPage={props.rowsPerPage}
        pageSizes={ROWS_PER_PAGE_OPTIONS}
        onPageChange={props.onPageChange}
        onRowsPerPageChange={props.onRowsPerPageChange}
      />
    </Paper>
  );
}
