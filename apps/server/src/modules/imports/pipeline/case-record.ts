import { CASE_FIELDS, type CaseFieldValues } from '@hde/contracts/fields';
import { CASE_COLUMNS } from '../../../platform/db/case-columns.js';
import { canonicalJson } from '../../ledger/index.js';
import { deriveCaseFields } from '../derive/index.js';

/** The full record of one case version: catalogue fields by key, derived fields, custom fields in `extra`. */
export type CaseRecord = Record<string, unknown> & { caseId: string; extra: Record<string, unknown> };

/** Keys V8 lists before all others, whatever order they were written in (array indices). */
const INDEX_LIKE = /^(?:0|[1-9]\d*)$/;

/** The record's keys are the columns of its `cases` row (a current version's content is that row), sorted. */
const RECORD_KEYS = CASE_COLUMNS.map(({ key }) => key).sort();
if (RECORD_KEYS.some((key) => INDEX_LIKE.test(key) || key === '__proto__')) {
  throw new Error('a case column key cannot be written in canonical order');
}
const FIELD_ID_OF_KEY = new Map<string, string>(CASE_FIELDS.map((field) => [field.key, field.id]));
const DERIVED_KEYS = new Set(Object.keys(deriveCaseFields({} as CaseFieldValues)));

function memberSource(key: string): string {
  if (key === 'caseId') return 'caseId';
  if (key === 'extra') return 'extra';
  if (DERIVED_KEYS.has(key)) return `derived[${JSON.stringify(key)}]`;
  const fieldId = FIELD_ID_OF_KEY.get(key);
  return fieldId === undefined ? 'null' : `values[${JSON.stringify(fieldId)}] ?? null`;
}

type RecordBuilder = (
  caseId: string,
  extra: Record<string, unknown>,
  derived: Record<string, unknown>,
  values: Record<string, unknown>,
) => CaseRecord;

/**
 * Every record as one object literal with the keys in sorted order, compiled once from the static column list
 * (never from anything a file holds). All records then share one compact shape: an object given its 85 keys one
 * by one falls back to a dictionary, which JSON.stringify writes in about twice the time, and every import row
 * goes through here.
 */
const buildRecord = new Function(
  'caseId',
  'extra',
  'derived',
  'values',
  `return { ${RECORD_KEYS.map((key) => `${JSON.stringify(key)}: ${memberSource(key)}`).join(', ')} };`,
) as RecordBuilder;

/** Custom fields with their keys in sorted order; undefined when V8 would not keep that order. */
function sortedExtra(extra: Record<string, unknown>): Record<string, unknown> | undefined {
  const keys = Object.keys(extra);
  let sorted = true;
  for (let index = 0; index < keys.length; index += 1) {
    const key = keys[index] as string;
    if (INDEX_LIKE.test(key)) return undefined;
    if (index > 0 && key < (keys[index - 1] as string)) sorted = false;
  }
  if (sorted) return extra;
  const copy = Object.create(null) as Record<string, unknown>;
  for (const key of keys.sort()) copy[key] = extra[key];
  return copy;
}

/**
 * A case version's record, from its converted values, derived fields and custom fields, with its canonical
 * JSON (ledger `canonicalJson`): written in sorted key order at every depth, the record's plain JSON is
 * canonical, so only custom fields with index-like keys take the general path.
 */
export function caseRecord(
  caseId: string,
  values: Record<string, unknown>,
  extra: Record<string, unknown>,
  options: Parameters<typeof deriveCaseFields>[1],
): { record: CaseRecord; json: string } {
  const derived = deriveCaseFields(values as CaseFieldValues, options) as unknown as Record<string, unknown>;
  const ordered = sortedExtra(extra);
  const record = buildRecord(caseId, ordered ?? extra, derived, values);
  return { record, json: ordered ? JSON.stringify(record) : canonicalJson(record) };
}
