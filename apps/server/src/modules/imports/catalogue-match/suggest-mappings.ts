import type { ImportDataType } from '@hde/contracts';
import { CUSTOM_FIELD_TARGET, type MappingSource } from '@hde/contracts/api';
import { DATE_PARTS, datePartOf, datePartTarget, fieldsOf, type DatePart } from '@hde/contracts/fields';
import { catalogueIndex, type CatalogueIndex } from './catalogue-index.js';
import { editDistance } from './edit-distance.js';
import { bestField, type ScoredField } from './header-score.js';
import { headerTokens, withoutSection } from './header-tokens.js';
import { normaliseHeader } from './normalise-header.js';

type MatchSource = MappingSource;

export interface HeaderSuggestion {
  readonly header: string;
  /** The catalogue field, whole or by a date part; null for none or a saved custom field. */
  readonly fieldId: string | null;
  /** How the field was found; null when nothing matched. */
  readonly source: MatchSource | null;
  /** The mapping target: the field id, `<field id>:<part>`, "custom" for a saved custom field, or null. */
  readonly target: string | null;
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

/** The header's words, and those of its last section when it has a section prefix ("Identification - Case"). */
function wordReadings(header: string): string[][] {
  const section = withoutSection(header);
  return section === undefined ? [headerTokens(header)] : [headerTokens(section), headerTokens(header)];
}

const isDatePartWord = (token: string): token is DatePart =>
  (DATE_PARTS as readonly string[]).includes(token);

/**
 * The best-scoring field over the header's readings; the section-less reading wins a tie. A year, month or
 * day column is never a whole date ("DOD_YR" is not the date of death).
 */
function scoredMatch(header: string, index: CatalogueIndex): ScoredField | null {
  let best: ScoredField | null = null;
  for (const reading of wordReadings(header)) {
    const hasDatePart = reading.some(isDatePartWord);
    const match = bestField(reading, index, (fieldId) => !hasDatePart || !index.dateFieldIds.has(fieldId));
    if (match && (!best || match.score > best.score)) best = match;
  }
  return best;
}

/** "Death Year" read as "Death Date" and its part: the header has exactly one year, month or day word. */
function datePartMatch(
  header: string,
  index: CatalogueIndex,
  accepts: (fieldId: string) => boolean,
): { match: ScoredField; part: DatePart } | null {
  let best: { match: ScoredField; part: DatePart } | null = null;
  for (const reading of wordReadings(header)) {
    const parts = reading.filter(isDatePartWord);
    if (parts.length !== 1) continue;
    const part = parts[0]!;
    const match = bestField(
      reading.map((token) => (token === part ? 'date' : token)),
      index,
      accepts,
    );
    if (match && (!best || match.score > best.match.score)) best = { match, part };
  }
  return best;
}

/**
 * Suggests a catalogue field for each file header (spec §4 auto-mapping; `POST mapping/match`). Passes run
 * from the surest to the loosest, each over all headers, so an exact match in a later column beats a
 * synonym in an earlier one: exact id or label, the saved mapping, year, month and day columns of one date
 * ("Birth Day" beside "Birth Year" is a part, not the synonym "birthday"), normalised synonym, a word score
 * (section prefixes dropped, abbreviations spelled out, whole words preferred, ties left unmapped), then a
 * near-typo of the whole name. A field goes to one header only; within a pass the best score, then the
 * leftmost header wins. A saved mapping to a custom field is
 * kept; a saved null falls through to matching.
 */
export function suggestMappings(
  headers: readonly string[],
  dataType: ImportDataType,
  savedMapping: SavedMapping = {},
): HeaderSuggestion[] {
  const index = catalogueIndex(fieldsOf(dataType));
  const suggestions: HeaderSuggestion[] = headers.map((header) => ({
    header,
    fieldId: null,
    source: null,
    target: null,
  }));
  const settled = new Set<number>();
  const wholeFields = new Set<string>();
  const partFields = new Set<string>();
  const takenParts = new Set<string>();

  const isFree = (fieldId: string) => !wholeFields.has(fieldId) && !partFields.has(fieldId);
  const assign = (position: number, fieldId: string, source: MatchSource) => {
    if (settled.has(position) || !isFree(fieldId)) return;
    suggestions[position] = { header: headers[position]!, fieldId, source, target: fieldId };
    settled.add(position);
    wholeFields.add(fieldId);
  };
  const assignPart = (position: number, fieldId: string, part: DatePart, source: MatchSource) => {
    const target = datePartTarget(fieldId, part);
    if (settled.has(position) || wholeFields.has(fieldId) || takenParts.has(target)) return;
    suggestions[position] = { header: headers[position]!, fieldId, source, target };
    settled.add(position);
    partFields.add(fieldId);
    takenParts.add(target);
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
    const datePart = datePartOf(dataType, saved);
    if (index.fieldIds.has(saved)) assign(position, saved, 'saved');
    else if (datePart) assignPart(position, datePart.field.id, datePart.part, 'saved');
    else {
      suggestions[position] = { header, fieldId: null, source: 'saved', target: CUSTOM_FIELD_TARGET };
      settled.add(position);
    }
  });
  suggestDateParts(index, eachOpen, isFree, assignPart);
  eachOpen((header, position) => {
    const fieldId = index.normalised.get(normaliseHeader(header));
    if (fieldId) assign(position, fieldId, 'synonym');
  });

  const scored: { position: number; match: ScoredField }[] = [];
  eachOpen((header, position) => {
    const match = scoredMatch(header, index);
    if (match) scored.push({ position, match });
  });
  scored.sort((a, b) => b.match.score - a.match.score || a.position - b.position);
  for (const { position, match } of scored) assign(position, match.fieldId, match.inexact ? 'typo' : 'words');

  const typos: { position: number; fieldId: string; distance: number }[] = [];
  eachOpen((header, position) => {
    const match = typoMatch(header, index);
    const partOfDate =
      match && index.dateFieldIds.has(match.fieldId) && headerTokens(header).some(isDatePartWord);
    if (match && !partOfDate) typos.push({ position, ...match });
  });
  typos.sort((a, b) => a.distance - b.distance || a.position - b.position);
  for (const { position, fieldId } of typos) assign(position, fieldId, 'typo');

  return suggestions;
}

/**
 * Year, month and day columns of one date field ("Death Year", "Death Month", "Death Day"; "DOD_YR",
 * "DOD_MO", "DOD_DY") map to its parts, but only all three together: a lone "Death Year" is no date.
 */
function suggestDateParts(
  index: CatalogueIndex,
  eachOpen: (visit: (header: string, position: number) => void) => void,
  isFree: (fieldId: string) => boolean,
  assignPart: (position: number, fieldId: string, part: DatePart, source: MatchSource) => void,
) {
  // Taken fields are scored too, so that "Death Year" beside "Date of Death" is no part of another date.
  const accepts = (fieldId: string) => index.dateFieldIds.has(fieldId);
  const byField = new Map<string, Map<DatePart, { position: number; match: ScoredField }>>();
  eachOpen((header, position) => {
    const found = datePartMatch(header, index, accepts);
    if (!found) return;
    const parts = byField.get(found.match.fieldId) ?? new Map();
    if (!parts.has(found.part)) parts.set(found.part, { position, match: found.match });
    byField.set(found.match.fieldId, parts);
  });
  for (const [fieldId, parts] of byField) {
    if (parts.size !== DATE_PARTS.length || !isFree(fieldId)) continue;
    for (const [part, { position, match }] of parts) {
      assignPart(position, fieldId, part, match.inexact ? 'typo' : 'words');
    }
  }
}
