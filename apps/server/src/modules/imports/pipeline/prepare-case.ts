import { CASE_FIELDS, type CaseFieldValues } from '@hde/contracts';
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

const RECORD_FIELDS = CASE_FIELDS.filter((field) => field.id !== 'case_id');

/** Converted case row -> the version record, with the derived fields (ARCHITECTURE §6) and the case id. */
export function prepareCase(row: ConvertedRow, options: DeriveOptions = {}): PreparedCase | null {
  const values = row.values as CaseFieldValues;
  const caseId = (values.case_id as string | undefined) ?? fallbackCaseId(values);
  if (!settleCaseId(row, caseId, PIPELINE_MESSAGES.noCaseId)) return null;
  const record: CaseRecord = { caseId, extra: row.extra };
  for (const field of RECORD_FIELDS) record[field.key] = row.values[field.id] ?? null;
  Object.assign(record, deriveCaseFields(values, options));
  return { rowNumber: row.rowNumber, caseId, record, contentHash: contentHash(record) };
}
