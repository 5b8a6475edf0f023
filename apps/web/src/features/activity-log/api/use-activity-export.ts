import { useMutation } from '@tanstack/react-query';
import { activityLogWhere, type ActivityLogFilters } from '@hde/contracts';
import { activityExportFileName } from '@hde/contracts/text';
import { useExportDownload } from '../../../lib/api/use-export-download';
import { ACTIVITY_LOG_PATHS } from './activity-log-keys';

/** Export CSV: the filtered activities streamed by the server, saved under the name its reply gives. */
export function useActivityExport(today: string) {
  const download = useExportDownload();
  return useMutation({
    mutationFn: (filters: ActivityLogFilters) =>
      download({
        path: ACTIVITY_LOG_PATHS.export,
        body: { where: activityLogWhere(filters) },
        accept: 'text/csv',
        fileName: activityExportFileName(today),
      }),
  });
}
