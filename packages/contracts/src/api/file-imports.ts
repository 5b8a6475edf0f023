import { z } from 'zod';
import {
  FILE_IMPORT_STATUSES,
  IMPORT_DATA_TYPES,
  IMPORT_ERROR_TYPES,
  type ImportDataType,
} from '../enums.js';

/** Allowed upload extensions per data type (spec §5): ZIP only for Zip File, the others for the rest. */
export const UPLOAD_EXTENSIONS = {
  CASE: ['.xlsx', '.csv', '.json'],
  DIAGNOSIS: ['.xlsx', '.csv', '.json'],
  TOXICOLOGY: ['.xlsx', '.csv', '.json'],
  ZIP: ['.zip'],
} as const satisfies Record<ImportDataType, readonly string[]>;

export const UPLOAD_FILE_TYPES = ['CSV', 'XLSX', 'JSON', 'ZIP'] as const;
export type UploadFileType = (typeof UPLOAD_FILE_TYPES)[number];

/** The file type an upload's name implies, or null when its extension is not allowed for the data type. */
export function uploadFileTypeOf(dataType: ImportDataType, fileName: string): UploadFileType | null {
  const lower = fileName.toLowerCase();
  const extension = (UPLOAD_EXTENSIONS[dataType] as readonly string[]).find((ext) => lower.endsWith(ext));
  return extension ? (extension.slice(1).toUpperCase() as UploadFileType) : null;
}

/** Data types whose files go through mapping and review; JSON and ZIP files skip to Start Import (spec §2.4). */
export function skipsMapping(fileType: UploadFileType | null): boolean {
  return fileType === 'JSON' || fileType === 'ZIP';
}

/** Header -> catalogue field id, `custom` (a custom field named after the header) or null (not imported). */
export const CUSTOM_FIELD_TARGET = 'custom';
const MAPPING_HEADER_MAX = 200;
const MAPPING_TARGET_MAX = 100;

function isHeaderMapping(value: unknown): value is Record<string, string | null> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.entries(value).every(
    ([header, target]) =>
      header.length <= MAPPING_HEADER_MAX &&
      (target === null || (typeof target === 'string' && target.length <= MAPPING_TARGET_MAX)),
  );
}

/**
 * Checked by hand, not with z.record, which leaves out a `__proto__` key: a file may have a header of any
 * name. The object is kept as parsed (JSON.parse makes every key, that one too, an own property).
 */
export const headerMappingSchema = z
  .custom<Record<string, string | null>>(isHeaderMapping, {
    message: `Each header (at most ${MAPPING_HEADER_MAX} characters) maps to a field id, "custom" or null.`,
  })
  .meta({
    type: 'object',
    propertyNames: { maxLength: MAPPING_HEADER_MAX },
    additionalProperties: { type: ['string', 'null'], maxLength: MAPPING_TARGET_MAX },
  });
export type HeaderMapping = z.infer<typeof headerMappingSchema>;

export const FILE_LIST_PAGE_SIZES = [10, 20, 50] as const;
export const IMPORT_ERROR_PAGE_SIZES = [10, 25, 50] as const;
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;

/** File import status (spec §3). Dates are ISO strings; users are shown by name. */
export const fileImportSchema = z.object({
  id: z.string(),
  workspaceId: z.string(),
  fileName: z.string().nullable(),
  uploadType: z.enum(IMPORT_DATA_TYPES).nullable(),
  fileType: z.enum(UPLOAD_FILE_TYPES).nullable(),
  size: z.number().nullable(),
  status: z.enum(FILE_IMPORT_STATUSES),
  totalItems: z.number(),
  completedItems: z.number(),
  erroredItems: z.number(),
  warningItems: z.number(),
  hasError: z.boolean(),
  /** Why the whole file failed (status ERROR), in words a user can act on. */
  message: z.string().nullable(),
  transactionId: z.string().nullable(),
  createdBy: z.string().nullable(),
  updatedBy: z.string().nullable(),
  createdAt: z.string(),
  added: z.string(),
  lastUpdated: z.string(),
});
export type FileImport = z.infer<typeof fileImportSchema>;

export const FILE_LIST_SORT_FIELDS = [
  'fileName',
  'added',
  'lastUpdated',
  'status',
  'totalItems',
  'uploadType',
] as const;

export const fileListQuerySchema = z.object({
  workspaceId: z.string().max(100),
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(50).default(10),
  sort: z.enum(FILE_LIST_SORT_FIELDS).default('lastUpdated'),
  direction: z.enum(SORT_DIRECTIONS).default('desc'),
});
export type FileListQuery = z.infer<typeof fileListQuerySchema>;

export const fileListResponseSchema = z.object({
  items: z.array(fileImportSchema),
  total: z.number(),
});
export type FileListResponse = z.infer<typeof fileListResponseSchema>;

/** Import error (spec §3), with the source row it came from. */
export const importErrorSchema = z.object({
  id: z.string(),
  type: z.enum(IMPORT_ERROR_TYPES),
  rowNumber: z.number().nullable(),
  caseId: z.string().nullable(),
  fieldName: z.string().nullable(),
  errorMessage: z.string(),
  lastUpdated: z.string(),
});
export type ImportError = z.infer<typeof importErrorSchema>;

export const IMPORT_ERROR_SORT_FIELDS = ['lastUpdated', 'rowNumber', 'type', 'caseId', 'fieldName'] as const;

export const importErrorListQuerySchema = z.object({
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(50).default(10),
  sort: z.enum(IMPORT_ERROR_SORT_FIELDS).default('lastUpdated'),
  direction: z.enum(SORT_DIRECTIONS).default('desc'),
});
export type ImportErrorListQuery = z.infer<typeof importErrorListQuerySchema>;

export const importErrorListResponseSchema = z.object({
  items: z.array(importErrorSchema),
  total: z.number(),
});
export type ImportErrorListResponse = z.infer<typeof importErrorListResponseSchema>;

/** POST workspace/{id}/upload/init. */
export const uploadInitResponseSchema = z.object({ id: z.string() });

/** PUT file/import/{id}/mapping: the wizard's choices for one file. */
export const saveMappingRequestSchema = z.strictObject({
  dataType: z.enum(IMPORT_DATA_TYPES),
  fileName: z.string().min(1).max(255),
  mapping: headerMappingSchema,
});
export type SaveMappingRequest = z.infer<typeof saveMappingRequestSchema>;

/** PUT file/import/{id}/mapping answers the mapping as stored (non-catalogue targets saved as custom). */
export const saveMappingResponseSchema = z.object({ mapping: headerMappingSchema });

/** Multipart fields of PUT file/import/{id}/upload besides `file`. */
export const UPLOAD_FORM_FIELDS = { file: 'file', dataType: 'dataType', fileType: 'fileType' } as const;

/** POST file/updates: import ids whose progress to stream. */
export const fileUpdatesRequestSchema = z.strictObject({
  ids: z.array(z.string().max(100)).min(1).max(50),
});

/** Server-sent event names of the progress and trust streams. */
export const FILE_UPDATE_EVENT = 'file-update';
export const TRUST_EVENT = 'trust';

/** The three checks behind the trusted badge (ARCHITECTURE §9), in the order the success list shows them. */
export const TRUST_CHECKS = ['signature', 'chain', 'content'] as const;
export type TrustCheck = (typeof TRUST_CHECKS)[number];
export const TRUST_CHECK_LABELS = {
  signature: 'Cryptographic Signature Validated',
  chain: 'Network Validation Verified',
  content: 'Proof of Authenticity Passed',
} as const satisfies Record<TrustCheck, string>;

/** Trust info (spec §3): per file, or per case and version. `score` is the share of checks passed, 0..1. */
export const trustInfoSchema = z.object({
  id: z.string(),
  version: z.number().optional(),
  transactionId: z.string().nullable(),
  score: z.number(),
  verified: z.boolean(),
  checking: z.boolean(),
  checks: z.object({ signature: z.boolean(), chain: z.boolean(), content: z.boolean() }),
});
export type TrustInfo = z.infer<typeof trustInfoSchema>;

/** POST file/trust: the files to check. */
export const fileTrustRequestSchema = z.strictObject({
  files: z
    .array(z.strictObject({ id: z.string().max(100) }))
    .min(1)
    .max(50),
});

/** POST workspace/{id}/dummy-data: the sandbox import it started. */
export const dummyDataResponseSchema = z.object({ fileImportId: z.string() });
