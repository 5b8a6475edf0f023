import { useEffect, useEffectEvent, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { FILE_UPDATE_EVENT, fileImportSchema, type FileImport } from '@hde/contracts/api';
import { SUCCESS_MESSAGES } from '@hde/contracts/text';
import { useNotify } from '../../../components/snackbar/notify-context';
import { useApiClient } from '../../../lib/api/api-client-context';
import { useAppActivity } from '../../../lib/app-activity/app-activity-context';
import { isFinished, needsProgressTracking } from './file-import-status';
import { putFileImport } from './file-list-cache';
import { workspaceDataKey } from '../../../lib/workspaces/workspace-data-key';
import { FILE_API } from './file-uploads-keys';
import { readEventData } from '../../../lib/api/server-sent-events';

/** The ids to stream, sorted, as one comparable key. */
function trackedIdsKey(pageItems: readonly FileImport[], started: ReadonlySet<string>): string {
  const ids = new Set(started);
  for (const fileImport of pageItems) if (needsProgressTracking(fileImport)) ids.add(fileImport.id);
  return JSON.stringify([...ids].sort());
}

export interface ImportProgressOptions {
  /** The running imports of the shown page are tracked. */
  pageItems: readonly FileImport[];
  /** Called when a tracked import finishes (with its id) and when a stream ends (without). */
  onTrustDue(finishedImportId?: string): void;
}

/**
 * Progress of the workspace's running imports (spec part 2 §7.1 "Progress streaming"): POST file/updates for
 * the running imports of the shown page and those started here, each update written into the file list.
 * While a stream runs the shell shows "Importing Data"; a finished import refreshes the workspace's data
 * queries, a successful one says so. A changed set of imports starts a new stream and aborts the old one,
 * whose late events are ignored.
 */
export function useImportProgress(workspaceId: string, { pageItems, onTrustDue }: ImportProgressOptions) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const activity = useAppActivity();
  const [started, setStarted] = useState<ReadonlySet<string>>(() => new Set());
  const trackedKey = trackedIdsKey(pageItems, started);

  const recordUpdate = useEffectEvent((update: FileImport) => {
    putFileImport(queryClient, workspaceId, update);
    if (!isFinished(update.status)) return;
    setStarted((current) => {
      const rest = new Set(current);
      rest.delete(update.id);
      return rest;
    });
    void queryClient.invalidateQueries({ queryKey: workspaceDataKey(workspaceId) });
    if (update.status === 'SUCCESS') notify({ severity: 'success', message: SUCCESS_MESSAGES.dataImported });
    onTrustDue(update.id);
  });

  const recordStreamEnd = useEffectEvent(() => onTrustDue());

  useEffect(() => {
    const ids = JSON.parse(trackedKey) as string[];
    if (ids.length === 0) return;
    const controller = new AbortController();
    let importing = true;
    activity.startImport();
    const stopImporting = () => {
      if (importing) activity.endImport();
      importing = false;
    };
    void (async () => {
      try {
        const body = await api.postStream(`${FILE_API}/updates`, { ids }, { signal: controller.signal });
        for await (const update of readEventData(body, FILE_UPDATE_EVENT, fileImportSchema)) {
          if (controller.signal.aborted) return;
          recordUpdate(update);
        }
        stopImporting();
        recordStreamEnd();
      } catch (error) {
        if (controller.signal.aborted) return;
        console.warn('The file import progress stream failed', error);
        stopImporting();
      }
    })();
    return () => {
      controller.abort();
      stopImporting();
    };
  }, [api, activity, trackedKey]);

  return {
    /** Streams the progress of an import started elsewhere (the wizard, the sandbox) until it finishes. */
    trackImport: (fileImportId: string) => setStarted((current) => new Set(current).add(fileImportId)),
  };
}
