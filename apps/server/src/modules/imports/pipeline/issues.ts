import type { ImportErrorType } from '@hde/contracts';

/** One row-level finding of an import, as the errors dialog lists it (spec §3 import error). */
export interface ImportIssue {
  type: ImportErrorType;
  rowNumber: number | null;
  caseId: string | null;
  fieldName: string | null;
  message: string;
}

/** Messages of the pipeline itself (the converters' per-cell messages live in contracts). */
export const PIPELINE_MESSAGES = {
  noCaseId:
    'The row has no Case ID, and none could be generated: a generated ID needs at least a last name and a date of death.',
  childWithoutCaseId: 'The row has no Case ID, so it cannot be linked to a case.',
  unknownCase: (caseId: string) =>
    `No case with Case ID "${caseId}" exists in this workspace; import the case before its details.`,
  extraValues: (count: number, headers: number) =>
    `The row has ${count} values but the header has ${headers} columns; the extra values were not imported.`,
  noDataRows: 'The file has a header row but no data rows.',
  nothingImported: 'No row of the file could be imported. The errors list says why for each row.',
  unexpected: 'The import stopped unexpectedly. Please try again, or contact support if it happens again.',
} as const;
