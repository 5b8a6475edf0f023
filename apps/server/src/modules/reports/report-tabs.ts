import {
  widgetQuery,
  type AnyWorkspaceRole,
  type DashboardConfiguration,
  type DashboardTab,
} from '@hde/contracts';
import { queryBodySchema, type ReportScope } from '@hde/contracts/api';
import { WORKSPACE_TABS_TEXT, unknownReportTab } from '@hde/contracts/text';
import { HttpError } from '../../platform/errors.js';
import { checkAreaReading } from '../analytics/index.js';

/** A tab the role may see: every widget reads what the role may read (analytics/area-access.ts). */
function mayRead(role: AnyWorkspaceRole, tab: DashboardTab): boolean {
  try {
    for (const widget of tab.widgets) {
      checkAreaReading(role, widget.area, [queryBodySchema.parse(widgetQuery(widget, undefined, undefined))]);
    }
    return true;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 403) return false;
    throw error;
  }
}

const holdsCaseTable = (tab: DashboardTab) =>
  tab.widgets.some((widget) => widget.transformer === 'caseTable');

/**
 * The tabs a report holds: the tab asked for (the first when none is named), or with scope 'all' every tab the
 * role may see, the tabs of case tables last (their lists run over many pages).
 */
export function reportTabs(
  dashboard: DashboardConfiguration,
  request: { tab?: string | undefined; scope?: ReportScope | undefined },
  role: AnyWorkspaceRole,
): DashboardTab[] {
  if (request.scope === 'all') {
    const visible = dashboard.tabs.filter((tab) => mayRead(role, tab));
    return [...visible.filter((tab) => !holdsCaseTable(tab)), ...visible.filter(holdsCaseTable)];
  }
  const tab = request.tab
    ? dashboard.tabs.find((candidate) => candidate.id === request.tab)
    : dashboard.tabs[0];
  if (!tab) throw new HttpError(400, unknownReportTab(String(request.tab)));
  if (!mayRead(role, tab)) throw new HttpError(403, WORKSPACE_TABS_TEXT.noAccess);
  return [tab];
}
