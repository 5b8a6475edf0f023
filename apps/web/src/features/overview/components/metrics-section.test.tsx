import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MISSING_VALUE } from '@hde/contracts';
import { ERROR_MESSAGES, OVERVIEW_TEXT } from '@hde/contracts/text';
import { errorReply } from '../../../test/mock-api';
import { ROUTES, callsTo, metricCard, metricsAnswer, renderOverview } from '../overview-test-fixtures';

vi.mock('../../../components/charts/echart', () => ({
  EChart: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

const T = OVERVIEW_TEXT;
const metricCardOf = (kind: keyof typeof T.metricTitles) =>
  screen.findByRole('region', { name: T.metricTitles[kind] });
const yearSelect = () => screen.getByRole('combobox', { name: new RegExp(T.viewMetricsFor) });

describe('metrics', () => {
  it('starts on the server year, and asks for another year when picked', async () => {
    const user = userEvent.setup();
    const { calls } = renderOverview();
    const exam = await metricCardOf('exam');
    expect(within(exam).getByText('95.0%')).toBeTruthy();
    expect(within(exam).getByText(T.period(2025))).toBeTruthy();
    expect(yearSelect().textContent).toBe('2025');
    expect(callsTo(calls, ROUTES.metrics).map((call) => call.query.get('year'))).toEqual([null]);

    await user.click(yearSelect());
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '2025',
      '2024',
      '2023',
    ]);
    await user.click(screen.getByRole('option', { name: '2023' }));
    await waitFor(() => expect(within(exam).getByText('93.0%')).toBeTruthy());
    expect(within(exam).getByText(T.period(2023))).toBeTruthy();
    expect(yearSelect().textContent).toBe('2023');
    expect(callsTo(calls, ROUTES.metrics).map((call) => call.query.get('year'))).toEqual([null, '2023']);
  });

  it('shows each card with its target, its tally and a status chip', async () => {
    renderOverview();
    const exam = await metricCardOf('exam');
    expect(within(exam).getByText(T.target(90))).toBeTruthy();
    expect(within(exam).getByText(T.onTimeOf(190, 200))).toBeTruthy();
    expect(within(exam).getByText(T.metricStatus.onTrack)).toBeTruthy();
    expect(within(await metricCardOf('report')).getByText(T.metricStatus.nearTarget)).toBeTruthy();
    expect(within(await metricCardOf('deathCertificate')).getByText(T.metricStatus.offTrack)).toBeTruthy();
  });

  it('shows N/A without cases', async () => {
    renderOverview({
      routes: {
        [ROUTES.metrics]: {
          year: null,
          years: [],
          cards: [metricCard('exam', null), metricCard('report', null), metricCard('deathCertificate', null)],
        },
      },
    });
    const exam = await metricCardOf('exam');
    expect(within(exam).getByText(T.metricStatus.notAvailable)).toBeTruthy();
    expect(within(exam).getByText(MISSING_VALUE)).toBeTruthy();
    expect(within(exam).getByText(T.noYears)).toBeTruthy();
    expect(yearSelect().getAttribute('aria-disabled')).toBe('true');
  });

  it('says so when the metrics cannot be fetched', async () => {
    renderOverview({ routes: { [ROUTES.metrics]: errorReply(500) } });
    const section = screen.getByRole('region', { name: T.metricsTitle });
    expect(await within(section).findByText(ERROR_MESSAGES.workspaceQuery)).toBeTruthy();
  });

  it('opens the metric analytics on Selected Year, and switches to Yearly Trends', async () => {
    const user = userEvent.setup();
    renderOverview();
    const report = await metricCardOf('report');
    await user.click(within(report).getByRole('button', { name: T.viewMetricAnalytics }));
    const dialog = await screen.findByRole('dialog', { name: new RegExp(T.metricTitles.report) });
    expect(within(dialog).getByRole('tab', { name: T.selectedYear }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(within(dialog).getByRole('img', { name: T.byPathologist })).toBeTruthy();

    await user.click(within(dialog).getByRole('tab', { name: T.yearlyTrends }));
    expect(within(dialog).getByRole('tabpanel', { name: T.yearlyTrends })).toBeTruthy();
    expect(within(dialog).getByRole('img', { name: T.percentByYear })).toBeTruthy();
    expect(within(dialog).getByRole('img', { name: T.countsByYear })).toBeTruthy();
    expect(within(dialog).queryByRole('img', { name: T.byPathologist })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: T.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says there is no data instead of drawing empty charts', async () => {
    const user = userEvent.setup();
    renderOverview({
      routes: {
        [ROUTES.metrics]: (request: Parameters<typeof metricsAnswer>[0]) => {
          const answer = metricsAnswer(request);
          return { ...answer, cards: [metricCard('exam', null), ...answer.cards.slice(1)] };
        },
      },
    });
    await user.click(within(await metricCardOf('exam')).getByRole('button', { name: T.viewMetricAnalytics }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(T.noMetricData)).toBeTruthy();
    await user.click(within(dialog).getByRole('tab', { name: T.yearlyTrends }));
    expect(within(dialog).getAllByText(T.noTrendData)).toHaveLength(1);
    expect(within(dialog).queryByRole('img')).toBeNull();
  });
});
