/**
 * The PDF report of the analytics tab ("Download Analytics as PDF", spec part 2 §2.7). The spec names the action
 * only; the choice of contents and the report's own texts are the product's (issue 20).
 */

/** What a report holds: the tab on screen, or every dashboard tab the role may see (the case list last). */
export const REPORT_SCOPES = ['tab', 'all'] as const;
export type ReportScope = (typeof REPORT_SCOPES)[number];

/** Case rows a report's case table holds at most; beyond it the report says it cut. */
export const REPORT_CASE_ROW_LIMIT = 5_000;

const count = (value: number) => new Intl.NumberFormat('en-US').format(value);

export const REPORT_TEXT = {
  /** The report action's menu. */
  scopes: { tab: 'This tab', all: 'All tabs' } satisfies Record<ReportScope, string>,
  /** The title of a report of every tab; one tab's report is titled by the tab. */
  allTabsTitle: 'Analytics Report',
  generated: (at: string) => `Generated ${at}`,
  page: (page: number, pages: number) => `Page ${page} of ${pages}`,
  noFilters: 'No filters',
  filters: 'Filters:',
  quickSearch: (text: string) => `Quick search: ${text}`,
  noData: 'No data',
  suppressed: 'Suppressed',
  /** Under a case table cut at REPORT_CASE_ROW_LIMIT. */
  cut: (shown: number, total: number) =>
    `Showing the first ${count(shown)} of ${count(total)} cases; narrow the filters to include the rest.`,
} as const;
