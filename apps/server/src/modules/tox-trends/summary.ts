import { TOX_TRENDS_SENTENCES } from '@hde/contracts/text';
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

const S = TOX_TRENDS_SENTENCES.summary;

/** One or two sentences, built only from the figures of the answer. */
export function summaryText({ totalCases, start, end, weeks, substances, sample }: SummaryFigures): string {
  const span = S.span(weeks.length, start, end);
  const prefix = sample ? S.sample : '';
  if (totalCases === 0) return `${prefix}${S.none(span)}`;
  const top = [...substances].sort((a, b) => b.count - a.count)[0];
  const lead = `${prefix}${S.total(totalCases, span)}`;
  return top && top.count > 0 ? `${lead}${S.topSubstance(top.substance, top.count)}` : lead;
}
