import { READER_MESSAGES } from '@hde/contracts/text';
import { ImportFileError } from './import-file-error.js';
import type { RowBudget } from './row-budget.js';
import { headersOf } from './table-headers.js';
import type { ImportSource, RecordRow, SourceDataType, TableRow } from './types.js';

/** A source handed to the consumer, and how to release its file once the consumer moves on. */
export interface OpenedSource {
  source: ImportSource;
  /** Runs the reader's cleanup, even when the consumer never iterated the rows. */
  close(): Promise<void>;
}

export interface SourceInfo {
  dataType: SourceDataType;
  name: string;
}

/** The first row of `rows` becomes the headers; the rest are handed over, counted against the budget. */
export async function openTableSource(
  rows: AsyncGenerator<TableRow, void>,
  info: SourceInfo,
  budget: RowBudget,
): Promise<OpenedSource> {
  const header = await rows.next();
  if (header.done) throw new ImportFileError(READER_MESSAGES.empty);
  const { rowNumber, values, problem, warning } = header.value;
  if (problem) throw new ImportFileError(READER_MESSAGES.headerUnreadable(rowNumber), { rowNumber });
  return {
    source: {
      kind: 'table',
      ...info,
      headers: headersOf(values),
      ...(warning ? { headerWarning: warning } : {}),
      rows: counted(rows, budget, info.name),
    },
    close: async () => {
      await rows.return();
    },
  };
}

export function openRecordsSource(
  records: AsyncGenerator<RecordRow, void>,
  info: SourceInfo,
  budget: RowBudget,
): OpenedSource {
  return {
    source: { kind: 'records', ...info, records: counted(records, budget, info.name) },
    close: async () => {
      await records.return();
    },
  };
}

async function* counted<T extends { rowNumber: number }>(
  items: AsyncIterable<T>,
  budget: RowBudget,
  sourceName: string,
): AsyncGenerator<T, void> {
  for await (const item of items) {
    if (!budget.take()) throw await budget.exceeded(item.rowNumber, items, sourceName);
    yield item;
  }
}
