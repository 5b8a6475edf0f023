import type { ReactElement } from 'react';
import { DEFAULT_CASE_DASHBOARD } from '@hde/contracts';
import {
  dashboardConfigSchema,
  SUPPRESSED_KEY,
  type DashboardDefinition,
  type QueryBody,
  type QueryResult,
} from '@hde/contracts/api';
import { createMockApi, type MockRequest, type MockRoutes } from '../../test/mock-api';
import { renderWithProviders } from '../../test/render-with-providers';
import { PublicDashboardApiContext } from './api/public-api-client';

export const DASHBOARD_ID = 'dash-1';
const DASHBOARD_WORKSPACE_ID = 'ws-1';

export const VIEWER_ROUTES = {
  appDefinition: `GET /v2/app/dashboards/${DASHBOARD_ID}`,
  publicDefinition: `GET /v2/public/dashboards/${DASHBOARD_ID}`,
  appMultiple: `POST /v2/app/query/dashboard/${DASHBOARD_ID}/query/multiple`,
  publicMultiple: `POST /v2/public/query/dashboard/${DASHBOARD_ID}/query/multiple`,
  unlock: `POST /v2/public/dashboards/${DASHBOARD_ID}/unlock`,
  details: `GET /v2/app/workspaces/${DASHBOARD_WORKSPACE_ID}/dashboards/${DASHBOARD_ID}`,
  update: `PUT /v2/app/workspaces/${DASHBOARD_WORKSPACE_ID}/dashboards/${DASHBOARD_ID}`,
} as const;

const widgetOf = (widgetId: string) => {
  const widget = DEFAULT_CASE_DASHBOARD.tabs
    .flatMap((tab) => tab.widgets)
    .find((entry) => entry.id === widgetId);
  if (!widget) throw new Error(`No default widget ${widgetId}`);
  return widget;
};

/** A saved dashboard of two tabs (counts and a top list, then a pie) with the Case List it must never show. */
export function makeDefinition(info: Partial<DashboardDefinition['info']> = {}): DashboardDefinition {
  return {
    config: dashboardConfigSchema.parse({
      tabs: [
        {
          id: 'death_certification',
          title: 'Death Certification',
          widgets: [widgetOf('total_cases'), widgetOf('drug_induced'), widgetOf('top_causes')],
        },
        { id: 'demographics', title: 'Demographics', widgets: [widgetOf('sex')] },
        { id: 'case_list', title: 'Case List', widgets: [widgetOf('case_list')] },
      ],
    }),
    info: {
      id: DASHBOARD_ID,
      workspaceId: DASHBOARD_WORKSPACE_ID,
      name: 'Homicides in Jefferson County',
      description: 'Homicides since 2020',
      type: 'LIVE',
      live: true,
      mode: 'PRIVATE',
      rawFilters: [{ id: 'mannerOfDeath', operator: 'in', values: ['HOMICIDE'] }],
      text: null,
      lastUpdated: '2026-03-02T14:05:00.000Z',
      snapshotAt: null,
      isCreator: false,
      canRefresh: false,
      exact: true,
      threshold: null,
      ...info,
    },
  };
}

/** Counts of 120 (drug-induced deaths suppressed, as a published aggregate), grouped widgets of two groups. */
function answers({ body }: MockRequest) {
  return Object.fromEntries(
    Object.entries(body as Record<string, QueryBody>).map(([id, query]): [string, QueryResult] => {
      if (query.groupBy) {
        return [
          id,
          {
            items: [
              { value: 'A', COUNT: 40 },
              { value: 'B', COUNT: 80 },
            ],
          },
        ];
      }
      if (id === 'drug_induced') return [id, { items: [{ COUNT: null, [SUPPRESSED_KEY]: true }] }];
      return [id, { items: [{ COUNT: 120 }] }];
    }),
  );
}

/** Renders with a signed-in API (`app`) and the anonymous one (`anonymous`), each over its own routes. */
export function renderViewer(ui: ReactElement, routes: { app?: MockRoutes; anonymous?: MockRoutes } = {}) {
  const app = createMockApi({ [VIEWER_ROUTES.appMultiple]: answers, ...routes.app });
  const anonymous = createMockApi({ [VIEWER_ROUTES.publicMultiple]: answers, ...routes.anonymous });
  const rendered = renderWithProviders(
    <PublicDashboardApiContext value={anonymous.api}>{ui}</PublicDashboardApiContext>,
    { api: app.api },
  );
  return { ...rendered, appCalls: app.calls, anonymousCalls: anonymous.calls };
}

export const callsTo = (calls: MockRequest[], route: string) =>
  calls.filter((call) => `${call.method} ${call.path}` === route);
