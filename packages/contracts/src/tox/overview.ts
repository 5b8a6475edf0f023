import { QUERY_LIMITS, type QueryBody, type WhereNode } from '../analytics/query.js';
import { widgetQuery, type DashboardConfiguration, type DashboardWidget } from '../analytics/dashboards.js';

/**
 * The Toxicology Overview (spec part 2 §2.7, §2.9, §5 toxicology filtering, §9): the caller's own toxicology
 * cases (their current versions) through the analytics query engine at `POST /v2/tox/CASE/dashboard/{id}/query`
 * and `/query/multiple`, `{id}` being TOX_WORKSPACE_ID. Without `unwind` a query reads one row per case and knows
 * only TOX_CASE_FIELDS. With `unwind: 'toxicology'` it reads one row per entry (a case without entries has none)
 * and knows TOX_ENTRY_FIELDS too; every count still counts cases, so a case with two fentanyl entries counts once
 * for fentanyl.
 */

/** Fields of the toxicology case rows. */
export const TOX_CASE_FIELDS = {
  /** The case id (TX-…). */
  caseId: '_id',
  /** Female, Male or Unknown (spec §9). */
  sex: 'sex',
  /** The toxicology race grouping (spec §9 TOX_RACES; Other takes Other, Unknown, Prefer not to say and blanks). */
  race: 'race',
  /** TOX_AGE_GROUPS, from the age typed; Unknown when it reads as no age. */
  ageGroup: 'ageGroup',
  /** The day the case was entered (UTC), `YYYY-MM-DD`: the date filter and the time charts read it. */
  caseDate: 'caseDate',
  /** `YYYY-MM` of caseDate. */
  month: 'month',
  /** `YYYY` of caseDate. */
  year: 'year',
} as const;

/** Fields of one toxicology entry, with `unwind: 'toxicology'`. */
export const TOX_ENTRY_FIELDS = {
  /** The normalised substance: the parent drug of a metabolite, a panel's name, or the analysis as typed (lower case) when unknown. */
  substance: 'substance',
  /** The specimen class: peripheral blood, central blood, urine, vitreous, tissue, other. */
  specimen: 'specimen',
  /** The method as entered. */
  method: 'method',
  /** False for the analytes the substance pie leaves out (SUBSTANCE_PIE_EXCLUDES, matched through the normaliser). */
  inSubstanceChart: 'inSubstanceChart',
  /** False for the analytes the age chart leaves out (AGE_CHART_EXCLUDES, matched through the normaliser). */
  inAgeChart: 'inAgeChart',
} as const;

/** Age-chart series: the most frequent substances drawn per age group (spec §9: toxicology age facets 5). */
export const TOX_AGE_FACETS = 5;

const byCount = (groupBy: string | string[], limit: number, extra: Partial<QueryBody> = {}): QueryBody => ({
  addCount: true,
  groupBy,
  limit,
  sortField: 'COUNT',
  sortAsc: false,
  ...extra,
});

const isTrue = (field: string): WhereNode => ({ field, operator: 'eq', values: [true] });

const widget = (spec: Omit<DashboardWidget, 'area'>): DashboardWidget => ({ area: 'CASE', ...spec });

/** The substance filter's choices: the normalised substances present, most cases first. */
export const TOX_SUBSTANCE_CHOICES_QUERY: QueryBody = byCount(TOX_ENTRY_FIELDS.substance, 100, {
  unwind: 'toxicology',
});

export const TOX_OVERVIEW_TAB_ID = 'toxicology_overview';

/** The toxicology dashboard: the single tab Toxicology Overview (spec §2.7). */
export const TOX_OVERVIEW_DASHBOARD: DashboardConfiguration = {
  tabs: [
    {
      id: TOX_OVERVIEW_TAB_ID,
      title: 'Toxicology Overview',
      widgets: [
        widget({
          id: 'tox_by_substance',
          title: 'Cases by Substance',
          transformer: 'pie',
          query: byCount('substance', 10, {
            unwind: 'toxicology',
            initialFilter: isTrue(TOX_ENTRY_FIELDS.inSubstanceChart),
          }),
          width: 6,
        }),
        widget({
          id: 'tox_by_age_group',
          title: 'Cases by Age Group',
          transformer: 'ageGroups',
          query: byCount(['ageGroup', 'substance'], QUERY_LIMITS.rows, {
            unwind: 'toxicology',
            initialFilter: isTrue(TOX_ENTRY_FIELDS.inAgeChart),
          }),
          series: TOX_AGE_FACETS,
          ageGroups: 'toxicology',
          width: 6,
        }),
        widget({
          id: 'tox_by_sex',
          title: 'Cases by Sex',
          transformer: 'pie',
          query: byCount('sex', 10),
          width: 4,
        }),
        widget({
          id: 'tox_by_race',
          title: 'Cases by Race',
          transformer: 'topList',
          query: byCount('race', 10),
          width: 4,
        }),
        widget({
          id: 'tox_by_specimen',
          title: 'Cases by Specimen',
          transformer: 'topList',
          query: byCount('specimen', 10, { unwind: 'toxicology' }),
          width: 4,
        }),
        widget({
          id: 'tox_by_method',
          title: 'Cases by Method',
          transformer: 'topList',
          query: byCount('method', 10, { unwind: 'toxicology' }),
          width: 4,
        }),
        widget({
          id: 'tox_over_time',
          title: 'Cases Over Time',
          // One bar a year: the Trends & Patterns tab draws the weeks.
          transformer: 'yearly',
          query: byCount('year', QUERY_LIMITS.rows, { sortField: 'year', sortAsc: true }),
          width: 8,
        }),
      ],
    },
  ],
};

const ENTRY_FIELD_NAMES: ReadonlySet<string> = new Set(Object.values(TOX_ENTRY_FIELDS));

function namesEntryField(node: WhereNode | undefined): boolean {
  if (!node) return false;
  if ('and' in node) return node.and.some(namesEntryField);
  if ('or' in node) return node.or.some(namesEntryField);
  if ('not' in node) return namesEntryField(node.not);
  return ENTRY_FIELD_NAMES.has(node.field);
}

/** A widget's query under the overview's filters: joined to the entries when a filter names an entry field. */
export function toxOverviewQuery(widget: DashboardWidget, filters: WhereNode | undefined): QueryBody {
  const body = widgetQuery(widget, filters, undefined);
  return namesEntryField(filters) ? { ...body, unwind: 'toxicology' } : body;
}

/** Refusals of the overview's query routes. */
export const TOX_OVERVIEW_ERRORS = {
  areaNotApplicable: (area: string) => `The toxicology overview reads the CASE area only, not ${area}`,
} as const;
