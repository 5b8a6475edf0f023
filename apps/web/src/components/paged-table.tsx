import type { ReactNode } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow, { type TableRowProps } from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';

export interface PagedTableColumn<Row, Sort extends string = string> {
  key: string;
  label: string;
  /** The server sort field of the column; unsortable without. */
  sortField?: Sort;
  render(row: Row): ReactNode;
  /** Keeps short values such as dates on one line. */
  nowrap?: boolean;
  align?: 'right' | 'center';
}

interface PagedTableSort<Sort extends string> {
  field: Sort;
  direction: 'asc' | 'desc';
  onSort(field: Sort): void;
}

export interface PagedTableProps<Row, Sort extends string = string> {
  /** Id of the element naming the table. */
  labelledBy: string;
  columns: readonly PagedTableColumn<Row, Sort>[];
  rows: readonly Row[] | undefined;
  rowKey(row: Row): string;
  /** Extra props of a body row, e.g. to open it. */
  rowProps?(row: Row): TableRowProps;
  total: number;
  loading: boolean;
  emptyText: string;
  page: number;
  rowsPerPage: number;
  pageSizes: readonly number[];
  onPageChange(page: number): void;
  onRowsPerPageChange(rowsPerPage: number): void;
  /** Server-side sorting; columns with a sortField get a sort label. */
  sort?: PagedTableSort<Sort>;
}

/** Half MUI's side padding between columns, so tables of nine or ten columns fit a 1440-pixel window. */
const COMPACT_CELLS = {
  '& .MuiTableCell-root': { px: 1 },
  '& .MuiTableCell-root:first-of-type': { pl: 2 },
  '& .MuiTableCell-root:last-of-type': { pr: 2 },
} as const;

/** A table whose rows the server pages (and sorts): loading bar, empty row and pagination. */
export function PagedTable<Row, Sort extends string = string>(props: PagedTableProps<Row, Sort>) {
  const { columns, rows } = props;
  return (
    <>
      <LinearProgress sx={{ visibility: props.loading ? 'visible' : 'hidden', height: 2 }} />
      <TableContainer>
        <Table size="small" aria-labelledby={props.labelledBy} sx={COMPACT_CELLS}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <HeaderCell key={column.key} column={column} sort={props.sort} />
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
        page={props.page}
        rowsPerPage={props.rowsPerPage}
        rowsPerPageOptions={[...props.pageSizes]}
        onPageChange={(_event, page) => props.onPageChange(page)}
        onRowsPerPageChange={(event) => props.onRowsPerPageChange(Number(event.target.value))}
      />
    </>
  );
}

function HeaderCell<Row, Sort extends string>({
  column,
  sort,
}: {
  column: PagedTableColumn<Row, Sort>;
  sort: PagedTableSort<Sort> | undefined;
}) {
  const field = sort ? column.sortField : undefined;
  const sorted = field !== undefined && field === sort?.field;
  return (
    <TableCell
      align={column.align}
      sortDirection={sorted ? sort.direction : false}
      sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
    >
      {field === undefined || !sort ? (
        column.label
      ) : (
        <TableSortLabel
          active={sorted}
          direction={sorted ? sort.direction : 'asc'}
          onClick={() => sort.onSort(field)}
        >
          {column.label}
        </TableSortLabel>
      )}
    </TableCell>
  );
}
