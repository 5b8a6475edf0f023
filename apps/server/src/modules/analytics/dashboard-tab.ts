import { widgetQuery, windowResult, type DashboardTab } from '@hde/contracts';
import {
  queryBodySchema,
  type AnalyticsArea,
  type ParsedQueryBody,
  type QueryResult,
  type WhereNode,
} from '@hde/contracts/api';
import { ANALYTICS_ERRORS } from '@hde/contracts/text';
import { QueryError } from './compile-where.js';
import type { AnalyticsService } from './run-query.js';

/**
 * Every widget of a dashboard tab with the filters and quick search in force, as the web asks them: one
 * `queryMany` per area (one data-version read each), widgets concurrently, windowed widgets cut to their window.
 * For the PDF report and the benchmark.
 */
export async function runDashboardTab(
  service: Pick<AnalyticsService, 'queryMany'>,
  workspaceId: string,
  tab: DashboardTab,
  filters: WhereNode | undefined,
  text: string | undefined,
): Promise<Record<string, QueryResult>> {
  const byArea = new Map<AnalyticsArea, Record<string, ParsedQueryBody>>();
  for (const widget of tab.widgets) {
    const parsed = queryBodySchema.safeParse(widgetQuery(widget, filters, text));
    if (!parsed.success) throw new QueryError(ANALYTICS_ERRORS.invalidWidgetQuery(widget.id));
    const bodies = byArea.get(widget.area) ?? {};
    bodies[widget.id] = parsed.data;
    byArea.set(widget.area, bodies);
  }
  const answers = await Promise.all(
    [...byArea].map(([area, bodies]) => service.queryMany(workspaceId, area, bodies)),
  );
  const results = Object.assign({}, ...answers) as Record<string, QueryResult>;
  for (const widget of tab.widgets) {
    const result = results[widget.id];
    if (result) results[widget.id] = windowResult(widget, filters, result);
  }
  return results;
}
