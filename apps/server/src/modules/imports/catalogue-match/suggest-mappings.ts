import type { MappingSource } from '@hde/contracts';
import { fieldsOf, type ImportDataType } from '@hde/contracts';
import { catalogueIndex, type CatalogueIndex } from './catalogue-index.js';
import { editDistance } from './edit-distance.js';
import { tokenSetKey } from './header-tokens.js';
import { normaliseHeader } from './normalise-header.js';

export type MatchSource = MappingSource;

export interface HeaderSuggestion {
  readonly header: string;
  readonly fieldId: string | null;
  /** How the field was found; null when nothing matched. */
  readonly source: MatchSource | null;
}

/** A saved header mapping: header -> catalogue field id, a custom field name, or null (spec §3). */
export type SavedMapping = Readonly<Record<string, string | null | undefined>>;

/** Typos allowed for a name of this length: none below 6 characters, one below 12, then two. */
function typoAllowance(length: number): number {
  if (length >= 12) return 2;
  if (length >= 6) return 1;
  return 0;
}

/** The one field within the typo allowance, nearest first; null if none, or two fields tie. */
function typoMatch(header: string, index: CatalogueIndex): { fieldId: string; distance: number } | null {
  const key = normaliseHeader(header);
  let best: { fieldId: string | null; distance: number } | null = null;
  for (const { name, fieldId } of index.fuzzyNames) {
    const allowance = typoAllowance(Math.min(name.length, key.length));
    if (allowance === 0) continue;
    const distance = editDistance(key, name, allowance);
    if (distance > allowance) continue;
    if (!best || distance < best.distance) best = { fieldId, distance };
    else if (distance === best.distance && best.fieldId !== fieldId) best = { fieldId: null, distance };
  }
  return best?.fieldId ? { fieldId: best.fieldId, distance: best.distance } : null;
}

/**
 * Suggests a catalogue field for each file header (spec §4 auto-mapping; `POST mapping/match`). Passes run
 * from the surest to the loosest, each over all headers, so an exact match in a later column beats a
 * synonym in an earlier one: exact id or label, the saved mapping, normalised synonym, same words in any
 * order, then a near-typo. A field goes to one header only; within a pass the leftmost header wins.
 * A saved mapping to a custom field is kept (no suggestion); a saved null falls through to matching.
 */
export function suggestMappings(
  headers: readonly string[],
  dataType: ImportDataType,
  savedMapping: SavedMapping = {},
): HeaderSuggestion[] {
  const index = catalogueIndex(fieldsOf(dataType));
  const suggestions: HeaderSuggestion[] = headers.map((header) => ({ header, fieldId: null, source: null }));
  const settled = new Set<number>();
  const taken = new Set<string>();

  const assign = (position: number, fieldId: string, source: MatchSource) => {
    if (settled.has(position) || taken.has(fieldId)) return;
    suggestions[position] = { header: headers[position]!, fieldId, source };
    settled.add(position);
    taken.add(fieldId);
  };
  const eachOpen = (visit: (header: string, position: number) => void) =>
    headers.forEach((header, position) => {
      if (!settled.has(position)) visit(header, position);
    });

  eachOpen((header, position) => {
    const fieldId = index.exact.get(header.trim().toLowerCase());
    if (fieldId) assign(position, fieldId, 'exact');
  });
  eachOpen((header, position) => {
    const saved = Object.hasOwn(savedMapping, header) ? savedMapping[header] : undefined;
    if (saved == null) return;
    if (index.fieldIds.has(saved)) assign(position, saved, 'saved');
    else {
      suggestions[position] = { header, fieldId: null, source: 'saved' };
      settled.add(position);
    }
  });
  eachOpen((header, position) => {
    const fieldId = index.normalised.get(normaliseHeader(header));
    if (fieldId) assign(position, fieldId, 'synonym');
  });
  eachOpen((header, position) => {
    const fieldId = index.tokenSets.get(tokenSetKey(header));
    if (fieldId) assign(position, fieldId, 'words');
  });

  const typos: { position: number; fieldId: string; distance: number }[] = [];
  eachOpen((header, position) => {
    const match = typoMatch(header, index);
    if (match) typos.push({ position, ...match });
  });
  typos.sort((a, b) => a.distance - b.distance || a.position - b.position);
  for (const { position, fieldId } of typos) assign(position, fieldId, 'typo');

  return suggestions;
}
