import {
  CUSTOM_FIELD_TARGET,
  type FieldDefinition,
  type HeaderMapping,
  type HeaderSuggestionItem,
} from '@hde/contracts';

/** What a header maps to: a catalogue field id, CUSTOM_FIELD_TARGET, or null (not imported). */
export type MappingTarget = string | null;

export interface AutoMapInput {
  /** The file's headers, in column order. */
  headers: readonly string[];
  /** The catalogue of the data type. */
  fields: readonly FieldDefinition[];
  /** The workspace's last saved mapping of the data type (header -> field id, custom or null). */
  saved: Readonly<Record<string, string | null>>;
  /** The server's suggestions (`POST mapping/match`). */
  suggestions: readonly HeaderSuggestionItem[];
}

const comparable = (text: string) => text.trim().toLowerCase();

/**
 * The starting mapping of a file (spec §4 auto-mapping): an exact, case-insensitive match of a field's id or
 * label first, then the last saved mapping, then the server's suggestions. A field goes to one header only,
 * the earlier pass winning. A saved mapping to anything but a catalogue field is a custom field; a saved null
 * leaves the header open for a suggestion.
 */
export function autoMap({ headers, fields, saved, suggestions }: AutoMapInput): HeaderMapping {
  const mapping: Record<string, MappingTarget> = Object.fromEntries(headers.map((header) => [header, null]));
  const fieldIds = new Set(fields.map((field) => field.id));
  const settled = new Set<string>();
  const taken = new Set<string>();
  const assign = (header: string, target: string) => {
    if (settled.has(header) || (target !== CUSTOM_FIELD_TARGET && taken.has(target))) return;
    mapping[header] = target;
    settled.add(header);
    taken.add(target);
  };

  for (const header of headers) {
    const key = comparable(header);
    const exact = fields.find((field) => field.id === key || comparable(field.label) === key);
    if (exact) assign(header, exact.id);
  }
  for (const header of headers) {
    const target = Object.hasOwn(saved, header) ? saved[header] : null;
    if (target) assign(header, fieldIds.has(target) ? target : CUSTOM_FIELD_TARGET);
  }
  for (const { header, fieldId } of suggestions) {
    if (fieldId && Object.hasOwn(mapping, header) && fieldIds.has(fieldId)) assign(header, fieldId);
  }
  return mapping;
}

/**
 * The mapping with `header` set to `target`. A catalogue field belongs to one header only (spec §5): another
 * header holding it is cleared.
 */
export function withTarget(mapping: HeaderMapping, header: string, target: MappingTarget): HeaderMapping {
  const next: Record<string, MappingTarget> = { ...mapping };
  if (target !== null && target !== CUSTOM_FIELD_TARGET) {
    for (const [other, value] of Object.entries(next)) {
      if (value === target) next[other] = null;
    }
  }
  next[header] = target;
  return next;
}

/**
 * The target of `header`. Headers are the file's own words, so only the mapping's own keys count: a header
 * named `constructor` or `toString` that the mapping lacks is unmapped, not Object.prototype's member.
 */
export function targetOf(mapping: HeaderMapping, header: string): MappingTarget {
  return Object.hasOwn(mapping, header) ? (mapping[header] ?? null) : null;
}

/** Field id -> the header mapped to it. */
export function headersByField(mapping: HeaderMapping): Map<string, string> {
  const byField = new Map<string, string>();
  for (const [header, target] of Object.entries(mapping)) {
    if (target !== null && target !== CUSTOM_FIELD_TARGET) byField.set(target, header);
  }
  return byField;
}
