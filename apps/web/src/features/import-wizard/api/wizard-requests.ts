import type { ImportDataType } from '@hde/contracts';
import {
  MAPPING_MATCH_MAX_HEADERS,
  UPLOAD_FORM_FIELDS,
  fileImportSchema,
  mappingMatchResponseSchema,
  saveMappingResponseSchema,
  uploadInitResponseSchema,
  type FileImport,
  type HeaderMapping,
  type HeaderSuggestionItem,
  type SaveMappingRequest,
  type UploadFileType,
  type WorkspaceConfigurationType,
} from '@hde/contracts/api';
import { ERROR_MESSAGES } from '@hde/contracts/text';
import type { CatalogueDataType } from '@hde/contracts/fields';
import { noContent, type ApiClient, type ResponseParser } from '../../../lib/api/api-client';
import { isApiRequestError } from '../../../lib/api/api-request-error';

/** The import calls are the case module's, on the app API (spec §7.1). */
const APP_API = '/v2/app';
const segment = encodeURIComponent;

const uploadInitPath = (workspaceId: string) => `${APP_API}/workspace/${segment(workspaceId)}/upload/init`;
const mappingMatchPath = `${APP_API}/mapping/match`;
const fileImportPath = (importId: string) => `${APP_API}/file/import/${segment(importId)}`;
const importMappingPath = (importId: string) => `${fileImportPath(importId)}/mapping`;
const importUploadPath = (importId: string) => `${fileImportPath(importId)}/upload`;

/** "the lowercased data type followed by -configuration" (spec §3, saved header mapping). */
function mappingConfigurationType(dataType: CatalogueDataType): WorkspaceConfigurationType {
  return `${dataType.toLowerCase()}-configuration` as WorkspaceConfigurationType;
}

const mappingConfigurationPath = (workspaceId: string, dataType: CatalogueDataType) =>
  `${APP_API}/workspace/${segment(workspaceId)}/configuration/${mappingConfigurationType(dataType)}`;

/** A wizard call that failed, with the notice the user is shown for it. */
export class WizardRequestError extends Error {
  constructor(
    readonly notice: string,
    options: { cause: unknown },
  ) {
    super(notice, options);
    this.name = 'WizardRequestError';
  }
}

async function withNotice<T>(notice: (cause: unknown) => string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (cause) {
    throw new WizardRequestError(notice(cause), { cause });
  }
}

/** POST workspace/{id}/upload/init: a DRAFT import, its id. */
export function startDraftImport(api: ApiClient, workspaceId: string): Promise<string> {
  return withNotice(
    () => ERROR_MESSAGES.importStart,
    async () => (await api.post(uploadInitPath(workspaceId), uploadInitResponseSchema)).id,
  );
}

/**
 * POST mapping/match with the workspace: each header's starting target, the workspace's saved mapping
 * applied. A failure means no suggestions: every header starts unmapped.
 */
export async function fetchSuggestions(
  api: ApiClient,
  workspaceId: string,
  dataType: CatalogueDataType,
  headers: readonly string[],
): Promise<HeaderSuggestionItem[]> {
  try {
    const body = { headers: headers.slice(0, MAPPING_MATCH_MAX_HEADERS), dataType, workspaceId };
    return (await api.post(mappingMatchPath, mappingMatchResponseSchema, body)).items;
  } catch (error) {
    console.warn('Header suggestions unavailable', error);
    return [];
  }
}

/** The mapping save is read by its status: anything but 200 is a mapping error (spec §7.1). */
const storedMappingReply: ResponseParser<HeaderMapping> = {
  readBody: async (response) => {
    if (response.status !== 200) throw new Error(`The mapping save answered ${response.status}`);
    return response.json();
  },
  parse: (input) => saveMappingResponseSchema.parse(input).mapping,
};

/** PUT file/import/{id}/mapping: the mapping as the server stored it (other targets saved as custom). */
export function saveImportMapping(
  api: ApiClient,
  importId: string,
  body: SaveMappingRequest,
): Promise<HeaderMapping> {
  return api.put(importMappingPath(importId), storedMappingReply, body);
}

/** PUT workspace/{id}/configuration/{type}: the mapping kept for the next file of this data type. */
export function saveMappingConfiguration(
  api: ApiClient,
  workspaceId: string,
  dataType: CatalogueDataType,
  mapping: HeaderMapping,
): Promise<void> {
  return withNotice(
    () => ERROR_MESSAGES.configuration,
    () => api.put(mappingConfigurationPath(workspaceId, dataType), noContent, mapping),
  );
}

export interface UploadRequest {
  importId: string;
  dataType: ImportDataType;
  fileType: UploadFileType;
  file: File;
}

/** The upload's multipart body: dataType, fileType (none for ZIP, spec §5), then the file last. */
function uploadFormData({ dataType, fileType, file }: Omit<UploadRequest, 'importId'>): FormData {
  const body = new FormData();
  body.append(UPLOAD_FORM_FIELDS.dataType, dataType);
  if (fileType !== 'ZIP') body.append(UPLOAD_FORM_FIELDS.fileType, fileType);
  body.append(UPLOAD_FORM_FIELDS.file, file);
  return body;
}

/** A refused size (413) or type (415) is explained by the server's own message. */
function uploadNotice(cause: unknown): string {
  return (isApiRequestError(cause, 413) || isApiRequestError(cause, 415)) && cause.message
    ? cause.message
    : ERROR_MESSAGES.upload;
}

/** PUT file/import/{id}/upload (multipart): the import, now RECEIVED (202). */
export function uploadImportFile(
  api: ApiClient,
  { importId, ...upload }: UploadRequest,
): Promise<FileImport> {
  return withNotice(uploadNotice, () =>
    api.put(importUploadPath(importId), fileImportSchema, uploadFormData(upload)),
  );
}

/** DELETE file/import/{id}: the draft of a cancelled wizard. */
export function deleteDraftImport(api: ApiClient, importId: string): Promise<void> {
  return withNotice(
    () => ERROR_MESSAGES.draftDelete,
    () => api.delete(fileImportPath(importId), noContent),
  );
}
