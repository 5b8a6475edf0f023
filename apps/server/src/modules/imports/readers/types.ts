import type { RawCell } from '../convert/conversion.js';

export interface ReaderLimits {
  maxRows: number;
  zipMaxEntries: number;
  zipMaxUncompressedBytes: number;
}

export type SourceDataType = 'CASE' | 'DIAGNOSIS' | 'TOXICOLOGY';

/** The file types that hold rows; a ZIP upload holds files of these types. */
export type DataFileType = 'CSV' | 'XLSX' | 'JSON';

/** What a reader found wrong with one row: `problem` keeps it out of the import (its values are left empty). */
interface RowFindings {
  problem?: string;
  warning?: string;
}

/** rowNumber: spreadsheet row (header = 1, first data row = 2). */
export interface TableRow extends RowFindings {
  rowNumber: number;
  values: RawCell[];
}

/** JSON: rowNumber = 1-based index in the array. */
export interface RecordRow extends RowFindings {
  rowNumber: number;
  record: Record<string, unknown>;
}

export type ImportSource =
  | {
      kind: 'table';
      dataType: SourceDataType;
      name: string;
      headers: string[];
      /** The header row's own warning, which no data row carries. */
      headerWarning?: string;
      rows: AsyncIterable<TableRow>;
    }
  | { kind: 'records'; dataType: SourceDataType; name: string; records: AsyncIterable<RecordRow> };
