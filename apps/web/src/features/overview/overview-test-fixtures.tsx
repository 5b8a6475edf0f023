import { useLocation } from 'react-router';
import type {
  MetricCard,
  MetricsResponse,
  RecentCase,
  RecentCaseColumnSet,
  Workspace,
} from '@hde/contracts/api';
import { OVERVIEW_TEXT } from '@hde/contracts/text';
import { createMockApi, type MockRequest, type MockRoutes } from '../../test/mock-api';
import { makeWorkspace } from '../../test/module-fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { OverviewPage } from './components/overview-page';

const WORKSPACE_ID = 'ws-1';
const app = '/v2/app';
export const ROUTES = {
  cases: `POST ${app}/CASE/dashboard/${WORKSPACE_ID}/query`,
  files: `POST ${app}/FILE/dashboard/${WORKSPACE_ID}/query`,
  activities: `POST ${app}/ACTIVITY/dashboard/${WORKSPACE_ID}/query`,
  recentCases: `GET ${app}/workspace/${WORKSPACE_ID}/recent-cases`,
  metrics: `GET ${app}/workspace/${WORKSPACE_ID}/metrics`,
} as const;

export function recentCase(index: number, overrides: Partial<RecentCase> = {}): RecentCase {
  return {
    caseId: `C-${index}`,
    deathDate: '2026-03-04',
    pathologist: 'Dr. Adams',
    examTurnAround: 1,
    reportTurnaroundTime: 30,
    dcTurnaroundTime: 12,
    districtAttorney: 'J. Doe',
    circuitCaseNumber: 'CC-1',
    judge: 'Judge Roy',
    trialDate: '2026-05-01',
    ...overrides,
  };
}

/** Pages of `total` recent cases, answering skip and limit like the server. */
export function recentCasesAnswer(total: number, columns: RecentCaseColumnSet = 'turnaround') {
  return ({ query }: MockRequest) => {
    const skip = Number(query.get('skip') ?? 0);
    const limit = Number(query.get('limit') ?? 5);
    const count = Math.max(0, Math.min(limit, total - skip));
    return {
      items: Array.from({ length: count }, (_, index) => recentCase(skip + index + 1)),
      total,
      columns,
    };
  };
}

export function metricCard(kind: MetricCard['kind'], percentage: number | null): MetricCard {
  const total = percentage === null ? 0 : 200;
  const onTime = percentage === null ? 0 : Math.round((percentage / 100) * total);
  return {
    kind,
    title: OVERVIEW_TEXT.metricTitles[kind],
    target: 90,
    onTime,
    total,
    percentage,
    byPathologist: percentage === null ? [] : [{ pathologist: 'Dr. Adams', onTime, total, percentage }],
    byYear: percentage === null ? [] : [{ year: 2025, onTime, total, percentage }],
  };
}

/** Metrics of 2025 (the default) or of the year asked for; the exam percentage drops a point a year back. */
export function metricsAnswer({ query }: MockRequest): MetricsResponse {
  const year = Number(query.get('year') ?? 2025);
  return {
    year,
    years: [2025, 2024, 2023],
    cards: [
      metricCard('exam', 95 - (2025 - year)),
      metricCard('report', 85),
      metricCard('deathCertificate', 50),
    ],
  };
}

const BASE_ROUTES: MockRoutes = {
  [ROUTES.cases]: { items: [{ COUNT: 1234 }] },
  [ROUTES.files]: { items: [{ COUNT: 7 }] },
  [ROUTES.activities]: { items: [{ COUNT: 56789 }] },
  [ROUTES.recentCases]: recentCasesAnswer(12),
  [ROUTES.metrics]: metricsAnswer,
};

function LocationProbe() {
  return <output aria-label="location">{useLocation().search}</output>;
}

/** The overview of workspace ws-1 at /mdi/workspace/ws-1?id=overview, with the mock API. */
export function renderOverview({
  routes = {},
  workspace,
}: { routes?: MockRoutes; workspace?: Partial<Workspace> } = {}) {
  const mock = createMockApi({ ...BASE_ROUTES, ...routes });
  const rendered = renderWithProviders(null, {
    api: mock.api,
    path: `/mdi/workspace/${WORKSPACE_ID}?id=overview`,
    routes: [
      {
        path: '/mdi/workspace/:workspaceId',
        element: (
          <>
            <OverviewPage workspace={makeWorkspace(WORKSPACE_ID, { workspaceRole: 'OWNER', ...workspace })} />
            <LocationProbe />
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
