import { useMemo, useState, type KeyboardEvent } from 'react';
import Alert from '@mui/material/Alert';
import { useTheme } from '@mui/material/styles';
import { buildWidgetChart } from '@hde/charts';
import { CASE_LIST_FIELDS, CASE_TABLE_PAGE_SIZES, MISSING_VALUE, type DashboardWidget } from '@hde/contracts';
import type { WhereNode } from '@hde/contracts/api';
import { ANALYTICS_TEXT, ERROR_MESSAGES } from '@hde/contracts/text';
import { analyticsFieldsOf, fieldLabel } from '@hde/contracts/fields';
import { PagedTable, type PagedTableColumn } from '../../../components/paged-table';
import { useCaseTable, type CaseTablePage } from '../api/use-case-table';

interface CaseRow {
  key: string;
  caseId: string | null;
  cells: Record<string, string>;
}

export interface CaseTableProps {
  workspaceId: string;
  widget: DashboardWidget;
  /** Id of the element naming the table. */
  labelledBy: string;
  where: WhereNode | undefined;
  text: string;
  /** A filter or the quick search is set. */
  narrowed: boolean;
  dataVersion: number | undefined;
  enabled: boolean;
  onOpenCase(caseId: string): void;
}

const opensRow = (event: KeyboardEvent) => event.key === 'Enter' && event.target === event.currentTarget;

function firstPage(widget: DashboardWidget): CaseTablePage {
  const limit = widget.query.limit;
  return {
    from: 0,
    limit:
      limit && (CASE_TABLE_PAGE_SIZES as readonly number[]).includes(limit)
        ? limit
        : CASE_TABLE_PAGE_SIZES[0],
    sortField: widget.query.sortField ?? '_id',
    sortAsc: widget.query.sortAsc ?? true,
  };
}

/**
 * A case table (the Case List tab): paged and sorted on the server, 10, 25 or 100 rows, '---' for missing values.
 * A row click, or Enter on a focused row, opens the case. New filters or a new search go back to the first page.
 */
export function CaseTable({
  workspaceId,
  widget,
  labelledBy,
  where,
  text,
  narrowed,
  dataVersion,
  enabled,
  onOpenCase,
}: CaseTableProps) {
  const mode = useTheme().palette.mode;
  const [page, setPage] = useState(() => firstPage(widget));
  const filtersKey = JSON.stringify({ where, text });
  const [pagedFor, setPagedFor] = useState(filtersKey);
  if (pagedFor !== filtersKey) {
    setPagedFor(filtersKey);
    setPage((current) => ({ ...current, from: 0 }));
  }

  const query = useCaseTable({
    workspaceId,
    widget,
    where,
    text,
    dataVersion,
    page,
    enabled,
  });

  const columns = useMemo((): PagedTableColumn<CaseRow>[] => {
    const registry = analyticsFieldsOf(widget.area, widget.query.unwind);
    const fields = widget.query.fields?.length ? widget.query.fields : CASE_LIST_FIELDS;
    return fields.map((name) => {
      const field = registry.find((entry) => entry.name === name);
      return {
        key: name,
        label: fieldLabel(name, { fields: registry }),
        sortField: name,
        nowrap: field?.type === 'date' || name === '_id',
        render: (row: CaseRow) => row.cells[name] ?? MISSING_VALUE,
      };
    });
  }, [widget.area, widget.query.fields, widget.query.unwind]);

  const rows = useMemo((): CaseRow[] | undefined => {
    if (!query.data) return undefined;
    const chart = buildWidgetChart(widget, query.data, { mode });
    if (chart.kind !== 'table') return [];
    return chart.rows.map((cells, index) => {
      const id = chart.items[index]?._id;
      const caseId = id === null || id === undefined ? null : String(id);
      return { key: `${index}:${caseId ?? ''}`, caseId, cells };
    });
  }, [query.data, widget, mode]);

  const open = (row: CaseRow) => {
    if (row.caseId !== null) onOpenCase(row.caseId);
  };

  return (
    <>
      {query.isError && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {ERROR_MESSAGES.workspaceQuery}
        </Alert>
      )}
      <PagedTable
        labelledBy={labelledBy}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.key}
        rowProps={(row) => ({
          tabIndex: 0,
          onClick: () => open(row),
          onKeyDown: (event) => {
            if (!opensRow(event)) return;
            event.preventDefault();
            open(row);
          },
          sx: {
            cursor: 'pointer',
            '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
          },
        })}
        total={query.data?.total ?? query.data?.items.length ?? 0}
        loading={query.isFetching}
        emptyText={narrowed ? ANALYTICS_TEXT.noData : ANALYTICS_TEXT.noValues}
        page={Math.floor(page.from / page.limit)}
        rowsPerPage={page.limit}
        pageSizes={CASE_TABLE_PAGE_SIZES}
        onPageChange={(next) => setPage((current) => ({ ...current, from: next * current.limit }))}
        onRowsPerPageChange={(limit) => setPage((current) => ({ ...current, from: 0, limit }))}
        sort={{
          field: page.sortField,
          direction: page.sortAsc ? 'asc' : 'desc',
          onSort: (field) =>
            setPage((current) => ({
              ...current,
              from: 0,
              sortField: field,
              sortAsc: current.sortField === field ? !current.sortAsc : true,
            })),
        }}
      />
    </>
  );
}
