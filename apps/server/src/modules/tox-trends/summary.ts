import type { RangeWeek } from './iso-week.js';

export interface SummaryFigures {
  totalCases: number;
  /** The range asked, `YYYY-MM-DD`. */
  start: string;
  end: string;
  weeks: readonly RangeWeek[];
  /** Cases per substance listed, most frequent first when none was asked. */
  substances: readonly { substance: string; count: number }[];
  sample: boolean;
}

const cases = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'case' : 'cases'}`;

/** One or two sentences, built only from the figures of the answer. */
export function summaryText({ totalCases, start, end, weeks, substances, sample }: SummaryFigures): string {
  const span = `${weeks.length} ${weeks.length === 1 ? 'week' : 'weeks'} from ${start} to ${end}`;
  const prefix = sample ? 'Sample data: ' : '';
  if (totalCases === 0) return `${prefix}No cases in the ${span}.`;
  const top = [...substances].sort((a, b) => b.count - a.count)[0];
  const lead = `${prefix}${cases(totalCases)} in the ${span}.`;
  return top && top.count > 0
    ? `${lead} The most frequent substance was ${top.substance}, in ${cases(top.count)}.`
    : lead;
}
