import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow, { type TableRowProps } from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { PagedRequestState } from '../api/use-paged-request';

export interface PagedTableColumn<Row, Sort extends string> {
  key: string;
  label: string;
  /** The server sort field of the column; unsortable without. */
  sortField?: Sort;
  render(row: Row): ReactNode;
  /** Keeps short values such as dates on one line. */
  nowrap?: boolean;
  align?: 'right' | 'center';
}

export interface ServerPagedTableProps<Row, Sort extends string> {
  /** Id of the element naming the table. */
  labelledBy: string;
  columns: readonly PagedTableColumn<Row, Sort>[];
  rows: readonly Row[] | undefined;
  rowKey(row: Row): string;
  /** Extra props of a body row, e.g. to open it. */
  rowProps?(row: Row): TableRowProps;
  total: number;
  loading: boolean;
  /** The failure message, or null. */
  error: string | null;
  emptyText: string;
  paging: PagedRequestState<Sort>;
  pageSizes: readonly number[];
}

/** A server-side paged and sorted table with loading, failure and empty states. */
export function ServerPagedTable<Row, Sort extends string>(props: ServerPagedTableProps<Row, Sort>) {
  const { columns, rows, paging } = props;
  return (
    <>
      {props.error && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {props.error}
        </Alert>
      )}
      <LinearProgress sx={{ visibility: props.loading ? 'visible' : 'hidden', height: 2 }} />
      <TableContainer>
        <Table size="small" aria-labelledby={props.labelledBy}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <SortableHeaderCell key={column.key} column={column} paging={paging} />
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows?.map((row) => (
              <TableRow key={props.rowKey(row)} hover {...props.rowProps?.(row)}>
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
        page={paging.page}
        rowsPerPage={paging.request.limit}
        rowsPerPageOptions={[...props.pageSizes]}
        onPageChange={(_event, page) => paging.setPage(page)}
        onRowsPerPageChange={(event) => paging.setRowsPerPage(Number(event.target.value))}
      />
    </>
  );
}

function SortableHeaderCell<Row, Sort extends string>({
  column,
  paging,
}: {
  column: PagedTableColumn<Row, Sort>;
  paging: PagedRequestState<Sort>;
}) {
  const { sort, direction } = paging.request;
  const field = column.sortField;
  const sorted = field !== undefined && field === sort;
  return (
    <TableCell
      align={column.align}
      sortDirection={sorted ? direction : false}
      sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
    >
      {field === undefined ? (
        column.label
      ) : (
        <TableSortLabel
          active={sorted}
          direction={sorted ? direction : 'asc'}
          onClick={() => paging.sortBy(field)}
        >
          {column.label}
        </TableSortLabel>
      )}
    </TableCell>
  );
}
