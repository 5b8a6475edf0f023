import { DEFAULT_CASE_DASHBOARD } from '@hde/contracts';
import {
  publicWidgetSchema,
  type DisclosureReport,
  type PublicDashboard,
  type PublicWidget,
} from '@hde/contracts/api';

export const WORKSPACE_ID = 'ws-1';
const id = encodeURIComponent(WORKSPACE_ID);
export const PUBLIC_ROUTES = {
  configuration: `GET /v2/public/CASE/dashboard/${id}/configuration`,
  multiple: `POST /v2/public/CASE/dashboard/${id}/query/multiple`,
  report: `GET /v2/app/workspace/${id}/public/report`,
} as const;

function defaultWidget(widgetId: string): PublicWidget {
  const widget = DEFAULT_CASE_DASHBOARD.tabs
    .flatMap((tab) => tab.widgets)
    .find((entry) => entry.id === widgetId);
  if (!widget) throw new Error(`No default widget ${widgetId}`);
  return publicWidgetSchema.parse(widget);
}

/** A published dashboard of two tabs: two counts and a top list, then a pie. */
export function makePublicDashboard(overrides: Partial<PublicDashboard> = {}): PublicDashboard {
  return {
    workspaceId: WORKSPACE_ID,
    name: 'Jefferson County Deaths',
    live: true,
    lastUpdated: '2026-03-02T14:05:00.000Z',
    publishedAt: '2026-03-02T14:06:00.000Z',
    threshold: 10,
    tabs: [
      {
        id: 'death_certification',
        title: 'Death Certification',
        widgets: [defaultWidget('total_cases'), defaultWidget('drug_induced'), defaultWidget('top_causes')],
      },
      { id: 'demographics', title: 'Demographics', widgets: [defaultWidget('sex')] },
    ],
    ...overrides,
  };
}

export function makeDisclosureReport(): DisclosureReport {
  return {
    publishedAt: '2026-03-02T14:06:00.000Z',
    threshold: 10,
    widgets: [
      {
        tabId: 'death_certification',
        tabTitle: 'Death Certification',
        widgetId: 'top_causes',
        title: 'Top Causes of Death',
        removedBecause: null,
        shown: 12,
        primary: 3,
        complementary: 1,
        termsHidden: 4,
      },
      {
        tabId: 'case_list',
        tabTitle: 'Case List',
        widgetId: 'case_table',
        title: 'Cases',
        removedBecause: 'caseList',
        shown: 0,
        primary: 0,
        complementary: 0,
        termsHidden: 0,
      },
    ],
  };
}
