import {
  dashboardWidgetBody,
  queryBodySchema,
  type AnalyticsArea,
  type DashboardConfig,
  type DashboardConfigWidget,
  type FilterEntry,
  type ParsedQueryBody,
} from '@hde/contracts/api';
import { publishedBodyKey } from '../public-dashboards/index.js';

/** What a custom dashboard's own bodies are made of: its widgets, its saved filters and quick search. */
export interface SavedView {
  config: DashboardConfig;
  rawFilters: FilterEntry[];
  text: string | null;
}

/** One of a dashboard's own queries: a widget's body as its viewers post it, and the key its answer is kept by. */
export interface OwnQuery {
  key: string;
  area: AnalyticsArea;
  body: ParsedQueryBody;
}

/**
 * The key of an own query's answer: the public dashboards' body key for a case query, which is what the query
 * calls (they name no area, spec §7.2) are answered in; another area's query is told apart by its area.
 */
export const ownQueryKey = (area: AnalyticsArea, body: ParsedQueryBody) =>
  area === 'CASE' ? publishedBodyKey(body) : `${area}:${publishedBodyKey(body)}`;

/** A widget's own query: `dashboardWidgetBody` as the schema parses it, so it keys like a posted body. */
function ownQueryOf(widget: DashboardConfigWidget, saved: SavedView): OwnQuery {
  const body = queryBodySchema.parse(dashboardWidgetBody(widget, saved));
  return { key: ownQueryKey(widget.area, body), area: widget.area, body };
}

/** Every widget of the dashboard with its own query, tab by tab. */
export function ownWidgets(saved: SavedView) {
  return saved.config.tabs.flatMap((tab) =>
    tab.widgets.map((widget) => ({ tab, widget, query: ownQueryOf(widget, saved) })),
  );
}

/** The dashboard's distinct own queries, by key. */
export function ownQueries(saved: SavedView): Map<string, OwnQuery> {
  return new Map(ownWidgets(saved).map(({ query }) => [query.key, query]));
}

/** The key of each widget's answer, by widget id (a repeated id keeps its first widget's). */
export function widgetKeys(saved: SavedView): Map<string, string> {
  const keys = new Map<string, string>();
  for (const { widget, query } of ownWidgets(saved)) if (!keys.has(widget.id)) keys.set(widget.id, query.key);
  return keys;
}

/**
 * The configuration a snapshot is taken of: the tabs with each widget's own body. A stored snapshot answers the
 * dashboard as long as this is unchanged (a new name does not touch it; new filters do).
 */
export function answeredConfiguration(saved: SavedView) {
  return saved.config.tabs.map((tab) => ({
    id: tab.id,
    widgets: tab.widgets.map((widget) => ({ id: widget.id, key: ownQueryOf(widget, saved).key })),
  }));
}
