import { useState } from 'react';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ACTIVITY_PAGE_SIZES, type ActivityLogFilters, type ActivityPageSize } from '@hde/contracts';
import { ACTIVITY_LOG_TEXT } from '@hde/contracts/text';
import { LoadFailedAlert } from '../../../components/load-states';
import { useNotify } from '../../../components/snackbar/notify-context';
import { useActivityExport } from '../api/use-activity-export';
import { useActivityCharts, useActivityCount, useActivityList } from '../api/use-activity-log';
import { activityErrorText } from '../lib/activity-error';
import { defaultActivityFilters, utcToday } from '../lib/activity-filters';
import { ActivityCharts } from './activity-charts';
import { ActivityFilterBar } from './activity-filter-bar';
import { ActivityTable } from './activity-table';

/** The Activity Log's content: filters, the total, the List of Activities and the charts, all under the filters. */
export function ActivityLog() {
  const [today] = useState(utcToday);
  const [filters, setFilters] = useState<ActivityLogFilters>(() => defaultActivityFilters(today));
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<ActivityPageSize>(ACTIVITY_PAGE_SIZES[0]);
  const list = useActivityList(filters, page, pageSize);
  const count = useActivityCount(filters);
  const charts = useActivityCharts(filters, today);
  const exportCsv = useActivityExport(today);
  const notify = useNotify();

  const changeFilters = (next: ActivityLogFilters) => {
    setFilters(next);
    setPage(0);
  };
  const exportActivities = () =>
    exportCsv.mutate(filters, {
      onSuccess: () => notify({ severity: 'success', message: ACTIVITY_LOG_TEXT.exported }),
      onError: (error) =>
        notify({ severity: 'error', message: activityErrorText(error, ACTIVITY_LOG_TEXT.exportFailed) }),
    });
  const failed = list.error ?? count.error ?? charts.error;
  const retry = () => {
    if (list.isError) void list.refetch();
    if (count.isError) void count.refetch();
    if (charts.isError) void charts.refetch();
  };
  const total = count.data;

  return (
    <Stack spacing={2.5} sx={{ minWidth: 0 }}>
      <Typography color="text.secondary" variant="body2">
        {ACTIVITY_LOG_TEXT.visibility}
      </Typography>
      <ActivityFilterBar
        filters={filters}
        today={today}
        onChange={changeFilters}
        onClear={() => changeFilters(defaultActivityFilters(today))}
        onExport={exportActivities}
        exporting={exportCsv.isPending}
      />
      {failed && (
        <LoadFailedAlert message={activityErrorText(failed, ACTIVITY_LOG_TEXT.loadFailed)} onRetry={retry} />
      )}
      <ActivityTotal total={total} />
      <ActivityTable
        rows={list.data}
        total={total ?? 0}
        loading={list.isFetching}
        page={page}
        pageSize={pageSize}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(0);
        }}
      />
      <ActivityCharts results={charts.data} loading={charts.isPending} today={today} />
    </Stack>
  );
}

/** Total Activities, as a status that reads out when the filters change it; a skeleton while unknown. */
function ActivityTotal({ total }: { total: number | undefined }) {
  return (
    <Stack role="status" direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
      <Typography variant="body2" color="text.secondary">
        {ACTIVITY_LOG_TEXT.totalLabel}
      </Typography>
      {total === undefined ? (
        <Skeleton width={96} aria-hidden />
      ) : (
        <Typography sx={{ fontWeight: 600 }}>{ACTIVITY_LOG_TEXT.total(total)}</Typography>
      )}
    </Stack>
  );
}
