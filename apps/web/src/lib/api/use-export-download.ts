import type { ResponseParser } from './api-client';
import { useApiClient } from './api-client-context';
import { useAppActivity } from '../app-activity/app-activity-context';
import { saveBlob } from '../save-blob';
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

export interface ExportDownload {
  path: string;
  body: unknown;
  /** The media type asked for (Accept). */
  accept: string;
  /** The name the file is saved under when the reply names none. */
  fileName: string;
}

/**
 * A file the server makes (CSV export, PDF report), POSTed and saved under the name the reply gives. It runs under
 * the app's export counter, so the "Exporting Analytics" banner shows while it lasts.
 */
export function useExportDownload() {
  const api = useApiClient();
  const activity = useAppActivity();
  return async ({ path, body, accept, fileName }: ExportDownload): Promise<void> => {
    activity.startExport();
    try {
      const download = await api.post(path, downloadBody, body, { headers: { Accept: accept } });
      saveBlob(download.blob, download.fileName ?? fileName);
    } finally {
      activity.endExport();
    }
  };
}
