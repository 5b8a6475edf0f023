import { useMutation } from '@tanstack/react-query';
import type { ReportScope, WhereNode } from '@hde/contracts/api';
import { exportFileName, reportFileName } from '@hde/contracts/text';
import { useExportDownload } from '../../../lib/api/use-export-download';
import { ANALYTICS_PATHS } from './analytics-keys';

export interface AnalyticsFilters {
  where: WhereNode | undefined;
  text: string;
}

const exportBody = ({ where, text }: AnalyticsFilters) => ({
  ...(where ? { where } : {}),
  ...(text.trim() ? { text: text.trim() } : {}),
});

/**
 * Export CSV (POST case/dashboard/{id}/export) and Download Analytics as PDF (POST CASE/dashboard/{id}/report),
 * with the filters in force, each under the "Exporting Analytics" banner. Failures are kept on the mutation without
 * a notice (spec §8).
 */
export function useAnalyticsDownloads(workspaceId: string) {
  const download = useExportDownload();

  const exportCsv = useMutation({
    mutationFn: (filters: AnalyticsFilters) =>
      download({
        path: ANALYTICS_PATHS.export(workspaceId),
        body: exportBody(filters),
        accept: 'text/csv',
        fileName: exportFileName('case', workspaceId),
      }),
  });

  const downloadPdf = useMutation({
    mutationFn: ({ tab, scope, ...filters }: AnalyticsFilters & { tab: string; scope: ReportScope }) =>
      download({
        path: ANALYTICS_PATHS.report(workspaceId),
        body: { tab, scope, ...exportBody(filters) },
        accept: 'application/pdf',
        fileName: reportFileName('case', workspaceId),
      }),
  });

  return { exportCsv, downloadPdf };
}
