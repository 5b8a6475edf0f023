import { CUSTOM_FIELD_TARGET, type HeaderMapping, type HeaderSuggestionItem } from '@hde/contracts/api';
import { datePartOf } from '@hde/contracts/fields';

/** What a header maps to: a catalogue field id, a date part `<field id>:<part>`, CUSTOM_FIELD_TARGET, or null. */
export type MappingTarget = string | null;

/**
 * The starting mapping of a file: the server's answer to `POST mapping/match`, which already applies the
 * auto-mapping order of spec §4 (exact name, the workspace's saved mapping, then suggestions). The browser
 * keeps no matcher of its own. Headers it has no answer for start unmapped.
 */
export function mappingFromSuggestions(
  headers: readonly string[],
  suggestions: readonly HeaderSuggestionItem[],
): HeaderMapping {
  const mapping: Record<string, MappingTarget> = Object.fromEntries(headers.map((header) => [header, null]));
  for (const { header, target } of suggestions) {
    if (Object.hasOwn(mapping, header) && mapping[header] === null) mapping[header] = target;
  }
  return mapping;
}

/** The whole field a target feeds, or the field and part; custom and null feed none. */
function fieldOfTarget(target: MappingTarget, dataType: string): { fieldId: string; whole: boolean } | null {
  if (target === null || target === CUSTOM_FIELD_TARGET) return null;
  const datePart = datePartOf(dataType, target);
  return datePart ? { fieldId: datePart.field.id, whole: false } : { fieldId: target, whole: true };
}

/**
 * The mapping with `header` set to `target`. A catalogue field belongs to one header only (spec §5), or, for a
 * date, each of its year, month and day parts to one header: another header holding the same target is
 * cleared, and a whole date and its parts exclude each other.
 */
export function withTarget(
  mapping: HeaderMapping,
  header: string,
  target: MappingTarget,
  dataType: string,
): HeaderMapping {
  const next: Record<string, MappingTarget> = { ...mapping };
  const chosen = fieldOfTarget(target, dataType);
  if (chosen) {
    for (const [other, value] of Object.entries(next)) {
      const held = fieldOfTarget(value, dataType);
      if (held?.fieldId === chosen.fieldId && (value === target || held.whole || chosen.whole))
        next[other] = null;
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

/** Field id (or date part target) -> the header mapped to it. */
export function headersByField(mapping: HeaderMapping): Map<string, string> {
  const byField = new Map<string, string>();
  for (const [header, target] of Object.entries(mapping)) {
    if (target !== null && target !== CUSTOM_FIELD_TARGET) byField.set(target, header);
  }
  return byField;
}
