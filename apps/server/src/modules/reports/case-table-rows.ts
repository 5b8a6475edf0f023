import { widgetQuery, type DashboardWidget } from '@hde/contracts';
import {
  QUERY_LIMITS,
  REPORT_CASE_ROW_LIMIT,
  queryBodySchema,
  type ResultRow,
  type WhereNode,
} from '@hde/contracts/api';
import type { AnalyticsService } from '../analytics/index.js';
import type { TableRows } from './pdf-table.js';

export interface CaseTableRowsOptions {
  /** Rows the report prints at most. */
  limit?: number;
  /** Rows per query. */
  pageSize?: number;
}

/**
 * The rows of a case table widget as the Case List asks them (its query with the filters and the quick search,
 * in its order), read a page at a time as the report prints them, up to `limit`. The first page is read now, so
 * a refused query is an error reply before anything is drawn.
 */
export async function caseTableRows(
  analytics: Pick<AnalyticsService, 'query'>,
  workspaceId: string,
  widget: DashboardWidget,
  filters: { where: WhereNode | undefined; text: string | undefined },
  { limit = REPORT_CASE_ROW_LIMIT, pageSize = QUERY_LIMITS.rows }: CaseTableRowsOptions = {},
): Promise<TableRows> {
  const pageAt = async (from: number) => {
    const body = {
      ...widgetQuery(widget, filters.where, filters.text),
      from,
      limit: Math.min(pageSize, limit - from),
    };
    return analytics.query(workspaceId, widget.area, queryBodySchema.parse(body));
  };
  const first = await pageAt(0);
  const total = first.total ?? first.items.length;
  async function* pages(): AsyncGenerator<ResultRow[]> {
    let items = first.items;
    let read = 0;
    while (items.length > 0) {
      yield items;
      read += items.length;
      if (read >= Math.min(limit, total)) return;
      items = (await pageAt(read)).items;
    }
  }
  return { total, pages: pages() };
}
