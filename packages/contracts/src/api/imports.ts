import { z } from 'zod';
import type { CatalogueDataType } from '../fields/catalogue.js';

/** `GET templates/{name}` (spec §7.1) answers an Excel workbook. */
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** `POST mapping/match` limits: a file's header row, each header a short text. */
export const MAPPING_MATCH_MAX_HEADERS = 500;
export const MAPPING_HEADER_MAX_LENGTH = 200;

/** Data types whose headers are mapped (ZIP uploads skip the mapping step, spec §2.4). */
export const MAPPING_DATA_TYPES = [
  'CASE',
  'TOXICOLOGY',
  'DIAGNOSIS',
] as const satisfies readonly CatalogueDataType[];

/**
 * How a suggested field was found, surest first (spec §4 auto-mapping): exact id or label, the workspace's
 * saved mapping, a known synonym, the same words in another order, a near spelling (typo).
 */
export const MAPPING_SOURCES = ['exact', 'saved', 'synonym', 'words', 'typo'] as const;
export type MappingSource = (typeof MAPPING_SOURCES)[number];

/** POST mapping/match: the file's headers in column order. */
export const mappingMatchRequestSchema = z.strictObject({
  headers: z.array(z.string().max(MAPPING_HEADER_MAX_LENGTH)).min(1).max(MAPPING_MATCH_MAX_HEADERS),
  dataType: z.enum(MAPPING_DATA_TYPES),
  /** With it, the workspace's saved `{datatype}-configuration` takes part (caller must see the workspace). */
  workspaceId: z.string().max(100).optional(),
});
export type MappingMatchRequest = z.infer<typeof mappingMatchRequestSchema>;

export const headerSuggestionSchema = z.object({
  header: z.string(),
  /** A catalogue field id of the data type, or null: unmapped (or saved as a custom field). */
  fieldId: z.string().nullable(),
  source: z.enum(MAPPING_SOURCES).nullable(),
  /**
   * The mapping target the wizard starts from: the field id, a date part (`date_of_death:year`) when three
   * columns hold a date's year, month and day, "custom" for a header saved as a custom field, or null.
   */
  target: z.string().nullable(),
});
export type HeaderSuggestionItem = z.infer<typeof headerSuggestionSchema>;

/** One item per header, in the request's order; a repeated header is answered null after its first. */
export const mappingMatchResponseSchema = z.object({ items: z.array(headerSuggestionSchema) });
export type MappingMatchResponse = z.infer<typeof mappingMatchResponseSchema>;
