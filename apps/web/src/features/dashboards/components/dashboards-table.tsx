import { useState, type KeyboardEvent } from 'react';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import { MISSING_VALUE, MY_DASHBOARDS_PAGE_SIZE } from '@hde/contracts';
import type { Dashboard } from '@hde/contracts/api';
import { DASHBOARD_MANAGE_TEXT, DASHBOARD_TEXT } from '@hde/contracts/text';
import { PagedTable, type PagedTableColumn } from '../../../components/paged-table';
import { formatDateTime } from '../../../lib/dates/format-date-time';

const opensRow = (event: KeyboardEvent) => event.key === 'Enter' && event.target === event.currentTarget;

export interface DashboardsTableProps {
  labelledBy: string;
  dashboards: readonly Dashboard[] | undefined;
  loading: boolean;
  selectedId: string | null;
  onSelect(dashboard: Dashboard): void;
  onEdit(dashboard: Dashboard): void;
}

/** The My Dashboards table (spec part 2 §2.10): 10 rows a page, no search, no download; a row opens its view. */
export function DashboardsTable({
  labelledBy,
  dashboards,
  loading,
  selectedId,
  onSelect,
  onEdit,
}: DashboardsTableProps) {
  const [page, setPage] = useState(0);
  const lastPage = Math.max(0, Math.ceil((dashboards?.length ?? 0) / MY_DASHBOARDS_PAGE_SIZE) - 1);
  const shownPage = Math.min(page, lastPage);
  const rows = dashboards?.slice(
    shownPage * MY_DASHBOARDS_PAGE_SIZE,
    (shownPage + 1) * MY_DASHBOARDS_PAGE_SIZE,
  );

  const columns: PagedTableColumn<Dashboard>[] = [
    { key: 'name', label: DASHBOARD_TEXT.fields.name, render: (row) => row.name },
    { key: 'description', label: DASHBOARD_TEXT.fields.description, render: (row) => row.description },
    { key: 'type', label: DASHBOARD_TEXT.fields.type, render: (row) => DASHBOARD_TEXT.typeLabels[row.type] },
    { key: 'mode', label: DASHBOARD_TEXT.fields.mode, render: (row) => DASHBOARD_TEXT.modeLabels[row.mode] },
    {
      key: 'lastUpdated',
      label: DASHBOARD_TEXT.fields.lastUpdated,
      render: (row) => formatDateTime(row.lastUpdated) ?? MISSING_VALUE,
      nowrap: true,
    },
    {
      key: 'edit',
      label: DASHBOARD_TEXT.fields.edit,
      render: (row) => (
        <Button
          size="small"
          startIcon={<EditOutlined />}
          aria-label={`${DASHBOARD_TEXT.fields.edit} ${row.name}`}
          onClick={(event) => {
            event.stopPropagation();
            onEdit(row);
          }}
          onKeyDown={(event) => event.stopPropagation()}
        >
          {DASHBOARD_TEXT.fields.edit}
        </Button>
      ),
    },
  ];

  return (
    <PagedTable
      labelledBy={labelledBy}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      rowProps={(row) => ({
        tabIndex: 0,
        selected: row.id === selectedId,
        onClick: () => onSelect(row),
        onKeyDown: (event) => {
          if (!opensRow(event)) return;
          event.preventDefault();
          onSelect(row);
        },
        sx: {
          cursor: 'pointer',
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
        },
      })}
      total={dashboards?.length ?? 0}
      loading={loading}
      emptyText={DASHBOARD_MANAGE_TEXT.listEmpty}
      page={shownPage}
      rowsPerPage={MY_DASHBOARDS_PAGE_SIZE}
      pageSizes={[MY_DASHBOARDS_PAGE_SIZE]}
      onPageChange={setPage}
      onRowsPerPageChange={() => setPage(0)}
    />
  );
}
