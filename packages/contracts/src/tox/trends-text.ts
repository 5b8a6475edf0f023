/** Visible texts of the Trends & Patterns tab and the Toxicology Overview (spec part 2 §2.9, §8). */
export const TOX_TRENDS_TEXT = {
  tab: 'Trends & Patterns',
  startDate: 'Start Date',
  endDate: 'End Date',
  substances: 'Substances',
  allSubstances: 'All substances',
  getTrends: 'Get Trends',
  loading: 'Gathering Trends...',
  summary: {
    totalCases: 'Total Cases',
    weeks: 'Weeks',
    substances: 'Cases by Substance',
  },
  charts: {
    total: 'Total Case Counts Over Time',
    bySubstance: 'Case Counts By Substance Over Time',
    bySex: 'By Sex Over Time',
    byRace: 'By Race Over Time',
    byAge: 'By Age Over Time',
    /** The one series of the total chart, as its tooltip names it. */
    totalSeries: 'Cases',
    /** What a screen reader hears for a chart: its weeks and each series' cases in them. */
    description: (title: string, from: string, to: string, totals: string) =>
      `${title}, by week from ${from} to ${to}. Cases: ${totals}.`,
  },
  feed: {
    title: 'Insight Feed',
    badge: 'AI-Powered',
    empty: 'No change in these weeks passes its test at the stated level.',
    provisional: 'Provisional: cases for these weeks may still be entered.',
    level: (level: number) => `Shown only when p < ${level}.`,
    provisionalChip: 'Provisional',
    current: 'Recent weeks',
    previous: 'Weeks before',
    trend: 'Weeks',
    /** One period of an item: its first and last week (as start dates) and its cases. */
    period: (start: string, end: string, count: number) =>
      `${start} to ${end}: ${count.toLocaleString('en-US')} ${count === 1 ? 'case' : 'cases'}`,
    test: (name: string, pValue: string, level: number) => `${name}: p ${pValue}, level ${level}`,
  },
  sample: {
    show: 'Show sample data',
    label: 'Sample data: synthetic trends, not your cases.',
  },
  provisionalFrom: (week: string) => `Weeks from ${week} are provisional: cases may still be entered.`,
  invalidRange: 'Choose a start date on or before the end date.',
  /** Start or End Date is cleared (or not a real day): Get Trends waits for it. */
  dateRequired: 'Choose a date.',
  /** The range is longer than one request may span (TRENDS_LIMITS.years). */
  rangeTooLong: (years: number) => `Choose a range of at most ${years} years.`,
  /** More substances are picked than one request may name (TRENDS_LIMITS.substances). */
  tooManySubstances: (limit: number) => `Choose at most ${limit} substances.`,
  overview: {
    title: 'Toxicology Overview',
    substance: 'Substance',
    from: 'From',
    to: 'To',
    sex: 'Sex',
    race: 'Race',
    ageGroup: 'Age Group',
    clearFilters: 'Clear Filters',
    empty: 'No toxicology cases yet. Create a new case to see the overview.',
  },
} as const;

/** Why a trends request is refused (400), beside the field it names. */
export const TRENDS_ERRORS = {
  endBeforeStart: TOX_TRENDS_TEXT.invalidRange,
  tooLong: TOX_TRENDS_TEXT.rangeTooLong,
  timeout: 'Gathering the trends took too long. Please try again.',
  badValue: 'A date or substance could not be read. Please check the range and the substances.',
} as const;
