import { useMutation } from '@tanstack/react-query';
import type { ReportScope, WhereNode } from '@hde/contracts/api';
import { exportFileName, reportFileName } from '@hde/contracts/text';
import type { ResponseParser } from '../../../lib/api/api-client';
import { useApiClient } from '../../../lib/api/api-client-context';
import { useAppActivity } from '../../../lib/app-activity/app-activity-context';
import { saveBlob } from '../../../lib/save-blob';
import { ANALYTICS_PATHS } from './analytics-keys';
import { contentDispositionFileName } from './download-file-name';

interface Download {
  blob: Blob;
  fileName: string | null;
}

/** A binary reply with the name its Content-Disposition gives. */
const downloadBody: ResponseParser<Download> = {
  readBody: async (response) => ({
    blob: await response.blob(),
    fileName: contentDispositionFileName(response.headers.get('Content-Disposition')),
  }),
  parse: (input) => {
    const download = input as Download;
    if (typeof download?.blob !== 'object' || download.blob === null) throw new TypeError('Expected a file');
    return download;
  },
};

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
 * with the filters in force. Each runs under the app's export counter, so the "Exporting Analytics" banner shows
 * while it lasts. Failures are kept on the mutation without a notice (spec §8).
 */
export function useAnalyticsDownloads(workspaceId: string) {
  const api = useApiClient();
  const activity = useAppActivity();

  async function underExportBanner(run: () => Promise<void>): Promise<void> {
    activity.startExport();
    try {
      await run();
    } finally {
      activity.endExport();
    }
  }

  const exportCsv = useMutation({
    mutationFn: (filters: AnalyticsFilters) =>
      underExportBanner(async () => {
        const download = await api.post(
          ANALYTICS_PATHS.export(workspaceId),
          downloadBody,
          exportBody(filters),
          {
            headers: { Accept: 'text/csv' },
          },
        );
        saveBlob(download.blob, download.fileName ?? exportFileName('case', workspaceId));
      }),
  });

  const downloadPdf = useMutation({
    mutationFn: ({ tab, scope, ...filters }: AnalyticsFilters & { tab: string; scope: ReportScope }) =>
      underExportBanner(async () => {
        const download = await api.post(
          ANALYTICS_PATHS.report(workspaceId),
          downloadBody,
          { tab, scope, ...exportBody(filters) },
          { headers: { Accept: 'application/pdf' } },
        );
        saveBlob(download.blob, reportFileName('case', workspaceId));
      }),
  });

  return { exportCsv, downloadPdf };
}
