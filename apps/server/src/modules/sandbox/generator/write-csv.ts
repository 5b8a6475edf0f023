import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { iterateCases, type GenerateCasesOptions } from './case-generator.js';
import { csvLine, csvRecord } from './csv.js';
import { CASE_FIELD_IDS, DIAGNOSIS_FIELD_IDS, TOXICOLOGY_FIELD_IDS } from './field-ids.js';

/** Where each generated file goes; any may be omitted. */
export interface CsvTargets {
  cases?: Writable;
  toxicology?: Writable;
  diagnoses?: Writable;
}

export interface CsvWriteOptions {
  /** End the writables when done (default true), so a file stream is closed and flushed. */
  end?: boolean;
}

/** Data rows written per file (header rows not counted). */
export interface CsvRowCounts {
  cases: number;
  toxicology: number;
  diagnoses: number;
}

const CHUNK_CHARS = 64 * 1024;

function drained(writable: Writable): Promise<void> {
  return new Promise((resolve, reject) => {
    const cleanup = () => {
      writable.off('drain', onDrain);
      writable.off('error', onError);
      writable.off('close', onClose);
    };
    const onDrain = () => {
      cleanup();
      resolve();
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    const onClose = () => {
      cleanup();
      reject(new Error('The output closed before the CSV was written'));
    };
    writable.on('drain', onDrain);
    writable.on('error', onError);
    writable.on('close', onClose);
  });
}

/** Batches lines into chunks and honours back-pressure, so memory stays flat whatever the row count. */
class ChunkedWriter {
  private buffer = '';
  private failure: Error | undefined;
  private readonly recordFailure = (error: Error) => {
    this.failure ??= error;
  };
  rows = 0;

  // Listening for errors keeps an output failure from crashing the process; it is rethrown on the next flush.
  constructor(private readonly writable: Writable) {
    writable.on('error', this.recordFailure);
  }

  /** Buffers a data row; true when the buffer is full and should be flushed. */
  addRow(line: string): boolean {
    this.buffer += line;
    this.rows += 1;
    return this.buffer.length >= CHUNK_CHARS;
  }

  addHeader(columns: readonly string[]): void {
    this.buffer += csvLine(columns);
  }

  async flush(): Promise<void> {
    if (this.failure) throw this.failure;
    if (this.buffer === '') return;
    if (this.writable.destroyed) throw new Error('The output was destroyed before the CSV was written');
    const chunk = this.buffer;
    this.buffer = '';
    if (!this.writable.write(chunk)) await drained(this.writable);
  }

  async close(end: boolean): Promise<void> {
    try {
      await this.flush();
      if (!end) return;
      this.writable.end();
      await finished(this.writable);
    } finally {
      this.writable.off('error', this.recordFailure);
    }
  }
}

/** Generates the cases once and streams the case, toxicology and diagnosis CSVs (header row first) together. */
export async function writeCaseFilesCsv(
  options: GenerateCasesOptions,
  targets: CsvTargets,
  { end = true }: CsvWriteOptions = {},
): Promise<CsvRowCounts> {
  const generated = iterateCases(options); // checks the options before any header is written
  const cases = targets.cases && new ChunkedWriter(targets.cases);
  const toxicology = targets.toxicology && new ChunkedWriter(targets.toxicology);
  const diagnoses = targets.diagnoses && new ChunkedWriter(targets.diagnoses);
  cases?.addHeader(CASE_FIELD_IDS);
  toxicology?.addHeader(TOXICOLOGY_FIELD_IDS);
  diagnoses?.addHeader(DIAGNOSIS_FIELD_IDS);
  for (const { caseRow, toxicology: toxRows, diagnoses: diagnosisRows } of generated) {
    if (cases?.addRow(csvRecord(CASE_FIELD_IDS, caseRow))) await cases.flush();
    if (toxicology) {
      for (const row of toxRows)
        if (toxicology.addRow(csvRecord(TOXICOLOGY_FIELD_IDS, row))) await toxicology.flush();
    }
    if (diagnoses) {
      for (const row of diagnosisRows)
        if (diagnoses.addRow(csvRecord(DIAGNOSIS_FIELD_IDS, row))) await diagnoses.flush();
    }
  }
  await Promise.all([cases?.close(end), toxicology?.close(end), diagnoses?.close(end)]);
  return { cases: cases?.rows ?? 0, toxicology: toxicology?.rows ?? 0, diagnoses: diagnoses?.rows ?? 0 };
}

/** Streams `count` case rows as CSV to the writable; resolves with the number of data rows. */
export async function writeCasesCsv(
  options: GenerateCasesOptions,
  writable: Writable,
  writeOptions?: CsvWriteOptions,
): Promise<number> {
  return (await writeCaseFilesCsv(options, { cases: writable }, writeOptions)).cases;
}

/** Streams the toxicology rows of the same `count` cases (same seed → same case ids). */
export async function writeToxicologyCsv(
  options: GenerateCasesOptions,
  writable: Writable,
  writeOptions?: CsvWriteOptions,
): Promise<number> {
  return (await writeCaseFilesCsv(options, { toxicology: writable }, writeOptions)).toxicology;
}

/** Streams the diagnosis rows of the same `count` cases. */
export async function writeDiagnosisCsv(
  options: GenerateCasesOptions,
  writable: Writable,
  writeOptions?: CsvWriteOptions,
): Promise<number> {
  return (await writeCaseFilesCsv(options, { diagnoses: writable }, writeOptions)).diagnoses;
}
