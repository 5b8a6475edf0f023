import { z } from 'zod';
import { MAPPING_DATA_TYPES, MAPPING_HEADER_MAX_LENGTH, MAPPING_MATCH_MAX_HEADERS } from './imports.js';
import { headerMappingSchema } from './file-imports.js';

/** Rows a preview converts: the wizard's sample rows, with room to spare. */
export const MAPPING_PREVIEW_MAX_ROWS = 10;
/** The longest cell a preview takes: a text field's limit (a spreadsheet cell's). */
export const MAPPING_PREVIEW_CELL_MAX_LENGTH = 32_767;

/**
 * POST mapping/preview: the sample rows (cells as the browser read them, in header order) converted by the
 * import's own code under the mapping, so the review step shows what will be stored.
 */
export const mappingPreviewRequestSchema = z.strictObject({
  dataType: z.enum(MAPPING_DATA_TYPES),
  /** XLSX numbers reach the import as numbers (a date as its serial), CSV cells as text. */
  fileType: z.enum(['CSV', 'XLSX']),
  headers: z.array(z.string().max(MAPPING_HEADER_MAX_LENGTH)).min(1).max(MAPPING_MATCH_MAX_HEADERS),
  mapping: headerMappingSchema,
  rows: z
    .array(z.array(z.string().max(MAPPING_PREVIEW_CELL_MAX_LENGTH)).max(MAPPING_MATCH_MAX_HEADERS))
    .max(MAPPING_PREVIEW_MAX_ROWS),
});
export type MappingPreviewRequest = z.infer<typeof mappingPreviewRequestSchema>;

/** One cell as the import stores it (null: left empty), and the warning or error the import would list. */
export const previewCellSchema = z.object({
  stored: z.union([z.string(), z.number(), z.boolean()]).nullable(),
  issue: z.object({ type: z.enum(['WARNING', 'ERROR']), message: z.string() }).nullable(),
});
export type PreviewCell = z.infer<typeof previewCellSchema>;

/** Per row, a cell for each header of the request, in its order. */
export const mappingPreviewResponseSchema = z.object({ rows: z.array(z.array(previewCellSchema)) });
export type MappingPreviewResponse = z.infer<typeof mappingPreviewResponseSchema>;
