import { useMutation } from '@tanstack/react-query';
import type { FileImport } from '@hde/contracts/api';
import { ERROR_MESSAGES } from '@hde/contracts/text';
import { useNotify } from '../../../components/snackbar/notify-context';
import { blobBody } from '../../../lib/api/api-client';
import { useApiClient } from '../../../lib/api/api-client-context';
import { FILE_API } from './file-uploads-keys';
import { saveBlob } from '../../../lib/save-blob';
import { serverMessageOr } from '../../../lib/api/server-message';

/** GET file/{id}: the uploaded file, saved under its own name. */
export function useDownloadFile() {
  const api = useApiClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: async ({ id, fileName }: Pick<FileImport, 'id' | 'fileName'>) => {
      const blob = await api.get(`${FILE_API}/${encodeURIComponent(id)}`, blobBody, {
        headers: { Accept: '*/*' },
      });
      saveBlob(blob, fileName ?? id);
    },
    onError: (error) =>
      notify({ severity: 'error', message: serverMessageOr(error, ERROR_MESSAGES.fileDownload) }),
  });
}
