/** Visible texts of the case page's comparison with the caller's other cases (spec part 2 §7.6, §8). */
export const TOX_COMPARISON_TEXT = {
  title: 'Compared With Your Other Cases',
  loading: 'Comparing with your other cases...',
  noOtherCases: 'There are no other cases to compare this case with yet.',
  noSubstances: 'This case has no toxicology entries to compare.',
  latestOnly: 'The comparison reads the most recent version of the case.',
  foundIn: (casesWith: number, otherCases: number, share: number | null) =>
    `Found in ${casesWith} of your ${otherCases} other cases${share === null ? '' : ` (${share.toFixed(1)}%)`}.`,
  placed: (percentile: number, compared: number, median: number, unit: string) =>
    `${ordinal(Math.round(percentile))} percentile of ${compared} ${compared === 1 ? 'result' : 'results'} (median ${median} ${unit}).`,
  noMatch: 'No other result of this analyte, unit and specimen class to place it among.',
} as const;

function ordinal(value: number): string {
  const tens = value % 100;
  if (tens >= 11 && tens <= 13) return `${value}th`;
  const suffix = { 1: 'st', 2: 'nd', 3: 'rd' }[value % 10] ?? 'th';
  return `${value}${suffix}`;
}
