import { DIAGNOSIS_FIELDS, TOXICOLOGY_FIELDS } from '@hde/contracts/fields';
import { PIPELINE_MESSAGES } from '@hde/contracts/text';
import { contentHash, diagnosisLeafContent, toxResultLeafContent } from '../../ledger/index.js';
import { settleCaseId, type ConvertedRow } from './convert-row.js';

export type ChildKind = 'DIAGNOSIS' | 'TOXICOLOGY';

/** One diagnosis or toxicology row, keyed by its columns' keys, ready to insert. */
export interface PreparedChild {
  rowNumber: number;
  ordinal: number;
  caseId: string;
  values: Record<string, string | null>;
  extra: Record<string, unknown>;
  contentHash: string;
}

const FIELDS = { DIAGNOSIS: DIAGNOSIS_FIELDS, TOXICOLOGY: TOXICOLOGY_FIELDS } as const;

function leafContent(kind: ChildKind, caseId: string, values: Record<string, string | null>, extra: object) {
  const row = { caseId, ...values, extra };
  return kind === 'DIAGNOSIS' ? diagnosisLeafContent(row) : toxResultLeafContent(row);
}

/**
 * A converted diagnosis or toxicology row; its case id comes from the row, or from the case a JSON case
 * object nests it in. Without one it is an error.
 */
export function prepareChild(
  kind: ChildKind,
  row: ConvertedRow,
  ordinal: number,
  parentCaseId?: string,
): PreparedChild | null {
  const caseId = parentCaseId ?? (row.values.case_id as string | undefined) ?? null;
  if (!settleCaseId(row, caseId, PIPELINE_MESSAGES.childWithoutCaseId)) return null;
  const values: Record<string, string | null> = {};
  for (const field of FIELDS[kind]) {
    if (field.id !== 'case_id') values[field.key] = (row.values[field.id] as string | undefined) ?? null;
  }
  return {
    rowNumber: row.rowNumber,
    ordinal,
    caseId,
    values,
    extra: row.extra,
    contentHash: contentHash(leafContent(kind, caseId, values, row.extra)),
  };
}
