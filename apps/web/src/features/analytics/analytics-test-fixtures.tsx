import { useLocation } from 'react-router';
import { expect } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { CASE_LIST_FIELDS, DEFAULT_CASE_DASHBOARD } from '@hde/contracts';
import type { QueryBody, QueryResult, ResultRow, SavedFilterTemplate, Workspace } from '@hde/contracts/api';
import { createMockApi, type MockRequest, type MockRoutes } from '../../test/mock-api';
import { makeWorkspace } from '../../test/module-fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { AnalyticsPage } from './components/analytics-page';

export const WORKSPACE_ID = 'ws-1';
const app = '/v2/app';
export const ROUTES = {
  configuration: `GET ${app}/workspace/${WORKSPACE_ID}/configuration/dashboard-configuration`,
  version: `GET ${app}/CASE/dashboard/${WORKSPACE_ID}/version`,
  multiple: `POST ${app}/CASE/dashboard/${WORKSPACE_ID}/query/multiple`,
  query: `POST ${app}/CASE/dashboard/${WORKSPACE_ID}/query`,
  export: `POST ${app}/case/dashboard/${WORKSPACE_ID}/export`,
  report: `POST ${app}/CASE/dashboard/${WORKSPACE_ID}/report`,
  templates: `${app}/workspace/${WORKSPACE_ID}/configuration/saved-filters-configuration`,
} as const;

export const LAST_IMPORTED = '2026-03-02T14:05:00.000Z';

/** Every widget of a multiple query answered: stat widgets count `total`, the others are empty. */
export function multipleAnswer(total: number) {
  return ({ body }: MockRequest) =>
    Object.fromEntries(
      Object.entries(body as Record<string, QueryBody>).map(([id, query]): [string, QueryResult] => [
        id,
        query.groupBy || query.fields ? { items: [] } : { items: [{ COUNT: total }] },
      ]),
    );
}

function caseRow(index: number): ResultRow {
  return Object.fromEntries(
    CASE_LIST_FIELDS.map((field) => [
      field,
      field === '_id' ? `C-${index}` : field === 'deathDate' ? '2025-12-24' : field === 'race' ? null : 'x',
    ]),
  );
}

/** The workspace's case count (42), one page of a 42-case list, or the values of a lookup (grouped by a field). */
function queryAnswer({ body }: MockRequest): QueryResult {
  const query = body as QueryBody;
  if (query.addCount && !query.groupBy && !query.fields) return { items: [{ COUNT: 42 }] };
  if (query.groupBy) {
    const field = typeof query.groupBy === 'string' ? query.groupBy : query.groupBy[0]!;
    return {
      items: ['HOMICIDE', 'SUICIDE'].map((value, index) => ({ [field]: value, COUNT: 10 - index })),
    };
  }
  const from = query.from ?? 0;
  const count = Math.max(0, Math.min(query.limit ?? 10, 42 - from));
  return { items: Array.from({ length: count }, (_, index) => caseRow(from + index + 1)), total: 42 };
}

export function makeTemplate(id: string, overrides: Partial<SavedFilterTemplate> = {}): SavedFilterTemplate {
  return {
    id,
    name: `Template ${id}`,
    visibility: 'WORKSPACE',
    filters: [{ id: 'mannerOfDeath', operator: 'in', values: ['HOMICIDE'] }],
    createdBy: 'someone-else',
    ...overrides,
  };
}

const totalCases = DEFAULT_CASE_DASHBOARD.tabs[0]!.widgets.find((widget) => widget.id === 'total_cases')!;

/**
 * A two-tab dashboard of Total Cases alone, for tests about the tools around the widgets: a smaller page keeps
 * the accessibility queries of jsdom fast.
 */
const SMALL_DASHBOARD = {
  tabs: [
    { id: 'first', title: 'First', widgets: [totalCases] },
    {
      id: 'second',
      title: 'Second',
      widgets: [totalCases, { ...totalCases, id: 'second_total', title: 'Second Total' }],
    },
  ],
};

const SMALL_DASHBOARD_ROUTES: MockRoutes = {
  [ROUTES.configuration]: {
    type: 'dashboard-configuration',
    body: SMALL_DASHBOARD,
    lastUpdated: LAST_IMPORTED,
    updatedBy: null,
  },
};

const BASE_ROUTES: MockRoutes = {
  [ROUTES.version]: { dataVersion: 1, lastImported: LAST_IMPORTED },
  [ROUTES.multiple]: multipleAnswer(42),
  [ROUTES.query]: queryAnswer,
  [`GET ${ROUTES.templates}`]: { items: [] },
};

function LocationProbe() {
  const location = useLocation();
  return <output aria-label="location">{location.search}</output>;
}

export interface RenderAnalyticsOptions {
  routes?: MockRoutes;
  /** The default dashboard (the workspace has no configuration) instead of SMALL_DASHBOARD. */
  defaultDashboard?: boolean;
  search?: string;
  workspace?: Partial<Workspace>;
  extra?: React.ReactNode;
}

/** The analytics tab of workspace ws-1 at /mdi/workspace/ws-1{search}, with the mock API. */
export function renderAnalytics({
  routes = {},
  defaultDashboard = false,
  search = '?id=analytics',
  workspace,
  extra,
}: RenderAnalyticsOptions = {}) {
  const mock = createMockApi({
    ...BASE_ROUTES,
    ...(defaultDashboard ? {} : SMALL_DASHBOARD_ROUTES),
    ...routes,
  });
  const current = makeWorkspace(WORKSPACE_ID, { workspaceRole: 'OWNER', ...workspace });
  const rendered = renderWithProviders(null, {
    api: mock.api,
    path: `/mdi/workspace/${WORKSPACE_ID}${search}`,
    routes: [
      {
        path: '/mdi/workspace/:workspaceId',
        element: (
          <>
            <AnalyticsPage workspace={current} />
            <LocationProbe />
            {extra}
          </>
        ),
      },
    ],
  });
  return { ...mock, ...rendered };
}

export const callsTo = (calls: MockRequest[], route: string) => {
  const [method, path] = route.split(' ');
  return calls.filter((call) => call.method === method && call.path === path);
};

export const bodiesOf = (calls: MockRequest[], route: string) =>
  callsTo(calls, route).map((call) => call.body as Record<string, unknown>);

/** The body the Total Cases widget sent in each multiple query. */
export const totalCasesBodies = (calls: MockRequest[]) =>
  bodiesOf(calls, ROUTES.multiple).map((body) => body.total_cases as QueryBody);

/** The first tab loaded: the first load of a cold run can take more than the default second. */
export async function dashboardReady(total = '42') {
  const card = await screen.findByRole('region', { name: 'Total Cases' }, { timeout: 10_000 });
  await within(card).findByText(total, {}, { timeout: 10_000 });
}

/** Every dialog closed, and the page readable again (a closing dialog hides the rest from queries). */
export const dialogsClosed = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
