import { useState } from 'react';
import { WORKSPACE_USERS_PAGE_SIZE } from '@hde/contracts';

/** Page state of a server-side paged table, 10 rows per page to begin with. */
export function usePaging() {
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState<number>(WORKSPACE_USERS_PAGE_SIZE);
  return {
    page,
    rowsPerPage,
    onPageChange: setPage,
    onRowsPerPageChange: (rows: number) => {
      setRowsPerPage(rows);
      setPage(0);
    },
    /** Call while rendering: a page left empty by a removal steps back to the new last page. */
    clampTo(total: number | undefined) {
      if (total === undefined) return;
      const lastPage = Math.max(0, Math.ceil(total / rowsPerPage) - 1);
      if (page > lastPage) setPage(lastPage);
    },
  };
}
