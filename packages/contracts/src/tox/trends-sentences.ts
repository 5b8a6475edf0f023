/**
 * The sentences the trends service writes from its figures (the Insight Feed's items, the summary): every word
 * here, every figure from the answer.
 */
const cases = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'case' : 'cases'}`;
const weeksText = (count: number) => `${count} ${count === 1 ? 'week' : 'weeks'}`;

export const TOX_TRENDS_SENTENCES = {
  allCases: 'All cases',
  ageGroup: (group: string) => `Age ${group}`,
  adjustedP: (p: number, level: number) =>
    p < 0.0001 ? 'Holm-adjusted p < 0.0001' : `Holm-adjusted p = ${p.toFixed(4)} < ${level}`,
  change: (
    subject: string,
    current: { count: number; start: string; end: string },
    previous: { count: number },
    weeks: number,
    test: string,
  ) =>
    `${subject}: ${current.count} cases in ${current.start}–${current.end} against ${previous.count} in the ${weeks} weeks before (${test})`,
  trend: (
    subject: string,
    rising: boolean,
    current: { count: number; start: string; end: string },
    weeks: number,
    test: string,
  ) =>
    `${subject}: weekly counts ${rising ? 'rising' : 'falling'} over ${current.start}–${current.end}, ${current.count} cases in ${weeks} weeks (${test})`,
  summary: {
    sample: 'Sample data: ',
    span: (weeks: number, start: string, end: string) => `${weeksText(weeks)} from ${start} to ${end}`,
    none: (span: string) => `No cases in the ${span}.`,
    total: (count: number, span: string) => `${cases(count)} in the ${span}.`,
    topSubstance: (substance: string, count: number) =>
      ` The most frequent substance was ${substance}, in ${cases(count)}.`,
  },
} as const;
