import type { FieldDefinition } from '@hde/contracts/fields';
import { headerTokens } from './header-tokens.js';
import { normaliseHeader } from './normalise-header.js';

/** One name of a field (id, label or synonym) as words. */
interface FieldName {
  readonly fieldId: string;
  readonly tokens: readonly string[];
}

/** Lookup tables of one catalogue, built once per catalogue. */
export interface CatalogueIndex {
  readonly fieldIds: ReadonlySet<string>;
  /** Ids of the date fields, which three year, month and day columns can feed. */
  readonly dateFieldIds: ReadonlySet<string>;
  /** Trimmed lower-case id or label -> field id. */
  readonly exact: ReadonlyMap<string, string>;
  /** Normalised id, label or synonym -> field id. */
  readonly normalised: ReadonlyMap<string, string>;
  /** Every name of every field as words, for scoring. */
  readonly names: readonly FieldName[];
  /** Every word of those names: a header word among them is meant as written, not as a typo of another. */
  readonly vocabulary: ReadonlySet<string>;
  /** Normalised names long enough for typo matching. */
  readonly fuzzyNames: readonly { readonly name: string; readonly fieldId: string }[];
}

/** Shorter names are too close to each other for a typo to be told from another field. */
const FUZZY_MIN_LENGTH = 6;

export function namesOf(field: FieldDefinition): string[] {
  return [field.id, field.label, ...field.synonyms];
}

function buildIndex(fields: readonly FieldDefinition[]): CatalogueIndex {
  const exact = new Map<string, string>();
  const normalised = new Map<string, string>();
  const names: FieldName[] = [];
  const fuzzyNames: { name: string; fieldId: string }[] = [];
  for (const field of fields) {
    exact.set(field.id.toLowerCase(), field.id);
    exact.set(field.label.toLowerCase(), field.id);
    for (const name of namesOf(field)) {
      const key = normaliseHeader(name);
      if (!normalised.has(key)) normalised.set(key, field.id);
      const tokens = [...new Set(headerTokens(name))];
      if (tokens.length > 0) names.push({ fieldId: field.id, tokens });
      if (key.length >= FUZZY_MIN_LENGTH) fuzzyNames.push({ name: key, fieldId: field.id });
    }
  }
  return {
    fieldIds: new Set(fields.map((field) => field.id)),
    dateFieldIds: new Set(fields.filter((field) => field.type === 'date').map((field) => field.id)),
    exact,
    normalised,
    names,
    vocabulary: new Set(names.flatMap((name) => name.tokens)),
    fuzzyNames,
  };
}

const cache = new WeakMap<readonly FieldDefinition[], CatalogueIndex>();

export function catalogueIndex(fields: readonly FieldDefinition[]): CatalogueIndex {
  let index = cache.get(fields);
  if (!index) {
    index = buildIndex(fields);
    cache.set(fields, index);
  }
  return index;
}
