import type { HeaderSuggestionItem, WorkspaceConfigurationType } from '@hde/contracts/api';
import type { CatalogueDataType } from '@hde/contracts/fields';
import { suggestMappings, type SavedMapping } from '../catalogue-match/index.js';

/**
 * Suggested fields for a file's headers (spec §4, `POST mapping/match`), one item per header in order.
 * A header repeated in the file is matched once, at its first column; its repeats get no field, since a saved
 * mapping (keyed by header) could not tell them apart. A field goes to one header only.
 */
export function matchHeaders(
  headers: readonly string[],
  dataType: CatalogueDataType,
  savedMapping?: SavedMapping,
): HeaderSuggestionItem[] {
  const unique = [...new Set(headers)];
  const byHeader = new Map(
    suggestMappings(unique, dataType, savedMapping).map((suggestion) => [suggestion.header, suggestion]),
  );
  const answered = new Set<string>();
  return headers.map((header) => {
    const suggestion = byHeader.get(header);
    if (answered.has(header) || !suggestion) return { header, fieldId: null, source: null, target: null };
    answered.add(header);
    return { header, fieldId: suggestion.fieldId, source: suggestion.source, target: suggestion.target };
  });
}

/**
 * A saved configuration body as a header mapping: only string and null values are mappings (a field id, a
 * custom field name or "custom", or null); anything else a client stored is ignored.
 */
export function savedMappingOf(body: unknown): SavedMapping {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return {};
  return Object.fromEntries(
    Object.entries(body).filter(([, value]) => typeof value === 'string' || value === null),
  ) as Record<string, string | null>;
}

/** The saved header mapping of a data type: "the lowercased data type followed by -configuration" (spec §3). */
export function mappingConfigurationType(dataType: CatalogueDataType): WorkspaceConfigurationType {
  return `${dataType.toLowerCase()}-configuration` as WorkspaceConfigurationType;
}
