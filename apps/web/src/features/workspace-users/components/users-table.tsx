import { useId, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { SHELL_TEXT, WORKSPACE_USERS_PAGE_SIZE } from '@hde/contracts';

export const ROWS_PER_PAGE_OPTIONS = [WORKSPACE_USERS_PAGE_SIZE, 25, 50];

export interface UsersTableColumn<T> {
  key: string;
  label: string;
  render(row: T): ReactNode;
  align?: 'right';
  /** Keeps short values such as dates on one line. */
  nowrap?: boolean;
}

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
  const { columns, rows } = props;
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
      <LinearProgress sx={{ visibility: props.loading ? 'visible' : 'hidden', height: 2 }} />
      <TableContainer>
        <Table size="small" aria-labelledby={titleId}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell
                  key={column.key}
                  align={column.align}
                  sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
                >
                  {column.label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows?.map((row) => (
              <TableRow key={props.rowKey(row)} hover>
                {columns.map((column) => (
                  <TableCell
                    key={column.key}
                    align={column.align}
                    sx={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}
                  >
                    {column.render(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
            {rows?.length === 0 && (
              <TableRow>
                <TableCell
                  colSpan={columns.length}
                  sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}
                >
                  {props.emptyText}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={props.total}
        page={props.page}
        rowsPerPage={props.rowsPerPage}
        rowsPerPageOptions={ROWS_PER_PAGE_OPTIONS}
        onPageChange={(_event, page) => props.onPageChange(page)}
        onRowsPerPageChange={(event) => props.onRowsPerPageChange(Number(event.target.value))}
      />
    </Paper>
  );
}
