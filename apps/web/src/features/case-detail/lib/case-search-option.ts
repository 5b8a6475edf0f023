import type { CaseSearchResult } from '@hde/contracts/api';
import { formatCalendarDate } from '../../../lib/dates/format-calendar-date';

/** "caseId — Last, First (death date)", leaving out the parts that are missing. */
export function caseSearchOptionLabel(result: CaseSearchResult): string {
  const name = [result.lastName, result.firstName].filter((part) => part?.trim()).join(', ');
  const deathDate = formatCalendarDate(result.deathDate);
  const person = [name, deathDate && `(${deathDate})`].filter(Boolean).join(' ');
  return person ? `${result.caseId} — ${person}` : result.caseId;
}
