import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { publicDashboardSchema, SUPPRESSED_KEY, type QueryBody, type QueryResult } from '@hde/contracts/api';
import {
  ANALYTICS_TEXT,
  PUBLIC_DASHBOARD_ERRORS,
  PUBLIC_DASHBOARD_TEXT,
  SHELL_TEXT,
} from '@hde/contracts/text';
import { createMockApi, errorReply, type MockRequest, type MockRoutes } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { makePublicDashboard, PUBLIC_ROUTES, WORKSPACE_ID } from '../public-dashboard-test-fixtures';
import { PublicDashboardView } from './public-dashboard-view';

vi.mock('../../../components/charts/echart', () => ({
  EChart: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));
vi.mock('../../../components/widgets/widget-map', () => ({
  WidgetMap: ({ label }: { label: string }) => <div role="region" aria-label={label} />,
}));

/** Stat widgets count 120 (drug-induced deaths are suppressed), grouped widgets have two groups. */
function publishedAnswers({ body }: MockRequest) {
  return Object.fromEntries(
    Object.entries(body as Record<string, QueryBody>).map(([id, query]): [string, QueryResult] => {
      if (query.groupBy)
        return [
          id,
          {
            items: [
              { value: 'A', COUNT: 40 },
              { value: 'B', COUNT: 80 },
            ],
          },
        ];
      if (id === 'drug_induced') return [id, { items: [{ COUNT: null, [SUPPRESSED_KEY]: true }] }];
      return [id, { items: [{ COUNT: 120 }] }];
    }),
  );
}

function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}

function show(routes: MockRoutes, path = `/public/${WORKSPACE_ID}`) {
  const mock = createMockApi({ [PUBLIC_ROUTES.multiple]: publishedAnswers, ...routes });
  const rendered = renderWithProviders(null, {
    api: mock.api,
    path,
    routes: [
      {
        path: '/public/:id',
        element: (
          <>
            <PublicDashboardView workspaceId={WORKSPACE_ID} variant="page" />
            <Address />
          </>
        ),
      },
    ],
  });
  return { ...rendered, calls: mock.calls };
}

const multipleCalls = (calls: MockRequest[]) =>
  calls.filter((call) => `${call.method} ${call.path}` === PUBLIC_ROUTES.multiple);

describe('PublicDashboardView', () => {
  it('shows the workspace, the Live chip, Last Updated as MM/DD/YYYY and the first tab drawn', async () => {
    const dashboard = makePublicDashboard();
    const { calls } = show({ [PUBLIC_ROUTES.configuration]: dashboard });

    expect(await screen.findByRole('heading', { level: 1, name: dashboard.name })).toBeTruthy();
    expect(screen.getByText(PUBLIC_DASHBOARD_TEXT.liveChip)).toBeTruthy();
    expect(screen.getByText(`${PUBLIC_DASHBOARD_TEXT.lastUpdated}: 03/02/2026`)).toBeTruthy();
    const tabs = within(screen.getByRole('tablist', { name: PUBLIC_DASHBOARD_TEXT.tabsLabel }));
    expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Death Certification',
      'Demographics',
    ]);

    expect(await screen.findByText('120')).toBeTruthy();
    expect(screen.getByRole('img', { name: ANALYTICS_TEXT.chartLabel('Top Causes of Death') })).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(screen.getByRole('img', { name: PUBLIC_DASHBOARD_TEXT.footerLogoAlt })).toBeTruthy();

    // One call for the tab, with each widget's published query and nothing added.
    const [call, ...others] = multipleCalls(calls);
    expect(others).toEqual([]);
    const firstTab = publicDashboardSchema.parse(dashboard).tabs[0]!;
    expect(call!.body).toEqual(
      Object.fromEntries(firstTab.widgets.map((widget) => [widget.id, widget.query])),
    );
  });

  it('reads Suppressed for a suppressed count, never a number, and says why', async () => {
    show({ [PUBLIC_ROUTES.configuration]: makePublicDashboard() });
    const card = (await screen.findByRole('heading', { name: 'Drug-Induced Deaths' })).closest('section')!;
    await waitFor(() => expect(within(card).getByText(PUBLIC_DASHBOARD_TEXT.suppressed)).toBeTruthy());
    expect(within(card).getByText(PUBLIC_DASHBOARD_TEXT.suppressedLegend(10))).toBeTruthy();
    expect(within(card).queryByText(/^\d/)).toBeNull();
  });

  it('offers no filters, quick search, export or case list', async () => {
    show({ [PUBLIC_ROUTES.configuration]: makePublicDashboard() });
    await screen.findByText('120');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    for (const name of [
      ANALYTICS_TEXT.clearFilters,
      ANALYTICS_TEXT.addFilter,
      ANALYTICS_TEXT.downloadPdf,
      ANALYTICS_TEXT.exportCsv,
      ANALYTICS_TEXT.embed,
      ANALYTICS_TEXT.search,
    ]) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
  });

  it('says Snapshot Dashboard for a dashboard that is not live, and leaves out an unknown date', async () => {
    show({ [PUBLIC_ROUTES.configuration]: makePublicDashboard({ live: false, lastUpdated: null }) });
    expect(await screen.findByText(PUBLIC_DASHBOARD_TEXT.snapshotChip)).toBeTruthy();
    expect(screen.queryByText(PUBLIC_DASHBOARD_TEXT.liveChip)).toBeNull();
    expect(screen.queryByText(new RegExp(PUBLIC_DASHBOARD_TEXT.lastUpdated))).toBeNull();
  });

  it('moves between tabs with the keyboard, keeping the tab in the address and asking once per tab', async () => {
    const user = userEvent.setup();
    const { calls } = show({ [PUBLIC_ROUTES.configuration]: makePublicDashboard() });
    const first = await screen.findByRole('tab', { name: 'Death Certification' });
    await screen.findByText('120');

    act(() => first.focus());
    await user.keyboard('{ArrowRight}');
    const second = screen.getByRole('tab', { name: 'Demographics' });
    expect(document.activeElement).toBe(second);
    await user.keyboard('{Enter}');

    expect(second.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('address').textContent).toBe('?tab=demographics');
    expect(await screen.findByRole('img', { name: ANALYTICS_TEXT.chartLabel('Deaths by Sex') })).toBeTruthy();
    expect(multipleCalls(calls).map((call) => Object.keys(call.body as object))).toEqual([
      ['total_cases', 'drug_induced', 'top_causes'],
      ['sex'],
    ]);

    await user.click(first);
    await screen.findByText('120');
    expect(multipleCalls(calls)).toHaveLength(2);
  });

  it('opens the tab the address names', async () => {
    show(
      { [PUBLIC_ROUTES.configuration]: makePublicDashboard() },
      `/public/${WORKSPACE_ID}?tab=demographics`,
    );
    expect(await screen.findByRole('img', { name: ANALYTICS_TEXT.chartLabel('Deaths by Sex') })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Demographics' }).getAttribute('aria-selected')).toBe('true');
  });

  it('shows the not-public page, and nothing of the workspace, when the configuration answers 404', async () => {
    const { calls } = show({
      [PUBLIC_ROUTES.configuration]: errorReply(404, PUBLIC_DASHBOARD_ERRORS.notFound),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: PUBLIC_DASHBOARD_TEXT.notPublicTitle }),
    ).toBeTruthy();
    expect(screen.getByText(PUBLIC_DASHBOARD_TEXT.notPublicBody)).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(multipleCalls(calls)).toEqual([]);
  });

  it('closes an open page when the workspace is made private later', async () => {
    let isPublic = true;
    const { queryClient } = show({
      [PUBLIC_ROUTES.configuration]: () =>
        isPublic ? makePublicDashboard() : errorReply(404, PUBLIC_DASHBOARD_ERRORS.notFound),
    });
    await screen.findByText('120');

    isPublic = false;
    await act(() => queryClient.refetchQueries());
    expect(await screen.findByRole('heading', { name: PUBLIC_DASHBOARD_TEXT.notPublicTitle })).toBeTruthy();
    expect(screen.queryByText('120')).toBeNull();
    expect(screen.queryByRole('heading', { name: makePublicDashboard().name })).toBeNull();
  });

  it('closes an open page when a tab is answered 404', async () => {
    const user = userEvent.setup();
    show({
      [PUBLIC_ROUTES.configuration]: makePublicDashboard(),
      [PUBLIC_ROUTES.multiple]: (request: MockRequest) =>
        'sex' in (request.body as object)
          ? errorReply(404, PUBLIC_DASHBOARD_ERRORS.notFound)
          : publishedAnswers(request),
    });
    await screen.findByText('120');
    await user.click(screen.getByRole('tab', { name: 'Demographics' }));
    expect(await screen.findByRole('heading', { name: PUBLIC_DASHBOARD_TEXT.notPublicTitle })).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('says to wait when rate-limited, and loads on Try Again', async () => {
    const user = userEvent.setup();
    let limited = true;
    show({
      [PUBLIC_ROUTES.configuration]: () =>
        limited ? errorReply(429, PUBLIC_DASHBOARD_ERRORS.tooManyRequests) : makePublicDashboard(),
    });
    expect(await screen.findByText(PUBLIC_DASHBOARD_ERRORS.tooManyRequests)).toBeTruthy();

    limited = false;
    await user.click(screen.getByRole('button', { name: SHELL_TEXT.tryAgain }));
    expect(await screen.findByText('120')).toBeTruthy();
  });

  it('says loading failed for any other failure', async () => {
    show({ [PUBLIC_ROUTES.configuration]: errorReply(500) });
    expect(await screen.findByText(PUBLIC_DASHBOARD_TEXT.loadFailed)).toBeTruthy();
  });
});
