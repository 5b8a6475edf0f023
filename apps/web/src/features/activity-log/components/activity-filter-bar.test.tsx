import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { activityCalendarStart } from '@hde/contracts';
import { ACTIVITY_LOG_TEXT } from '@hde/contracts/text';
import { errorReply, type MockRequest, type MockRoutes } from '../../../test/mock-api';
import { recordSavedDownloads } from '../../../test/saved-downloads';
import {
  NOW,
  ROUTES,
  TODAY,
  lastListBody,
  queryAnswer,
  renderActivityLog,
} from '../activity-log-test-fixtures';

vi.mock('../../../components/charts/echart', () => ({
  EChart: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

const T = ACTIVITY_LOG_TEXT;
const F = T.filters;
const saved = recordSavedDownloads();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

const START = activityCalendarStart(TODAY);
const since = (day: string) => ({ field: 'createdAt', operator: 'gte', values: [`${day}T00:00:00.000Z`] });
const until = (day: string) => ({ field: 'createdAt', operator: 'lte', values: [`${day}T23:59:59.999Z`] });
const DEFAULT_WHERE = { and: [since(START), until(TODAY)] };

async function openFiltered(routes: MockRoutes = {}) {
  const rendered = renderActivityLog(routes, 30);
  const table = await rendered.expand();
  await within(table).findByText('tx-1');
  return { ...rendered, table };
}

describe('Activity Log filters', () => {
  it('filter by workspace, user, action and dates, each back on the first page', async () => {
    const { calls, user, table } = await openFiltered();
    await user.click(screen.getByRole('button', { name: /next page/i }));
    await within(table).findByText('tx-11');

    await user.click(screen.getByRole('combobox', { name: F.workspace }));
    await user.click(await screen.findByRole('option', { name: 'State Office' }));
    await waitFor(() => expect(lastListBody(calls).from).toBe(0));

    await user.click(screen.getByRole('combobox', { name: F.user }));
    await user.click(await screen.findByRole('option', { name: 'sam.roe@example.org' }));
    await user.click(screen.getByRole('combobox', { name: F.action }));
    await user.click(await screen.findByRole('option', { name: 'DELETE' }));
    fireEvent.change(screen.getByLabelText(F.from), { target: { value: '2026-01-01' } });
    fireEvent.change(screen.getByLabelText(F.to), { target: { value: '2026-02-28' } });

    await waitFor(() =>
      expect(lastListBody(calls).where).toEqual({
        and: [
          { field: 'workspaceId', operator: 'eq', values: ['ws-2'] },
          { field: 'userId', operator: 'eq', values: ['u-2'] },
          { field: 'action', operator: 'eq', values: ['DELETE'] },
          since('2026-01-01'),
          until('2026-02-28'),
        ],
      }),
    );
    expect(lastListBody(calls).from).toBe(0);
    const count = calls.filter((call) => `${call.method} ${call.path}` === ROUTES.query).at(-1);
    expect(count?.body).toEqual({ addCount: true, where: lastListBody(calls).where });
  });

  it('Clear Filters returns to every activity of the last 365 days', async () => {
    // Filtered by action, the server counts 5 activities; otherwise 30.
    const byAction = (request: MockRequest) =>
      queryAnswer(JSON.stringify(request.body).includes('"action"') ? 5 : 30)(request);
    const { calls, user } = await openFiltered({ [ROUTES.query]: byAction });
    expect(lastListBody(calls).where).toEqual(DEFAULT_WHERE);
    expect(await screen.findByText(T.total(30))).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: F.action }));
    await user.click(await screen.findByRole('option', { name: 'CREATE' }));
    fireEvent.change(screen.getByLabelText(F.from), { target: { value: '' } });
    await waitFor(() =>
      expect(lastListBody(calls).where).toEqual({
        and: [{ field: 'action', operator: 'eq', values: ['CREATE'] }, until(TODAY)],
      }),
    );
    expect(await screen.findByText(T.total(5))).toBeTruthy();

    await user.click(screen.getByRole('button', { name: F.clear }));
    expect(await screen.findByText(T.total(30))).toBeTruthy();
    expect(screen.getByRole('combobox', { name: F.action }).textContent).toBe(F.all);
    expect((screen.getByLabelText(F.from) as HTMLInputElement).value).toBe(START);
    expect((screen.getByLabelText(F.to) as HTMLInputElement).value).toBe(TODAY);
  });
});

describe('Export CSV', () => {
  it('posts the filters to the export route and saves the file', async () => {
    const { calls, user } = await openFiltered({ [ROUTES.export]: 'Time,User\n' });
    await user.click(screen.getByRole('combobox', { name: F.workspace }));
    await user.click(await screen.findByRole('option', { name: 'County Lab' }));
    await user.click(screen.getByRole('button', { name: T.export }));

    expect(await screen.findByText(T.exported)).toBeTruthy();
    const exported = calls.find((call) => `${call.method} ${call.path}` === ROUTES.export);
    expect(exported?.body).toEqual({
      where: {
        and: [{ field: 'workspaceId', operator: 'eq', values: ['ws-1'] }, since(START), until(TODAY)],
      },
    });
    expect(exported?.headers.get('Accept')).toBe('text/csv');
    expect(saved.names).toEqual([`activities_${TODAY}.csv`]);
  });

  it('says when the export failed', async () => {
    const { user } = await openFiltered({ [ROUTES.export]: errorReply(500) });
    await user.click(screen.getByRole('button', { name: T.export }));
    expect(await screen.findByText(T.exportFailed)).toBeTruthy();
    expect(saved.names).toEqual([]);
  });
});
