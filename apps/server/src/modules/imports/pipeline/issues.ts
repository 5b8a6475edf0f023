import type { ImportErrorType } from '@hde/contracts';

/** One row-level finding of an import, as the errors dialog lists it (spec §3 import error). */
export interface ImportIssue {
  type: ImportErrorType;
  rowNumber: number | null;
  caseId: string | null;
  fieldName: string | null;
  message: string;
}
