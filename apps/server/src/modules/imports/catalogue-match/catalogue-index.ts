import type { FieldDefinition } from '@hde/contracts';
import { tokenSetKey } from './header-tokens.js';
import { normaliseHeader } from './normalise-header.js';

/** Lookup tables of one catalogue, built once per catalogue. */
export interface CatalogueIndex {
  readonly fieldIds: ReadonlySet<string>;
  /** Trimmed lower-case id or label -> field id. */
  readonly exact: ReadonlyMap<string, string>;
  /** Normalised id, label or synonym -> field id. */
  readonly normalised: ReadonlyMap<string, string>;
  /** Word-set key -> field id, or null when two fields share the words. */
  readonly tokenSets: ReadonlyMap<string, string | null>;
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
  const tokenSets = new Map<string, string | null>();
  const fuzzyNames: { name: string; fieldId: string }[] = [];
  for (const field of fields) {
    exact.set(field.id.toLowerCase(), field.id);
    exact.set(field.label.toLowerCase(), field.id);
    for (const name of namesOf(field)) {
      const key = normaliseHeader(name);
      if (!normalised.has(key)) normalised.set(key, field.id);
      const words = tokenSetKey(name);
      if (words !== '') {
        const owner = tokenSets.get(words);
        tokenSets.set(words, owner === undefined || owner === field.id ? field.id : null);
      }
      if (key.length >= FUZZY_MIN_LENGTH) fuzzyNames.push({ name: key, fieldId: field.id });
    }
  }
  return { fieldIds: new Set(fields.map((field) => field.id)), exact, normalised, tokenSets, fuzzyNames };
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
