import { normaliseHeader } from './normalise-header.js';

/** Words that say whose value it is, or glue, not which field: "Decedent First Name" is "First Name". */
const NOISE_TOKENS = new Set([
  'decedent',
  'decedents',
  'deceased',
  'victim',
  'victims',
  'subject',
  'patient',
  'me',
  'mdi',
  'the',
  'of',
]);

/**
 * The meaningful words of a header, without bracketed notes ("Age (yrs)") or noise words, split at
 * punctuation and at camelCase humps ("DeathDate" -> death, date).
 */
export function headerTokens(header: string): string[] {
  return header
    .replace(/\([^)]*\)|\[[^\]]*\]/g, ' ')
    .replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, '$1 $2')
    .split(/[^\p{L}\p{N}]+/u)
    .map(normaliseHeader)
    .filter((token) => token !== '' && !NOISE_TOKENS.has(token));
}

/** Order-free key of a header's words: "Death Date" and "Date of Death" share it. */
export function tokenSetKey(header: string): string {
  return [...new Set(headerTokens(header))].sort().join(' ');
}
