import { useMutation } from '@tanstack/react-query';
import type { DashboardReportBody, FilterEntry, ReportScope } from '@hde/contracts/api';
import { reportFileName } from '@hde/contracts/text';
import { useExportDownload } from '../../../lib/api/use-export-download';
import { DASHBOARD_VIEWER_PATHS } from './dashboard-viewer-keys';

export interface DashboardReportRequest {
  tab: string;
  scope: ReportScope;
  /** The filters and quick search on screen, saved or not. */
  rawFilters: readonly FilterEntry[];
  text: string;
}

/**
 * The creator's "Download Analytics as PDF" of a custom dashboard (POST query/dashboard/{id}/report), under the
 * "Exporting Analytics" banner. Failures are kept on the mutation without a notice, as on the analytics tab.
 */
export function useDashboardReport(dashboardId: string) {
  const download = useExportDownload();
  return useMutation({
    mutationFn: ({ tab, scope, rawFilters, text }: DashboardReportRequest) => {
      const body: DashboardReportBody = {
        tab,
        scope,
        rawFilters: [...rawFilters],
        ...(text.trim() ? { text } : {}),
      };
      return download({
        path: DASHBOARD_VIEWER_PATHS.report(dashboardId),
        body,
        accept: 'application/pdf',
        fileName: reportFileName('case', dashboardId),
      });
    },
  });
}
