import { widgetQuery, type AnyWorkspaceRole, type DashboardTab } from '@hde/contracts';
import { queryBodySchema, type ReportScope } from '@hde/contracts/api';
import { WORKSPACE_TABS_TEXT, unknownReportTab } from '@hde/contracts/text';
import { HttpError } from '../../platform/errors.js';
import { checkAreaReading } from '../analytics/index.js';

/** A tab the role may see: every widget reads what the role may read (analytics/area-access.ts). */
export const roleMayRead = (role: AnyWorkspaceRole) => (tab: DashboardTab) => mayRead(role, tab);

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

interface TabOfWidgets {
  id: string;
  widgets: readonly { transformer: string }[];
}

const holdsCaseTable = (tab: TabOfWidgets) =>
  tab.widgets.some((widget) => widget.transformer === 'caseTable');

/**
 * The tabs a report holds: the tab asked for (the first when none is named), or with scope 'all' every tab the
 * caller may see, the tabs of case tables last (their lists run over many pages).
 */
export function reportTabs<Tab extends TabOfWidgets>(
  dashboard: { tabs: readonly Tab[] },
  request: { tab?: string | undefined; scope?: ReportScope | undefined },
  maySee: (tab: Tab) => boolean,
): Tab[] {
  if (request.scope === 'all') {
    const visible = dashboard.tabs.filter(maySee);
    return [...visible.filter((tab) => !holdsCaseTable(tab)), ...visible.filter(holdsCaseTable)];
  }
  const tab = request.tab
    ? dashboard.tabs.find((candidate) => candidate.id === request.tab)
    : dashboard.tabs[0];
  if (!tab) throw new HttpError(400, unknownReportTab(String(request.tab)));
  if (!maySee(tab)) throw new HttpError(403, WORKSPACE_TABS_TEXT.noAccess);
  return [tab];
}
