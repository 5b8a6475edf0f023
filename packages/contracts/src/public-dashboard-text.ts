import type { WidgetRemovalReason } from './api/public-dashboard.js';

/** The public view (spec part 2 §2.7) and the Public Dashboard tab's disclosure report. */
export const PUBLIC_DASHBOARD_TEXT = {
  liveChip: 'Live Dashboard',
  snapshotChip: 'Snapshot Dashboard',
  lastUpdated: 'Last Updated',
  loading: 'Loading...',
  loadFailed: 'The public dashboard could not be loaded. Please try again later.',
  notPublicTitle: 'This dashboard is not public',
  notPublicBody:
    'The workspace behind this link is not shared publicly, or its owner has stopped sharing it.',
  tabsLabel: 'Public dashboard tabs',
  footerLogoAlt: 'HDE',
  footer: 'Published with HDE. Counts are protected for privacy.',
  suppressed: 'Suppressed',
  suppressedLegend: (threshold: number) =>
    `Suppressed: counts from 1 to ${threshold - 1} are not shown, and neither are counts that would let them be worked out from totals or other charts.`,
  mapSuppressedLegend: (threshold: number) => `Places with fewer than ${threshold} deaths are not shown.`,
  termsHiddenLegend: (threshold: number) => `Only terms with at least ${threshold} cases are listed.`,
  /** A chart's value whose count is withheld, as a legend line or a tooltip names it; never the rule. */
  suppressedValue: (name: string) => `${name}: Suppressed`,
  /** The part of a chart's accessible description naming its suppressed values. */
  suppressedValuesDescription: (names: readonly string[]) => `Suppressed values: ${names.join(', ')}.`,
  viewAsPublicTitle: 'What the public sees',
  openPublicPage: 'Open Public Page',
  preparing: 'The public dashboard is being prepared. It appears here once it is ready.',
  report: {
    title: 'Privacy Report',
    intro: (threshold: number) =>
      `Each published count is at least ${threshold}. Counts below that are suppressed, and so are other counts that would let one be worked out.`,
    publishedAt: 'Published',
    columns: {
      widget: 'Widget',
      tab: 'Tab',
      shown: 'Counts Shown',
      primary: 'Suppressed (small counts)',
      complementary: 'Suppressed (to protect others)',
      termsHidden: 'Terms Hidden',
      status: 'Status',
    },
    published: 'Published',
    removed: (reason: string) => `Not published: ${reason}`,
    loadFailed: 'The privacy report could not be loaded. Please try again later.',
  },
} as const;

export const WIDGET_REMOVAL_REASON_LABELS: Record<WidgetRemovalReason, string> = {
  caseList: 'it lists individual cases',
  personName: 'it names people',
  identifier: 'it shows case identifiers',
  freeText: 'it shows free text',
  exactDate: 'it shows exact dates',
  fineGeography: 'its places are finer than a county',
  notAllowed: 'it uses a field not allowed in public views',
};

/** Replies of the public calls and of the disclosure report (not spec texts: issue 22). */
export const PUBLIC_DASHBOARD_ERRORS = {
  /** Unknown, private or not yet published: one answer, so a private workspace's existence is not revealed. */
  notFound: 'This dashboard is not public.',
  notPublishedQuery: 'This query is not one the public dashboard answers.',
  tooManyRequests: 'Too many requests. Please wait a minute and try again.',
  reportNotReady: 'The public dashboard has not been published yet.',
} as const;
