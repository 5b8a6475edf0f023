import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { activityCalendarStart, activityChartQueries } from '@hde/contracts';
import { ACTIVITY_LOG_TEXT } from '@hde/contracts/text';
import { testClientConfig } from '../../../test/fixtures';
import { errorReply } from '../../../test/mock-api';
import {
  CHARTS,
  NOW,
  ROUTES,
  TODAY,
  activity,
  lastListBody,
  listCalls,
  renderActivityLog,
} from '../activity-log-test-fixtures';

vi.mock('../../../components/charts/echart', () => ({
  EChart: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

const T = ACTIVITY_LOG_TEXT;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('ActivityLogSection', () => {
  it('is collapsed and asks nothing of the server until expanded', async () => {
    const { calls, expand } = renderActivityLog();
    const toggle = screen.getByRole('button', { name: T.title });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('table')).toBeNull();
    expect(calls).toHaveLength(0);

    await expand();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const asked = new Set(calls.map((call) => `${call.method} ${call.path}`));
    expect([...asked].sort()).toEqual([ROUTES.choices, ROUTES.query, ROUTES.multiple].sort());
  });

  it('lists the newest activities of the last 365 days with their total, and the charts', async () => {
    const { calls, expand } = renderActivityLog({}, 42);
    const table = await expand();
    await within(table).findByText('tx-1');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(Object.values(T.columns));
    expect(bodyRows(table)).toHaveLength(10);
    expect(cells(bodyRows(table)[0]!).slice(1)).toEqual([
      'jane.doe@example.org',
      'CREATE',
      'cases',
      'County Lab',
      T.outcomes.SUCCESS,
      'tx-1',
    ]);
    expect(await screen.findByText(T.total(42))).toBeTruthy();
    const where = {
      and: [
        { field: 'createdAt', operator: 'gte', values: [`${activityCalendarStart(TODAY)}T00:00:00.000Z`] },
        { field: 'createdAt', operator: 'lte', values: [`${TODAY}T23:59:59.999Z`] },
      ],
    };
    expect(lastListBody(calls)).toMatchObject({
      limit: 10,
      from: 0,
      sortField: 'createdAt',
      sortAsc: false,
      where,
    });
    const charts = calls.find((call) => `${call.method} ${call.path}` === ROUTES.multiple);
    expect(charts?.body).toEqual(
      JSON.parse(
        JSON.stringify(activityChartQueries({ from: activityCalendarStart(TODAY), to: TODAY }, TODAY)),
      ),
    );
    for (const title of [
      T.perDayTitle,
      T.byActionTitle,
      T.byCollectionTitle,
      T.byUserTitle,
      T.byWorkspaceTitle,
    ]) {
      expect(screen.getByRole('img', { name: title })).toBeTruthy();
    }
  });

  it('pages on the server, and asks again with 25 rows from the first page on a new size', async () => {
    const { calls, user, expand } = renderActivityLog({}, 60);
    const table = await expand();
    await within(table).findByText('tx-1');
    await user.click(screen.getByRole('button', { name: /next page/i }));
    await within(table).findByText('tx-11');
    expect(lastListBody(calls)).toMatchObject({ limit: 10, from: 10 });

    await user.click(screen.getByRole('combobox', { name: /rows per page/i }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['10', '25', '50']);
    await user.click(screen.getByRole('option', { name: '25' }));
    await waitFor(() => expect(bodyRows(table)).toHaveLength(25));
    expect(lastListBody(calls)).toMatchObject({ limit: 25, from: 0 });
    expect(within(table).getByText('tx-1')).toBeTruthy();
  });

  it('links each transaction id to its ledger page for the activity, and says when it is still sealing', async () => {
    const items = [
      activity(1),
      activity(2, { transactionId: null, user: '', userId: null, workspace: '', workspaceId: null }),
      activity(3, { user: '', userId: 'u-9', workspace: '', workspaceId: 'ws-9', outcome: 'DENIED' }),
    ];
    const { expand, user } = renderActivityLog({ [ROUTES.query]: { items, total: 3 } });
    const table = await expand();
    const link = await within(table).findByRole('link', { name: 'tx-1' });
    expect(link.getAttribute('href')).toBe(`${testClientConfig.ledgerExplorerUrl}/tx-1?activity=act-1`);
    expect(link.getAttribute('target')).toBe('_blank');

    const [, system, deleted] = bodyRows(table);
    expect(cells(system!).slice(1)).toEqual([
      T.system,
      'CREATE',
      'cases',
      T.noWorkspace,
      T.outcomes.SUCCESS,
      T.sealing,
    ]);
    expect(cells(deleted!).slice(1, 5)).toEqual([T.deletedUser, 'CREATE', 'cases', T.deletedWorkspace]);
    expect(cells(deleted!)[5]).toBe(T.outcomes.DENIED);

    const sealing = within(system!).getByText(T.sealing);
    // Reachable from the keyboard; its help shows on hover.
    while (document.activeElement !== sealing) await user.tab();
    await user.hover(sealing);
    expect(await screen.findByRole('tooltip')).toBeTruthy();
    expect(screen.getByRole('tooltip').textContent).toBe(T.sealingHelp);
  });

  it('says when no activity matches', async () => {
    const { expand } = renderActivityLog(
      {
        [ROUTES.multiple]: Object.fromEntries(Object.keys(CHARTS).map((key) => [key, { items: [] }])),
      },
      0,
    );
    const table = await expand();
    expect(await within(table).findByText(T.empty)).toBeTruthy();
    expect(await screen.findByText(T.total(0))).toBeTruthy();
    expect(screen.getAllByText(T.chartsEmpty)).toHaveLength(4);
  });

  it('shows the failure with Try again, and loads once retried', async () => {
    let fail = true;
    const { expand, user } = renderActivityLog({
      [ROUTES.multiple]: () => (fail ? errorReply(500) : CHARTS),
    });
    await expand();
    expect(await screen.findByText(T.loadFailed)).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: /try again/i }));
    await waitFor(() => expect(screen.queryByText(T.loadFailed)).toBeNull());
    expect(screen.getByRole('img', { name: T.byUserTitle })).toBeTruthy();
  });

  it("shows the server's reason for a refused query", async () => {
    const { calls, expand } = renderActivityLog({
      [ROUTES.query]: errorReply(400, 'The end date is before the start date'),
    });
    await expand();
    expect(await screen.findByText('The end date is before the start date')).toBeTruthy();
    expect(listCalls(calls)).toHaveLength(1);
  });
});
