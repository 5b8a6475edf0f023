import {
  CASE_TABLE_PAGE_SIZES,
  DEATHS_BY_MONTH_YEARS,
  DRUG_INDUCED_EXCLUSIONS,
  DRUG_INDUCED_MATCHES,
  MAP_DEFAULT_VIEW,
  TOP_LIST_LIMITS,
} from '../constants.js';
import {
  QUERY_LIMITS,
  type AnalyticsArea,
  type FilterCondition,
  type QueryBody,
  type WhereNode,
} from './query.js';

/**
 * Dashboard configurations are data (ARCHITECTURE §7): tabs -> widgets -> query + transformer + chart options.
 * The web draws each widget with `packages/charts`, the PDF report draws the same options server-side.
 */

/** How a widget's result becomes a chart; each name is one pure function of `packages/charts`. */
export const WIDGET_TRANSFORMERS = [
  'stat',
  'topList',
  'pie',
  'wordCloud',
  'deathsByMonth',
  'yearly',
  'ageGroups',
  'map',
  'caseTable',
] as const;
export type WidgetTransformer = (typeof WIDGET_TRANSFORMERS)[number];

export interface DashboardWidget {
  id: string;
  title: string;
  transformer: WidgetTransformer;
  area: AnalyticsArea;
  query: QueryBody;
  /**
   * A default window on a date field (spec §9, ARCHITECTURE departures): the `years` years before the year of the
   * workspace's latest date, and that year. A filter the user sets on the same date replaces it.
   */
  window?: { field: string; years: number };
  /** Columns of a 12-column grid. */
  width: 3 | 4 | 5 | 6 | 8 | 9 | 12;
  /** Map view (spec §2.7): centre and zoom. */
  map?: { latitude: number; longitude: number; zoom: number };
  /** A chart with a second grouping draws only this many series, the largest (spec §9 toxicology age facets). */
  series?: number;
  /**
   * The age-group scheme an age chart's axis takes (spec §9): 'death' DEATH_AGE_GROUPS, 'toxicology'
   * TOX_AGE_GROUPS. Unset, the chart picks the scheme that holds every group answered, so a filter leaving only
   * groups both schemes share could switch it; a widget that knows its scheme sets it.
   */
  ageGroups?: 'death' | 'toxicology';
}

export interface DashboardTab {
  id: string;
  title: string;
  widgets: DashboardWidget[];
}

export interface DashboardConfiguration {
  tabs: DashboardTab[];
}

/** The Case List tab's id: `?id=analytics&tab=case_list` selects it. */
export const CASE_LIST_TAB_ID = 'case_list';

/** Columns of the case list table, in order. */
export const CASE_LIST_FIELDS = [
  '_id',
  'deathDate',
  'ageGroup',
  'sexFormatted',
  'race',
  'mannerOfDeath',
  'causeOfDeath',
  'pathologist',
  'deathCity',
] as const;

const count = (groupBy: string | string[], limit: number, extra: Partial<QueryBody> = {}): QueryBody => ({
  addCount: true,
  groupBy,
  limit,
  sortField: 'COUNT',
  sortAsc: false,
  ...extra,
});

const notEmpty = (fieldName: string): FilterCondition => ({
  field: fieldName,
  operator: 'ne',
  values: [null],
});

/** The drug-induced rule (constants.ts): the cause names a drug-death word and no non-drug poison. */
export const DRUG_INDUCED_FILTER: WhereNode = {
  and: [
    { field: 'causeOfDeath', operator: 'like', values: [...DRUG_INDUCED_MATCHES] },
    { not: { field: 'causeOfDeath', operator: 'like', values: [...DRUG_INDUCED_EXCLUSIONS] } },
  ],
};

const totalCases: DashboardWidget = {
  id: 'total_cases',
  title: 'Total Cases',
  transformer: 'stat',
  area: 'CASE',
  query: { addCount: true },
  width: 3,
};

/** The case module's default dashboard (spec §2.7): Death Certification, Demographics, Jurisdiction, Examination Data, Case List. */
export const DEFAULT_CASE_DASHBOARD: DashboardConfiguration = {
  tabs: [
    {
      id: 'death_certification',
      title: 'Death Certification',
      widgets: [
        totalCases,
        {
          id: 'drug_induced',
          title: 'Drug-Induced Deaths',
          transformer: 'stat',
          area: 'CASE',
          query: { addCount: true, initialFilter: DRUG_INDUCED_FILTER },
          width: 3,
        },
        {
          id: 'accepted_cases',
          title: 'Accepted Cases',
          transformer: 'stat',
          area: 'CASE',
          query: {
            addCount: true,
            initialFilter: { field: 'caseStatus', operator: 'eq', values: ['Accepted'] },
          },
          width: 3,
        },
        {
          id: 'declined_cases',
          title: 'Declined Cases',
          transformer: 'stat',
          area: 'CASE',
          query: {
            addCount: true,
            initialFilter: { field: 'caseStatus', operator: 'eq', values: ['Declined'] },
          },
          width: 3,
        },
        {
          id: 'top_causes',
          title: 'Top Causes of Death',
          transformer: 'topList',
          area: 'CASE',
          query: count('causeOfDeath', TOP_LIST_LIMITS.causesOfDeath, {
            initialFilter: notEmpty('causeOfDeath'),
          }),
          width: 6,
        },
        {
          id: 'cause_cloud',
          title: 'Causes of Death',
          transformer: 'wordCloud',
          area: 'CASE',
          query: count('causeOfDeath', TOP_LIST_LIMITS.causesWordCloud, {
            initialFilter: notEmpty('causeOfDeath'),
          }),
          width: 6,
        },
        {
          id: 'manner_of_death',
          title: 'Manner of Death',
          transformer: 'pie',
          area: 'CASE',
          query: count('mannerOfDeath', 10),
          width: 4,
        },
        {
          id: 'deaths_by_month',
          title: 'Deaths by Month',
          transformer: 'deathsByMonth',
          area: 'CASE',
          // Every month with deaths, latest first: the window is cut from the answer (windowResult).
          query: count('month_dateOfDeath', QUERY_LIMITS.rows, {
            sortField: 'month_dateOfDeath',
            sortAsc: false,
            initialFilter: notEmpty('deathDate'),
          }),
          window: { field: 'deathDate', years: DEATHS_BY_MONTH_YEARS },
          width: 8,
        },
        {
          id: 'drug_induced_by_year',
          title: 'Drug-Induced Deaths by Year',
          transformer: 'yearly',
          area: 'CASE',
          query: count('year_dateOfDeath', 50, {
            sortField: 'year_dateOfDeath',
            sortAsc: true,
            initialFilter: { and: [DRUG_INDUCED_FILTER, notEmpty('deathDate')] },
          }),
          width: 12,
        },
      ],
    },
    {
      id: 'demographics',
      title: 'Demographics',
      widgets: [
        totalCases,
        {
          id: 'age_groups',
          title: 'Deaths by Age Group',
          transformer: 'ageGroups',
          area: 'CASE',
          query: count('ageGroup', 20),
          width: 9,
        },
        {
          id: 'sex',
          title: 'Deaths by Sex',
          transformer: 'pie',
          area: 'CASE',
          query: count('sexFormatted', 10),
          width: 4,
        },
        {
          id: 'race',
          title: 'Deaths by Race',
          transformer: 'topList',
          area: 'CASE',
          query: count('race', TOP_LIST_LIMITS.race, { initialFilter: notEmpty('race') }),
          width: 8,
        },
        {
          id: 'manner_by_age_group',
          title: 'Manner of Death by Age Group',
          transformer: 'ageGroups',
          area: 'CASE',
          query: count(['ageGroup', 'mannerOfDeath'], 200),
          width: 12,
        },
      ],
    },
    {
      id: 'jurisdiction',
      title: 'Jurisdiction',
      widgets: [
        totalCases,
        {
          id: 'city',
          title: 'Top Cities',
          transformer: 'topList',
          area: 'CASE',
          query: count('deathCity', TOP_LIST_LIMITS.city, { initialFilter: notEmpty('deathCity') }),
          width: 9,
        },
        {
          id: 'death_map',
          title: 'Places of Death',
          transformer: 'map',
          area: 'CASE',
          query: count(['deathLatitude', 'deathLongitude'], 1000, {
            initialFilter: { and: [notEmpty('deathLatitude'), notEmpty('deathLongitude')] },
          }),
          map: MAP_DEFAULT_VIEW,
          width: 12,
        },
        {
          id: 'county',
          title: 'Deaths by County',
          transformer: 'topList',
          area: 'CASE',
          query: count('county', 10, { initialFilter: notEmpty('county') }),
          width: 6,
        },
        {
          id: 'police_agency',
          title: 'Deaths by Department',
          transformer: 'topList',
          area: 'CASE',
          query: count('policeAgency', 10, { initialFilter: notEmpty('policeAgency') }),
          width: 6,
        },
      ],
    },
    {
      id: 'examination_data',
      title: 'Examination Data',
      widgets: [
        totalCases,
        {
          id: 'type_of_exam',
          title: 'Type of Exam',
          transformer: 'pie',
          area: 'CASE',
          query: count('typeOfExam', 10),
          width: 4,
        },
        {
          id: 'pathologist',
          title: 'Cases by Doctor',
          transformer: 'topList',
          area: 'CASE',
          query: count('pathologist', 20, { initialFilter: notEmpty('pathologist') }),
          width: 5,
        },
        {
          id: 'exam_on_time',
          title: 'Exams On Time',
          transformer: 'pie',
          area: 'CASE',
          query: count('examOnTime', 3, { initialFilter: notEmpty('examOnTime') }),
          width: 4,
        },
        {
          id: 'report_on_time',
          title: 'Reports On Time',
          transformer: 'pie',
          area: 'CASE',
          query: count('reportOnTime', 3, { initialFilter: notEmpty('reportOnTime') }),
          width: 4,
        },
        {
          id: 'dc_on_time',
          title: 'Death Certificates On Time',
          transformer: 'pie',
          area: 'CASE',
          query: count('dcOnTime', 3, { initialFilter: notEmpty('dcOnTime') }),
          width: 4,
        },
      ],
    },
    {
      id: CASE_LIST_TAB_ID,
      title: 'Case List',
      widgets: [
        {
          id: 'case_list',
          title: 'Case List',
          transformer: 'caseTable',
          area: 'CASE',
          query: {
            fields: [...CASE_LIST_FIELDS],
            limit: CASE_TABLE_PAGE_SIZES[0],
            sortField: 'deathDate',
            sortAsc: false,
          },
          width: 12,
        },
      ],
    },
  ],
};

/** The fallback rule (spec §5): a configuration whose widgets name an unknown or missing transformer is replaced. */
export function isUsableDashboard(value: unknown): value is DashboardConfiguration {
  if (typeof value !== 'object' || value === null) return false;
  const { tabs } = value as { tabs?: unknown };
  if (!Array.isArray(tabs) || tabs.length === 0) return false;
  return tabs.every(
    (tab: Partial<DashboardTab>) =>
      typeof tab?.title === 'string' &&
      Array.isArray(tab.widgets) &&
      tab.widgets.every(
        (widget: Partial<DashboardWidget>) =>
          typeof widget?.id === 'string' &&
          (WIDGET_TRANSFORMERS as readonly string[]).includes(widget.transformer ?? '') &&
          typeof widget.query === 'object',
      ),
  );
}

/**
 * The dashboard of a workspace: its own configuration when usable, otherwise the default chosen by the
 * workspace (spec §5: by workspace id, the public flag and a partner flag; this product ships one case default).
 */
export function resolveDashboard(configured: unknown): DashboardConfiguration {
  return isUsableDashboard(configured) ? configured : DEFAULT_CASE_DASHBOARD;
}

/** The body a widget sends: its query, the filters in force and the quick search. */
export function widgetQuery(
  widget: DashboardWidget,
  filters: WhereNode | undefined,
  text: string | undefined,
): QueryBody {
  const body: QueryBody = { ...widget.query };
  if (filters) body.where = filters;
  if (text?.trim()) body.text = text.trim();
  return body;
}
