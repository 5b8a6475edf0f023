import type { ToxEntry } from '@hde/contracts/api';
import { normaliseAnalyte, type Analyte } from './analyte.js';
import { parseResult, type ParsedResult } from './result.js';
import { classifySpecimen, type Specimen } from './specimen.js';

export interface NormalisedEntry {
  /** "Entry N", as the case page titles it. */
  label: string;
  raw: ToxEntry;
  analyte: Analyte;
  specimen: Specimen;
  result: ParsedResult;
}

/** One entry read through the dictionary, the result parser and the specimen classes. */
export function normaliseEntry(raw: ToxEntry, index: number): NormalisedEntry {
  const analyte = normaliseAnalyte(raw.analysis);
  const measure = analyte.kind === 'substance' ? analyte.entry.measure : 'mass';
  return {
    label: `Entry ${index + 1}`,
    raw,
    analyte,
    specimen: classifySpecimen(raw.specimen),
    result: parseResult(raw.results, measure),
  };
}
