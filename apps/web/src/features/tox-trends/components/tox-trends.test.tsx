import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TREND_ATTEMPTS } from '@hde/contracts';
import { TRENDS_LIMITS } from '@hde/contracts/api';
import { ERROR_MESSAGES, TOX_TRENDS_TEXT } from '@hde/contracts/text';
import { createMockApi, errorReply, type MockRequest, type MockRoutes } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { makeInsight, makeTrendData, ROUTES, trendsReply } from '../tox-trends-test-fixtures';
import type * as TrendAttempts from '../lib/trend-attempts';
import { ToxTrends } from './tox-trends';

vi.mock('../../../components/charts/echart', () => ({
  EChart: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

/** The waits between attempts, recorded but not waited (trend-attempts.test.ts times them). */
const waited = vi.hoisted(() => [] as number[]);
vi.mock('../lib/trend-attempts', async (importOriginal) => {
  const actual = await importOriginal<typeof TrendAttempts>();
  return {
    ...actual,
    askWithRetries: (...[ask, options]: Parameters<typeof actual.askWithRetries>) =>
      actual.askWithRetries(ask, {
        ...options,
        wait: async (ms) => {
          waited.push(ms);
        },
      }),
  };
});

const T = TOX_TRENDS_TEXT;

function renderTrends(routes: MockRoutes = {}) {
  const { api, calls } = createMockApi({
    [ROUTES.substances]: { substances: ['Ethanol', 'fentanyl'] },
    [ROUTES.trends]: trendsReply(),
    ...routes,
  });
  renderWithProviders(<ToxTrends />, { api });
  const asked = () => calls.filter((call: MockRequest) => call.path.endsWith('/trends'));
  return { asked };
}

/** Answers the trends call with each of `statuses` in turn (200: the reply). */
function inTurn(statuses: number[]) {
  const queue = [...statuses];
  return () => {
    const status = queue.shift() ?? 200;
    return status === 200 ? trendsReply() : errorReply(status);
  };
}

const getTrends = () => screen.getByRole('button', { name: T.getTrends });
const startDate = () => screen.getByLabelText(T.startDate);
const endDate = () => screen.getByLabelText(T.endDate);

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  waited.length = 0;
});

describe('ToxTrends', () => {
  it('asks for the last six years of every substance on opening', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-27T09:00:00Z') });
    const { asked } = renderTrends();
    await waitFor(() => expect(asked()).toHaveLength(1));
    const query = asked()[0]?.query;
    expect(query?.get('start_date')).toBe('2020-11-27');
    expect(query?.get('end_date')).toBe('2026-11-27');
    expect(query?.getAll('substances')).toEqual([]);
    expect(query?.has('sample')).toBe(false);
    expect((startDate() as HTMLInputElement).value).toBe('2020-11-27');
  });

  it('shows the summary counts, the five charts and the provisional weeks', async () => {
    renderTrends();
    const total = await screen.findByRole('region', { name: T.summary.totalCases });
    expect(within(total).getByText('8')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: T.summary.weeks })).getByText('2')).toBeTruthy();
    const substances = screen.getByRole('region', { name: T.summary.substances });
    expect(within(substances).getByText('fentanyl: 2')).toBeTruthy();
    for (const title of [
      T.charts.total,
      T.charts.bySubstance,
      T.charts.bySex,
      T.charts.byRace,
      T.charts.byAge,
    ]) {
      expect(screen.getByRole('img', { name: title })).toBeTruthy();
    }
    expect(screen.getByText(T.provisionalFrom('2026-11-16'))).toBeTruthy();
    expect(screen.getByText('8 cases in 2 weeks.')).toBeTruthy();
  });

  it('shows each insight with its periods, counts, test and level in the AI-Powered feed', async () => {
    renderTrends({
      [ROUTES.trends]: trendsReply(
        makeTrendData({
          insights: [makeInsight(), makeInsight({ id: 'i2', text: 'Later.', provisional: true })],
        }),
      ),
    });
    const feed = await screen.findByRole('region', { name: T.feed.title });
    expect(within(feed).getByText(T.feed.badge)).toBeTruthy();
    expect(within(feed).getByText(T.feed.level(0.01))).toBeTruthy();
    const [first, second] = within(feed).getAllByRole('listitem');
    expect(within(first!).getByText(makeInsight().text)).toBeTruthy();
    expect(
      within(first!).getByText(`${T.feed.current}: ${T.feed.period('2026-09-28', '2026-11-22', 30)}`),
    ).toBeTruthy();
    expect(
      within(first!).getByText(`${T.feed.previous}: ${T.feed.period('2026-08-03', '2026-09-27', 10)}`),
    ).toBeTruthy();
    expect(
      within(first!).getByText(T.feed.test('Exact Poisson test of two counts', '= 0.0004', 0.01)),
    ).toBeTruthy();
    expect(within(first!).queryByText(T.feed.provisionalChip)).toBeNull();
    expect(within(second!).getByText(T.feed.provisionalChip)).toBeTruthy();
  });

  it('says so when no change passes its test', async () => {
    renderTrends({ [ROUTES.trends]: trendsReply(makeTrendData({ insights: [] })) });
    const feed = await screen.findByRole('region', { name: T.feed.title });
    expect(within(feed).getByText(T.feed.empty)).toBeTruthy();
  });

  it('asks for the picked substances and range on Get Trends', async () => {
    const user = userEvent.setup();
    const { asked } = renderTrends();
    await waitFor(() => expect(asked()).toHaveLength(1));
    await user.click(screen.getByRole('combobox', { name: T.substances }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toContain('Ethanol');
    expect(options.filter((name) => name === 'fentanyl')).toHaveLength(1);
    await user.click(screen.getByRole('option', { name: 'fentanyl' }));
    await user.click(screen.getByRole('combobox', { name: T.substances }));
    await user.click(screen.getByRole('option', { name: 'Ethanol' }));
    fireEvent.change(startDate(), { target: { value: '2024-01-01' } });
    fireEvent.change(endDate(), { target: { value: '2025-06-30' } });
    await user.click(getTrends());
    await waitFor(() => expect(asked()).toHaveLength(2));
    const query = asked()[1]?.query;
    expect(query?.getAll('substances')).toEqual(['fentanyl', 'Ethanol']);
    expect(query?.get('start_date')).toBe('2024-01-01');
    expect(query?.get('end_date')).toBe('2025-06-30');
  });

  it('refuses an end before the start: a helper text, no button, no request', async () => {
    const { asked } = renderTrends();
    await waitFor(() => expect(asked()).toHaveLength(1));
    fireEvent.change(startDate(), { target: { value: '2025-02-01' } });
    fireEvent.change(endDate(), { target: { value: '2025-01-01' } });
    expect(screen.getByText(T.invalidRange)).toBeTruthy();
    expect((getTrends() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.submit(getTrends().closest('form')!);
    expect(asked()).toHaveLength(1);
  });

  it(`refuses a range longer than ${TRENDS_LIMITS.years} years: a helper text, no button, no request`, async () => {
    const { asked } = renderTrends();
    await waitFor(() => expect(asked()).toHaveLength(1));
    fireEvent.change(startDate(), { target: { value: '2000-01-01' } });
    fireEvent.change(endDate(), { target: { value: '2020-01-02' } });
    expect(screen.getByText(T.rangeTooLong(TRENDS_LIMITS.years))).toBeTruthy();
    expect((getTrends() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.submit(getTrends().closest('form')!);
    expect(asked()).toHaveLength(1);
    fireEvent.change(endDate(), { target: { value: '2020-01-01' } });
    expect(screen.queryByText(T.rangeTooLong(TRENDS_LIMITS.years))).toBeNull();
    expect((getTrends() as HTMLButtonElement).disabled).toBe(false);
  });

  it('lets the dates reach today and no further', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-27T09:00:00Z') });
    const { asked } = renderTrends();
    await waitFor(() => expect(asked()).toHaveLength(1));
    expect((endDate() as HTMLInputElement).max).toBe('2026-11-27');
    expect((startDate() as HTMLInputElement).max).toBe('2026-11-27');
    expect((endDate() as HTMLInputElement).value).toBe('2026-11-27');
  });

  it('skips the request with a warning when a date is missing', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const { asked } = renderTrends();
    await waitFor(() => expect(asked()).toHaveLength(1));
    fireEvent.change(startDate(), { target: { value: '' } });
    expect((getTrends() as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('switch', { name: T.sample.show }));
    expect(warned).toHaveBeenCalledOnce();
    expect(asked()).toHaveLength(1);
    expect(screen.queryByText(T.sample.label)).toBeNull();
  });

  it('asks for sample data with the switch and labels it', async () => {
    const user = userEvent.setup();
    const { asked } = renderTrends();
    await waitFor(() => expect(asked()).toHaveLength(1));
    await user.click(screen.getByRole('switch', { name: T.sample.show }));
    expect(screen.getByText(T.sample.label)).toBeTruthy();
    await waitFor(() => expect(asked()).toHaveLength(2));
    expect(asked()[1]?.query.get('sample')).toBe('true');
    await user.click(getTrends());
    await waitFor(() => expect(asked()).toHaveLength(3));
    expect(asked()[2]?.query.get('sample')).toBe('true');
  });

  it('shows Gathering Trends... while the trends load', async () => {
    let answer: (value: unknown) => void = () => undefined;
    renderTrends({ [ROUTES.trends]: () => new Promise((resolve) => (answer = resolve)) });
    expect(await screen.findByText(T.loading)).toBeTruthy();
    answer(trendsReply());
    expect(await screen.findByRole('img', { name: T.charts.total })).toBeTruthy();
    expect(screen.queryByText(T.loading)).toBeNull();
  });

  it('says there are no trends when the range has no cases', async () => {
    renderTrends({
      [ROUTES.trends]: trendsReply(
        makeTrendData({ total_cases: [], summary: { total_cases: 0, substances: [] }, insights: [] }),
      ),
    });
    expect(await screen.findByText(ERROR_MESSAGES.trendsEmpty)).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('retries a 504 and shows the data of the fifth attempt', async () => {
    const { asked } = renderTrends({ [ROUTES.trends]: inTurn([504, 504, 504, 504, 200]) });
    expect(await screen.findByRole('img', { name: T.charts.total })).toBeTruthy();
    expect(asked()).toHaveLength(TREND_ATTEMPTS);
    expect(waited).toEqual([500, 1000, 2000, 4000]);
  });

  it('shows the error after five 504s', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { asked } = renderTrends({ [ROUTES.trends]: inTurn([504, 504, 504, 504, 504, 200]) });
    expect(await screen.findByText(ERROR_MESSAGES.trends)).toBeTruthy();
    expect(asked()).toHaveLength(TREND_ATTEMPTS);
  });

  it('stops after a 500 with the warning', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { asked } = renderTrends({ [ROUTES.trends]: inTurn([500]) });
    expect(await screen.findByText(ERROR_MESSAGES.trendsWarning)).toBeTruthy();
    expect(asked()).toHaveLength(1);
  });
});
