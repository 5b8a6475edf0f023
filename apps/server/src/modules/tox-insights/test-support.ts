import type { ToxEntry } from '@hde/contracts/api';
import type { ToxInsightInput } from './types.js';

/** "Analysis | Method | Specimen | Results" as one line, the way a report table reads. */
export function entry(line: string): ToxEntry {
  const [analysis = '', method = '', specimen = '', results = ''] = line
    .split('|')
    .map((part) => part.trim());
  return { analysis, method, specimen, results };
}

export function caseWith(lines: string[], context: Partial<ToxInsightInput> = {}): ToxInsightInput {
  return {
    age: 42,
    sex: 'M',
    race: null,
    location: null,
    scene: null,
    autopsy: 'Yes - Full Autopsy',
    notes: null,
    toxicology: lines.map(entry),
    ...context,
  };
}
