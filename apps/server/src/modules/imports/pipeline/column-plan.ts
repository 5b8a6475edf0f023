import { CUSTOM_FIELD_TARGET, type HeaderMapping } from '@hde/contracts/api';
import {
  datePartOf,
  findField,
  type DatePart,
  type CatalogueDataType,
  type FieldDefinition,
} from '@hde/contracts/fields';
import type { SavedMapping } from '../catalogue-match/index.js';
import { matchHeaders } from '../mapping/match-headers.js';

const CUSTOM_KEY_MAX = 100;

/** What one source column feeds: a catalogue field, a custom field (key in `extra`), or nothing. */
export type ColumnTarget =
  | { kind: 'field'; field: FieldDefinition; header: string }
  | { kind: 'datePart'; field: FieldDefinition; part: DatePart; header: string }
  | { kind: 'custom'; key: string; header: string }
  | { kind: 'skip' };

/** Custom field keys are the header itself; dots become `__` so `extra.<key>` stays one path step. */
export function customFieldKey(header: string): string {
  return header.trim().replace(/\./g, '__').slice(0, CUSTOM_KEY_MAX);
}

function targetOf(
  header: string,
  /** A field id, a date part `<field id>:<part>`, "custom" or another custom name, or none. */
  fieldId: string | null | undefined,
  dataType: CatalogueDataType,
  unmapped: 'skip' | 'custom',
): ColumnTarget {
  if (fieldId === null || fieldId === undefined || header.trim() === '') {
    return unmapped === 'custom' && header.trim() !== ''
      ? { kind: 'custom', key: customFieldKey(header), header }
      : { kind: 'skip' };
  }
  const field = fieldId === CUSTOM_FIELD_TARGET ? undefined : findField(dataType, fieldId);
  if (field) return { kind: 'field', field, header };
  const datePart = datePartOf(dataType, fieldId);
  if (datePart) return { kind: 'datePart', ...datePart, header };
  return { kind: 'custom', key: customFieldKey(header), header };
}

/**
 * The target of each column. With the wizard's mapping, its choices hold: unmapped headers are not imported.
 * Without one (JSON and ZIP uploads skip the mapping step) headers are matched like `POST mapping/match`,
 * with the workspace's saved mapping, and what matches nothing is kept as a custom field rather than lost.
 */
export function planColumns(
  headers: readonly string[],
  dataType: CatalogueDataType,
  mapping: HeaderMapping | null,
  saved: SavedMapping,
): ColumnTarget[] {
  if (mapping) {
    // Headers are the file's own words: only the mapping's own keys count (`constructor` is not inherited).
    const targetOfHeader = (header: string) => (Object.hasOwn(mapping, header) ? mapping[header] : null);
    return headers.map((header) => targetOf(header, targetOfHeader(header), dataType, 'skip'));
  }
  const suggestions = matchHeaders(headers, dataType, saved);
  return headers.map((header, index) => targetOf(header, suggestions[index]?.target, dataType, 'custom'));
}
