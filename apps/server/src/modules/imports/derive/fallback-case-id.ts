import { createHash } from 'node:crypto';
import {
  CASE_ID_FALLBACK_FIELDS,
  CASE_ID_FALLBACK_PREFIX,
  CASE_ID_FALLBACK_REQUIRED_FIELDS,
  type CaseFieldValues,
} from '@hde/contracts/fields';

const HASH_HEX_LENGTH = 12;
/** Changing how ids are made must change this, so old and new ids never collide by accident. */
const HASH_DOMAIN = 'hde-case-id-v1';
/** Cannot occur in a cell, so no two different rows join to the same text. */
const SEPARATOR = '\u001f';

function canonical(value: unknown): string {
  if (value === null || value === undefined) return '';
  return String(value).normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * The Case ID of a converted row that has none: GEN- and 12 hex digits of the SHA-256 of its last name,
 * first name, date of birth and date of death (CASE_ID_FALLBACK_FIELDS). Null when the row lacks a last
 * name or a date of death, which would make unrelated people share an id.
 */
export function fallbackCaseId(row: CaseFieldValues): string | null {
  const values = Object.fromEntries(CASE_ID_FALLBACK_FIELDS.map((id) => [id, canonical(row[id])]));
  if (CASE_ID_FALLBACK_REQUIRED_FIELDS.some((id) => values[id] === '')) return null;
  const text = [HASH_DOMAIN, ...CASE_ID_FALLBACK_FIELDS.map((id) => values[id])].join(SEPARATOR);
  const hex = createHash('sha256').update(text, 'utf8').digest('hex');
  return `${CASE_ID_FALLBACK_PREFIX}${hex.slice(0, HASH_HEX_LENGTH).toUpperCase()}`;
}
