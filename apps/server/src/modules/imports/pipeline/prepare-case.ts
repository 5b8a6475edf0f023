import { CASE_FIELDS, type CaseFieldValues } from '@hde/contracts';
import { CASE_COLUMNS } from '../../../platform/db/case-columns.js';
import { contentHash } from '../../ledger/index.js';
import { deriveCaseFields, fallbackCaseId, type DeriveOptions } from '../derive/index.js';
import { settleCaseId, type ConvertedRow } from './convert-row.js';
import { PIPELINE_MESSAGES } from './issues.js';

/** The full record of one case version: catalogue fields by key, derived fields, custom fields in `extra`. */
export type CaseRecord = Record<string, unknown> & { caseId: string; extra: Record<string, unknown> };

export interface PreparedCase {
  rowNumber: number;
  caseId: string;
  record: CaseRecord;
  contentHash: string;
}

/**
 * The record's keys are the columns of its `cases` row (a current version's content is that row), sorted: a
 * record built in this order serialises canonically as it is, which is what makes hashing it cheap.
 */
const RECORD_KEYS = CASE_COLUMNS.map(({ key }) => key).sort();
const FIELD_ID_OF_KEY = new Map<string, string>(CASE_FIELDS.map((field) => [field.key, field.id]));

function sortedByKey(values: Record<string, unknown>): Record<string, unknown> {
  const sorted: Record<string, unknown> = {};
  for (const key of Object.keys(values).sort()) sorted[key] = values[key];
  return sorted;
}

/** Converted case row -> the version record, with the derived fields (ARCHITECTURE §6) and the case id. */
export function prepareCase(row: ConvertedRow, options: DeriveOptions = {}): PreparedCase | null {
  const values = row.values as CaseFieldValues;
  const caseId = (values.case_id as string | undefined) ?? fallbackCaseId(values);
  if (!settleCaseId(row, caseId, PIPELINE_MESSAGES.noCaseId)) return null;
  const derived = deriveCaseFields(values, options) as unknown as Record<string, unknown>;
  const record = {} as CaseRecord;
  for (const key of RECORD_KEYS) {
    if (key === 'caseId') record.caseId = caseId;
    else if (key === 'extra') record.extra = sortedByKey(row.extra);
    else if (Object.hasOwn(derived, key)) record[key] = derived[key];
    else record[key] = row.values[FIELD_ID_OF_KEY.get(key) ?? ''] ?? null;
  }
  return { rowNumber: row.rowNumber, caseId, record, contentHash: contentHash(record) };
}
