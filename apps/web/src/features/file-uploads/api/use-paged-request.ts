import { useState } from 'react';
import type { SORT_DIRECTIONS } from '@hde/contracts/api';

/** Page and sort of a server-side paged list, as the file calls take them. */
export interface PagedRequest<Sort extends string> {
  skip: number;
  limit: number;
  sort: Sort;
  direction: (typeof SORT_DIRECTIONS)[number];
}

/**
 * Page and sort of a server-side paged table. Sorting by a new column starts ascending, the same column
 * flips; a new sort or page size goes back to the first page.
 */
export function usePagedRequest<Sort extends string>(first: PagedRequest<Sort>) {
  const [request, setRequest] = useState(first);
  return {
    request,
    page: Math.floor(request.skip / request.limit),
    setPage: (page: number) => setRequest((current) => ({ ...current, skip: page * current.limit })),
    setRowsPerPage: (limit: number) => setRequest((current) => ({ ...current, skip: 0, limit })),
    sortBy: (sort: Sort) =>
      setRequest((current) => ({
        ...current,
        skip: 0,
        sort,
        direction: current.sort === sort && current.direction === 'asc' ? 'desc' : 'asc',
      })),
    reset: () => setRequest(first),
  };
}

export type PagedRequestState<Sort extends string> = ReturnType<typeof usePagedRequest<Sort>>;
