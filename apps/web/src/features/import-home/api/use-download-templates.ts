import { useMutation } from '@tanstack/react-query';
import { XLSX_CONTENT_TYPE } from '@hde/contracts/api';
import { ERROR_MESSAGES, SUCCESS_MESSAGES } from '@hde/contracts/text';
import { TEMPLATE_FILE_NAME, type TemplateName } from '@hde/contracts/fields';
import { useNotify } from '../../../components/snackbar/notify-context';
import { blobBody } from '../../../lib/api/api-client';
import { useApiClient } from '../../../lib/api/api-client-context';
import { saveBlob } from '../../../lib/save-blob';

/** Templates are served for every module from the app API (spec §7.1). */
const templatePath = (name: TemplateName) => `/v2/app/templates/${encodeURIComponent(name)}`;

/**
 * GET templates/{name} for each chosen template, with the bearer token, each saved as TEMPLATE_FILE_NAME(name).
 * Every template that arrives is saved; one notice follows: success when all arrived, the template error
 * otherwise.
 */
export function useDownloadTemplates() {
  const api = useApiClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: async (names: readonly TemplateName[]) => {
      const results = await Promise.allSettled(
        names.map(async (name) => ({
          name,
          blob: await api.get(templatePath(name), blobBody, { headers: { Accept: XLSX_CONTENT_TYPE } }),
        })),
      );
      for (const result of results) {
        if (result.status === 'fulfilled') saveBlob(result.value.blob, TEMPLATE_FILE_NAME(result.value.name));
      }
      const failure = results.find((result) => result.status === 'rejected');
      if (failure) throw failure.reason;
    },
    onSuccess: () => notify({ severity: 'success', message: SUCCESS_MESSAGES.templateDownloaded }),
    onError: () => notify({ severity: 'error', message: ERROR_MESSAGES.template }),
  });
}
