import type { CaseFieldValues } from '@hde/contracts/fields';
import { PIPELINE_MESSAGES } from '@hde/contracts/text';
import { sha256Hex } from '../../ledger/index.js';
import { fallbackCaseId, type DeriveOptions } from '../derive/index.js';
import { caseRecord, type CaseRecord } from './case-record.js';
import { settleCaseId, type ConvertedRow } from './convert-row.js';

export interface PreparedCase {
  rowNumber: number;
  caseId: string;
  record: CaseRecord;
  contentHash: string;
}

/** Converted case row -> the version record, with the derived fields (ARCHITECTURE §6) and the case id. */
export function prepareCase(row: ConvertedRow, options: DeriveOptions = {}): PreparedCase | null {
  const values = row.values as CaseFieldValues;
  const caseId = (values.case_id as string | undefined) ?? fallbackCaseId(values);
  if (!settleCaseId(row, caseId, PIPELINE_MESSAGES.noCaseId)) return null;
  const { record, json } = caseRecord(caseId, row.values, row.extra, options);
  return { rowNumber: row.rowNumber, caseId, record, contentHash: sha256Hex(json) };
}
