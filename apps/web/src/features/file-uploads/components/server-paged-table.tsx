import Alert from '@mui/material/Alert';
import type { TableRowProps } from '@mui/material/TableRow';
import { PagedTable, type PagedTableColumn } from '../../../components/paged-table';
import type { PagedRequestState } from '../api/use-paged-request';

export type { PagedTableColumn };

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

/** A paged table driven by a paged request's state, with its failure shown above. */
export function ServerPagedTable<Row, Sort extends string>({
  error,
  paging,
  ...table
}: ServerPagedTableProps<Row, Sort>) {
  return (
    <>
      {error && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {error}
        </Alert>
      )}
      <PagedTable
        {...table}
        page={paging.page}
        rowsPerPage={paging.request.limit}
        onPageChange={paging.setPage}
        onRowsPerPageChange={paging.setRowsPerPage}
        sort={{ field: paging.request.sort, direction: paging.request.direction, onSort: paging.sortBy }}
      />
    </>
  );
}
