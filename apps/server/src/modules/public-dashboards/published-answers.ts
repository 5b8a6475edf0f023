import {
  COUNT_KEY,
  DEFAULT_GROUP_LIMIT,
  SUPPRESSED_KEY,
  type DisclosureWidgetReport,
  type ParsedQueryBody,
  type QueryResult,
  type ResultRow,
  type WhereNode,
  type WidgetRemovalReason,
} from '@hde/contracts/api';
import type { DisclosedTable, DisclosureTable, TableKind } from '../disclosure/index.js';
import { contentHash } from '../ledger/index.js';

/** The key a published body's answer is stored and looked up under: the SHA-256 of the body's canonical JSON. */
export const publishedBodyKey = (body: ParsedQueryBody): string => contentHash(body);

/** One distinct body of the public widgets: run once, disclosed once, answered to every widget that posts it. */
export interface PublishedQuery {
  /** publishedBodyKey of the body: the key of its stored answer. */
  key: string;
  body: ParsedQueryBody;
  population: string;
  /** The filter whose count is the population's total (publicWidgetOf). */
  populationFilter: WhereNode | undefined;
  kind: TableKind;
  dropsEmptyGroup: boolean;
}

const dimensionsOf = (body: ParsedQueryBody) => body.groupBy ?? [];

/**
 * A query's answer as disclosure control takes it: complete when no row was cut by its limit or offset and its
 * empty group was not left out.
 */
export function disclosureTable(query: PublishedQuery, result: QueryResult): DisclosureTable {
  const dimensions = dimensionsOf(query.body);
  const limit = dimensions.length === 0 ? Infinity : (query.body.limit ?? DEFAULT_GROUP_LIMIT);
  return {
    key: query.key,
    population: query.population,
    dimensions,
    rows: result.items.map((item) => ({
      values: dimensions.map((dimension) => item[dimension] ?? null),
      count: Number(item[COUNT_KEY] ?? 0),
    })),
    complete: result.items.length < limit && !query.body.from && !query.dropsEmptyGroup,
    kind: query.kind,
  };
}

/** Whether disclosure control must know how many of the population's cases the table leaves out. */
export const needsRemainder = (table: DisclosureTable) => !table.complete && table.kind !== 'terms';

/** The body counting a population's cases: the total an incomplete table's remainder is taken from. */
export function populationTotalBody(query: Pick<PublishedQuery, 'populationFilter'>): ParsedQueryBody {
  return { addCount: true, ...(query.populationFilter ? { initialFilter: query.populationFilter } : {}) };
}

/** The table with the number of its population's cases its rows leave out (the empty group, cut groups). */
export function withRemainder(table: DisclosureTable, populationTotal: number): DisclosureTable {
  const held = table.rows.reduce((sum, row) => sum + row.count, 0);
  return { ...table, remainder: Math.max(0, populationTotal - held) };
}

/**
 * The stored answer: the disclosed rows, a withheld count as `COUNT: null` and `SUPPRESSED: true`, never its rule
 * (which would tell whether the count is below the threshold).
 */
export function publishedAnswer(query: PublishedQuery, table: DisclosedTable): QueryResult {
  const dimensions = dimensionsOf(query.body);
  return {
    items: table.rows.map((row) => {
      const item: ResultRow = {};
      dimensions.forEach((dimension, index) => {
        item[dimension] = row.values[index] ?? null;
      });
      item[COUNT_KEY] = row.count;
      if (row.suppressed) item[SUPPRESSED_KEY] = true;
      return item;
    }),
  };
}

interface ReportedWidget {
  tab: { id: string; title: string };
  widget: { id: string; title: string };
}

/** What disclosure control did to a published widget. */
export function publishedWidgetReport(widget: ReportedWidget, table: DisclosedTable) {
  const { shown, primary, complementary, termsHidden } = table;
  return widgetReport(widget, null, { shown, primary, complementary, termsHidden });
}

/** A widget left out of the public view, and why. */
export function removedWidgetReport(widget: ReportedWidget, reason: WidgetRemovalReason) {
  return widgetReport(widget, reason, { shown: 0, primary: 0, complementary: 0, termsHidden: 0 });
}

function widgetReport(
  { tab, widget }: ReportedWidget,
  removedBecause: WidgetRemovalReason | null,
  counts: Pick<DisclosureWidgetReport, 'shown' | 'primary' | 'complementary' | 'termsHidden'>,
): DisclosureWidgetReport {
  return {
    tabId: tab.id,
    tabTitle: tab.title,
    widgetId: widget.id,
    title: widget.title,
    removedBecause,
    ...counts,
  };
}
