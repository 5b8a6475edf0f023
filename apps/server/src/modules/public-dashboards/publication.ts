import {
  CASE_LIST_TAB_ID,
  type DashboardConfiguration,
  type DashboardTab,
  type DashboardWidget,
} from '@hde/contracts';
import {
  COUNT_KEY,
  queryBodySchema,
  type DisclosureWidgetReport,
  type ParsedQueryBody,
  type PublicDashboard,
  type PublicWidget,
  type QueryResult,
  type WidgetRemovalReason,
} from '@hde/contracts/api';
import { discloseTables, publicWidgetOf } from '../disclosure/index.js';
import { disclosedStat, nestStats } from './nested-stats.js';
import {
  disclosureTable,
  needsRemainder,
  populationTotalBody,
  publishedAnswer,
  publishedBodyKey,
  publishedWidgetReport,
  removedWidgetReport,
  withRemainder,
  type PublishedQuery,
} from './published-answers.js';

/** What publishing stores, before it is stamped: the public tabs, the answer of each body, the report rows. */
export interface Publication {
  tabs: PublicDashboard['tabs'];
  answers: Record<string, QueryResult>;
  widgets: DisclosureWidgetReport[];
}

/** Runs one body over the workspace's cases (the analytics engine, privileged: inside the publish job only). */
export type RunQuery = (body: ParsedQueryBody) => Promise<QueryResult>;

type Admission =
  | { removedBecause: WidgetRemovalReason }
  | { removedBecause: null; widget: PublicWidget; query: PublishedQuery };

/** The month of the latest death date (`YYYY-MM`), the one row of this body. */
const LATEST_DEATH_MONTH: ParsedQueryBody = {
  addCount: true,
  groupBy: ['month_dateOfDeath'],
  sortField: 'month_dateOfDeath',
  sortAsc: false,
  limit: 1,
  initialFilter: { field: 'deathDate', operator: 'ne', values: [null] },
};

/**
 * The last full calendar year of the workspace's death dates: the year of the latest one if it is in December,
 * else the year before; null with no dates. Public deaths-by-month charts end with it (spec §9).
 */
export async function lastFullYearOf(run: RunQuery): Promise<number | null> {
  const [latest] = (await run(LATEST_DEATH_MONTH)).items;
  const match = /^(\d{4})-(\d{2})/.exec(String(latest?.month_dateOfDeath ?? ''));
  if (!match) return null;
  const year = Number(match[1]);
  return match[2] === '12' ? year : year - 1;
}

/** A widget of the workspace's dashboard through the field allowlist: its public form and body, or why not. */
function admit(tab: DashboardTab, widget: DashboardWidget, lastFullYear: number | null): Admission {
  if (tab.id === CASE_LIST_TAB_ID) return { removedBecause: 'caseList' };
  const outcome = publicWidgetOf(widget, { lastFullYear });
  if (!outcome.ok) return { removedBecause: outcome.reason };
  const parsed = queryBodySchema.safeParse(outcome.widget.query);
  // The public calls answer case counts only (`/public/CASE/...`).
  if (!parsed.success || outcome.widget.area !== 'CASE' || parsed.data.addCount !== true) {
    return { removedBecause: 'notAllowed' };
  }
  const { id, title, transformer, area, width, map } = outcome.widget;
  return {
    removedBecause: null,
    widget: { id, title, transformer, area, query: parsed.data, width, ...(map ? { map } : {}) },
    query: {
      key: publishedBodyKey(parsed.data),
      body: parsed.data,
      population: outcome.population,
      populationFilter: outcome.populationFilter,
      kind: outcome.kind,
      dropsEmptyGroup: outcome.dropsEmptyGroup,
    },
  };
}

/**
 * Computes a workspace's public dashboard from its dashboard: every widget through the allowlist (the Case List
 * tab never), each distinct body run once, all answers through disclosure control together (so that no
 * suppressed count can be worked out from another widget), and the report of every widget, removed ones too.
 */
export async function computePublication(
  dashboard: DashboardConfiguration,
  options: { run: RunQuery; threshold: number; lastFullYear: number | null; heartbeat(): Promise<void> },
): Promise<Publication> {
  const admitted = dashboard.tabs.map((tab) => ({
    tab,
    widgets: tab.widgets.map((widget) => ({ widget, admission: admit(tab, widget, options.lastFullYear) })),
  }));
  const queries = new Map<string, PublishedQuery>();
  for (const { widgets } of admitted) {
    for (const { admission } of widgets) {
      if (admission.removedBecause === null && !queries.has(admission.query.key)) {
        queries.set(admission.query.key, admission.query);
      }
    }
  }
  // A table that leaves cases of its population out is told how many, counted once per population.
  const populationTotals = new Map<string, number>();
  const populationTotal = async (query: Pick<PublishedQuery, 'population' | 'populationFilter'>) => {
    let total = populationTotals.get(query.population);
    if (total === undefined) {
      const [row] = (await options.run(populationTotalBody(query))).items;
      total = Number(row?.[COUNT_KEY] ?? 0);
      populationTotals.set(query.population, total);
    }
    return total;
  };
  const tables = [];
  for (const query of queries.values()) {
    const table = disclosureTable(query, await options.run(query.body));
    tables.push(needsRemainder(table) ? withRemainder(table, await populationTotal(query)) : table);
    await options.heartbeat();
  }
  const nested = await nestStats(
    tables.map((table) => ({ query: queries.get(table.key)!, count: table.rows[0]?.count ?? 0 })),
    populationTotal,
  );
  const audited = [...tables.filter((table) => !nested.stats.has(table.key)), ...nested.tables];
  const disclosed = new Map(
    (await discloseTables(audited, options.threshold)).map((table) => [table.key, table]),
  );
  const disclosedOf = (key: string) => {
    const stat = nested.stats.get(key);
    const table = disclosed.get(stat ? stat.group : key);
    if (!table) throw new Error('disclosure control answered no table for a published body');
    return stat ? disclosedStat(stat, table) : table;
  };

  const answers: Record<string, QueryResult> = {};
  for (const query of queries.values()) answers[query.key] = publishedAnswer(query, disclosedOf(query.key));
  const widgets = admitted.flatMap(({ tab, widgets: outcomes }) =>
    outcomes.map(({ widget, admission }) =>
      admission.removedBecause === null
        ? publishedWidgetReport({ tab, widget }, disclosedOf(admission.query.key))
        : removedWidgetReport({ tab, widget }, admission.removedBecause),
    ),
  );
  const tabs = admitted
    .map(({ tab, widgets: outcomes }) => ({
      id: tab.id,
      title: tab.title,
      widgets: outcomes.flatMap(({ admission }) =>
        admission.removedBecause === null ? [admission.widget] : [],
      ),
    }))
    .filter((tab) => tab.widgets.length > 0);
  return { tabs, answers, widgets };
}
