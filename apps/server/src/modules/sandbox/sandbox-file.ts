import { Readable } from 'node:stream';
import { iterateCases, type GenerateCasesOptions } from './generator/index.js';

/**
 * Generated cases as an import file: a JSON array of case objects, each with its diagnoses and toxicology
 * nested (the import's JSON format), produced lazily so any count streams in flat memory.
 */
export function generatedCasesJson(options: GenerateCasesOptions): Readable {
  return Readable.from(
    (function* () {
      yield '[';
      let first = true;
      for (const generated of iterateCases(options)) {
        const item = {
          ...generated.caseRow,
          diagnoses: generated.diagnoses,
          toxicology: generated.toxicology,
        };
        yield `${first ? '' : ','}\n${JSON.stringify(item)}`;
        first = false;
      }
      yield '\n]\n';
    })(),
  );
}
