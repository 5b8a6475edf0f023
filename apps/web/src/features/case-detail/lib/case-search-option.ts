import type { CaseSearchResult } from '@hde/contracts';
import { formatDay } from './calendar-dates';

/** "caseId — Last, First (death date)", leaving out the parts that are missing. */
export function caseSearchOptionLabel(result: CaseSearchResult): string {
  const name = [result.lastName, result.firstName].filter((part) => part?.trim()).join(', ');
  const deathDate = formatDay(result.deathDate);
  const person = [name, deathDate && `(${deathDate})`].filter(Boolean).join(' ');
  return person ? `${result.caseId} — ${person}` : result.caseId;
}
