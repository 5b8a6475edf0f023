import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueryBody } from '@hde/contracts/api';
import { ACTIVITY_LOG_TEXT } from '@hde/contracts/text';
import { createMockApi, type MockRequest, type MockRoutes } from '../../test/mock-api';
import { renderWithProviders } from '../../test/render-with-providers';
import { ActivityLogSection } from './components/activity-log-section';

const dashboard = '/v2/app/ACTIVITY/dashboard/log';
export const ROUTES = {
  query: `POST ${dashboard}/query`,
  multiple: `POST ${dashboard}/query/multiple`,
  export: `POST ${dashboard}/export`,
  choices: 'GET /v2/app/activity-log/choices',
} as const;

/** The day the tests run on (UTC): the log's default range is the 365 days up to it. */
export const TODAY = '2026-03-15';
export const NOW = new Date(`${TODAY}T12:00:00Z`);

const CHOICES = {
  workspaces: [
    { id: 'ws-1', name: 'County Lab' },
    { id: 'ws-2', name: 'State Office' },
  ],
  users: [
    { id: 'u-1', email: 'jane.doe@example.org' },
    { id: 'u-2', email: 'sam.roe@example.org' },
  ],
  actions: ['CREATE', 'DELETE'],
};

export function activity(index: number, overrides: Record<string, string | null> = {}) {
  return {
    _id: `act-${index}`,
    createdAt: '2026-03-14T09:30:00.000Z',
    user: 'jane.doe@example.org',
    userId: 'u-1',
    action: 'CREATE',
    collectionName: 'cases',
    workspace: 'County Lab',
    workspaceId: 'ws-1',
    outcome: 'SUCCESS',
    transactionId: `tx-${index}`,
    ...overrides,
  };
}

const isCount = (request: MockRequest) => (request.body as QueryBody).addCount === true;

/** The query route as the server answers it: pages of `total` activities (without a total), or the count. */
export function queryAnswer(total: number) {
  return (request: MockRequest) => {
    if (isCount(request)) return { items: [{ COUNT: total }] };
    const { from = 0, limit = 10 } = request.body as QueryBody;
    const count = Math.max(0, Math.min(limit, total - from));
    return { items: Array.from({ length: count }, (_, index) => activity(from + index + 1)) };
  };
}

export const CHARTS = {
  perDay: { items: [{ day: '2026-03-14', COUNT: 3 }] },
  byAction: { items: [{ action: 'CREATE', COUNT: 3 }] },
  byCollection: { items: [{ collectionName: 'cases', COUNT: 3 }] },
  byUser: { items: [{ user: 'jane.doe@example.org', COUNT: 3 }] },
  byWorkspace: { items: [{ workspace: 'County Lab', COUNT: 3 }] },
};

export const listCalls = (calls: MockRequest[]) =>
  calls.filter((call) => `${call.method} ${call.path}` === ROUTES.query && !isCount(call));
export const lastListBody = (calls: MockRequest[]) => listCalls(calls).at(-1)?.body as QueryBody;

/** The section on its own, with the server answering `total` activities; `expand` opens it. */
export function renderActivityLog(routes: MockRoutes = {}, total = 3) {
  const mock = createMockApi({
    [ROUTES.query]: queryAnswer(total),
    [ROUTES.multiple]: CHARTS,
    [ROUTES.choices]: CHOICES,
    ...routes,
  });
  const user = userEvent.setup();
  const result = renderWithProviders(<ActivityLogSection />, { api: mock.api });
  const expand = async () => {
    await user.click(screen.getByRole('button', { name: ACTIVITY_LOG_TEXT.title }));
    return screen.findByRole('table', { name: ACTIVITY_LOG_TEXT.listTitle });
  };
  return { ...result, ...mock, user, expand };
}
