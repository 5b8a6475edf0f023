import { useState } from 'react';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { TOX_CASE_LOOKUP_DEBOUNCE_MS } from '@hde/contracts';
import { TOX_LIMITS, type ToxCaseListBody } from '@hde/contracts/api';
import { TOX_TEXT } from '@hde/contracts/text';
import { SectionCard } from '../../../components/section-card';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useToxCaseList } from '../api/use-tox-case-list';
import { toxCasePath } from '../lib/tox-case-path';
import { isFiltered, NO_FILTERS, ToxCaseFilterBar, type ToxCaseFilters } from './tox-case-filter-bar';
import { ToxCaseTable } from './tox-case-table';

/** A typed filter text once it has settled (TOX_CASE_LOOKUP_DEBOUNCE_MS); emptied text applies at once. */
function useSettledText(typed: string): string | undefined {
  const settled = useDebouncedValue(typed.trim(), TOX_CASE_LOOKUP_DEBOUNCE_MS);
  return typed.trim() === '' || settled === '' ? undefined : settled;
}

function useListFilters(filters: ToxCaseFilters): Omit<ToxCaseListBody, 'skip' | 'limit'> {
  const text = useSettledText(filters.lookup);
  const substance = useSettledText(filters.substance);
  return {
    text,
    sex: filters.sex.length > 0 ? filters.sex : undefined,
    race: filters.race === '' ? undefined : [filters.race],
    substance,
  };
}

/** The Case Analytics list (spec §2.9): the simple filter bar over the caller's cases, newest first. */
export function ToxCaseList({ workspaceId }: { workspaceId: string }) {
  const navigate = useNavigate();
  const [filters, setFilters] = useState<ToxCaseFilters>(NO_FILTERS);
  const listFilters = useListFilters(filters);
  const [paging, setPaging] = useState({ page: 0, rowsPerPage: TOX_LIMITS.pageSizes[0] as number });
  const filtersKey = JSON.stringify(listFilters);
  const [pagedFor, setPagedFor] = useState(filtersKey);
  if (pagedFor !== filtersKey) {
    setPagedFor(filtersKey);
    setPaging((current) => ({ ...current, page: 0 }));
  }
  const query = useToxCaseList(workspaceId, {
    ...listFilters,
    skip: paging.page * paging.rowsPerPage,
    limit: paging.rowsPerPage as ToxCaseListBody['limit'],
  });

  return (
    <SectionCard title={TOX_TEXT.list.title} headingComponent="h2">
      {(titleId) => (
        <Stack spacing={1}>
          <ToxCaseFilterBar filters={filters} onChange={setFilters} />
          {query.isError && <Alert severity="error">{TOX_TEXT.errors.data}</Alert>}
          <ToxCaseTable
            labelledBy={titleId}
            rows={query.isError ? undefined : query.data?.items}
            total={query.data?.total ?? 0}
            loading={query.isFetching}
            emptyText={isFiltered(filters) ? TOX_TEXT.list.noMatch : TOX_TEXT.list.empty}
            page={paging.page}
            rowsPerPage={paging.rowsPerPage}
            onPageChange={(page) => setPaging((current) => ({ ...current, page }))}
            onRowsPerPageChange={(rowsPerPage) => setPaging({ page: 0, rowsPerPage })}
            onOpenCase={(caseId) => void navigate(toxCasePath(workspaceId, caseId))}
          />
        </Stack>
      )}
    </SectionCard>
  );
}
