import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOX_OVERVIEW_DASHBOARD, TOX_SUBSTANCE_CHOICES_QUERY, toxOverviewQuery } from '@hde/contracts';
import type { QueryBody } from '@hde/contracts/api';
import { ANALYTICS_TEXT, ERROR_MESSAGES, TOX_TRENDS_TEXT } from '@hde/contracts/text';
import { errorReply, type MockRequest, type MockRoutes } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { createToxApi, NO_OVERVIEW, ROUTES, WS } from '../tox-cases-test-fixtures';
import { ToxOverview } from './tox-overview';

vi.mock('../../../components/charts/echart', () => ({
  EChart: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

const T = TOX_TRENDS_TEXT.overview;
const WIDGETS = TOX_OVERVIEW_DASHBOARD.tabs[0]!.widgets;

const SOME_CASES = {
  ...NO_OVERVIEW,
  tox_by_sex: {
    items: [
      { sex: 'Female', COUNT: 3 },
      { sex: 'Male', COUNT: 2 },
    ],
  },
  tox_by_race: {
    items: [
      { race: 'White', COUNT: 4 },
      { race: 'Other', COUNT: 1 },
    ],
  },
};

function renderOverview(routes: MockRoutes) {
  const { api, calls } = createToxApi({
    [ROUTES.substances]: {
      items: [
        { substance: 'fentanyl', COUNT: 4 },
        { substance: 'cocaine', COUNT: 2 },
      ],
    },
    ...routes,
  });
  renderWithProviders(<ToxOverview workspaceId={WS} />, { api });
  const overviews = () =>
    calls.filter((call: MockRequest) => call.path.endsWith('/query/multiple')).map((call) => call.body);
  return { calls, overviews };
}

const widget = (title: string) => screen.getByRole('region', { name: title });
const drawn = (title: string) =>
  within(widget(title)).findByRole('img', { name: ANALYTICS_TEXT.chartLabel(title) });
const clear = () => screen.getByRole('button', { name: T.clearFilters });

describe('ToxOverview', () => {
  it('asks for every widget of the dashboard unfiltered, and draws them', async () => {
    const { calls, overviews } = renderOverview({ [ROUTES.overview]: SOME_CASES });
    await drawn('Cases by Race');
    expect(overviews()[0]).toEqual(
      Object.fromEntries(WIDGETS.map((entry) => [entry.id, toxOverviewQuery(entry, undefined)])),
    );
    expect((overviews()[0] as Record<string, QueryBody>).tox_by_sex?.unwind).toBeUndefined();
    expect(calls.find((call) => call.path.endsWith('/query'))?.body).toEqual(TOX_SUBSTANCE_CHOICES_QUERY);
    expect(within(widget('Cases by Specimen')).getByText(ANALYTICS_TEXT.noValues)).toBeTruthy();
    expect(clear().hasAttribute('disabled')).toBe(true);
  });

  it('filters by substances (joining every widget to the entries), sex and dates, and clears them', async () => {
    const user = userEvent.setup();
    const { overviews } = renderOverview({ [ROUTES.overview]: SOME_CASES });
    await drawn('Cases by Race');

    await user.click(screen.getByRole('combobox', { name: T.substance }));
    await user.click(await screen.findByRole('option', { name: 'fentanyl' }));
    await user.click(screen.getByRole('combobox', { name: T.substance }));
    await user.click(await screen.findByRole('option', { name: 'cocaine' }));
    const substance = { field: 'substance', operator: 'in', values: ['fentanyl', 'cocaine'] };
    await waitFor(() => {
      const body = overviews().at(-1) as Record<string, QueryBody>;
      expect(body.tox_by_sex).toEqual({
        ...WIDGETS[2]!.query,
        where: { and: [substance] },
        unwind: 'toxicology',
      });
    });
    expect(screen.getByRole('button', { name: 'fentanyl' })).toBeTruthy();

    await user.click(screen.getByRole('combobox', { name: T.sex }));
    await user.click(screen.getByRole('option', { name: 'Unknown' }));
    await user.keyboard('{Escape}');
    await user.type(screen.getByLabelText(T.from), '2024-01-01');
    await waitFor(() =>
      expect((overviews().at(-1) as Record<string, QueryBody>).tox_over_time?.where).toEqual({
        and: [
          substance,
          { field: 'caseDate', operator: 'gte', values: ['2024-01-01'] },
          { field: 'sex', operator: 'in', values: ['Unknown'] },
        ],
      }),
    );

    const before = overviews().length;
    await user.click(clear());
    expect(clear().hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'fentanyl' })).toBeNull();
    expect((screen.getByLabelText(T.from) as HTMLInputElement).value).toBe('');
    // The unfiltered answer is cached: clearing asks nothing new.
    expect(overviews()).toHaveLength(before);
  });

  it('says when From is after To, and asks without those dates', async () => {
    const user = userEvent.setup();
    const { overviews } = renderOverview({ [ROUTES.overview]: SOME_CASES });
    await drawn('Cases by Race');
    await user.type(screen.getByLabelText(T.to), '2024-01-31');
    await waitFor(() =>
      expect((overviews().at(-1) as Record<string, QueryBody>).tox_by_race?.where).toEqual({
        and: [{ field: 'caseDate', operator: 'lte', values: ['2024-01-31'] }],
      }),
    );
    expect(screen.queryByText(TOX_TRENDS_TEXT.invalidRange)).toBeNull();

    const before = overviews().length;
    await user.type(screen.getByLabelText(T.from), '2024-02-01');
    expect(await screen.findByText(TOX_TRENDS_TEXT.invalidRange)).toBeTruthy();
    expect(screen.getByLabelText(T.from).getAttribute('aria-invalid')).toBe('true');
    // Unfiltered again: the first answer is cached, so nothing new is asked and the charts stay drawn.
    expect(overviews()).toHaveLength(before);
    expect(await drawn('Cases by Race')).toBeTruthy();
    expect(clear().hasAttribute('disabled')).toBe(false);
    await user.click(clear());
    expect(screen.queryByText(TOX_TRENDS_TEXT.invalidRange)).toBeNull();
  });

  it('says no data for these filters when a filter matches no case', async () => {
    const user = userEvent.setup();
    renderOverview({
      [ROUTES.overview]: (request: MockRequest) =>
        (request.body as Record<string, QueryBody>).tox_by_sex?.where ? NO_OVERVIEW : SOME_CASES,
    });
    await drawn('Cases by Race');
    await user.click(screen.getByRole('combobox', { name: T.race }));
    await user.click(screen.getByRole('option', { name: 'Indian' }));
    await user.keyboard('{Escape}');
    expect(await within(widget('Cases by Race')).findByText(ANALYTICS_TEXT.noData)).toBeTruthy();
    expect(screen.queryByText(T.empty)).toBeNull();
  });

  it('says there are no toxicology cases yet', async () => {
    renderOverview({ [ROUTES.overview]: NO_OVERVIEW });
    expect(await screen.findByText(T.empty)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Cases by Sex' })).toBeNull();
  });

  it('shows the tox data error when the overview fails', async () => {
    renderOverview({ [ROUTES.overview]: errorReply(500) });
    expect(await screen.findByText(ERROR_MESSAGES.toxDataFetch)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Cases by Sex' })).toBeNull();
  });
});
