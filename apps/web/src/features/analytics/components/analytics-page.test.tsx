import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CASE_LIST_TAB_ID, DEFAULT_CASE_DASHBOARD, MISSING_VALUE } from '@hde/contracts';
import { DASHBOARD_VERSION_POLL_MS } from '@hde/contracts/api';
import { ANALYTICS_TEXT, CASE_DETAIL_TEXT, ERROR_MESSAGES } from '@hde/contracts/text';
import { errorReply } from '../../../test/mock-api';
import { formatDateTime } from '../../../lib/dates/format-date-time';
import {
  LAST_IMPORTED,
  ROUTES,
  bodiesOf,
  callsTo,
  dashboardReady,
  multipleAnswer,
  renderAnalytics,
  totalCasesBodies,
} from '../analytics-test-fixtures';

vi.mock('../../../components/charts/echart', () => ({
  EChart: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));
vi.mock('../../case-detail/components/case-places-map', () => ({ CasePlacesMap: () => null }));
vi.mock('../../case-detail/components/bmi-view', () => ({ BmiView: () => null }));
vi.mock('../../../components/widgets/widget-map', () => ({
  WidgetMap: ({ label }: { label: string }) => <div role="region" aria-label={label} />,
}));

afterEach(() => {
  vi.useRealTimers();
});

const CASE_ROUTE = (caseId: string) => `GET /v2/app/case/ws-1/${caseId}`;
const SEARCH_ROUTE = 'GET /v2/app/case/ws-1/search';
const dashboardTabs = () => screen.getByRole('tablist', { name: ANALYTICS_TEXT.dashboardTabs });
const location = () => screen.getByRole('status', { name: 'location' }).textContent;
const totalCases = () => screen.getAllByRole('region', { name: 'Total Cases' })[0]!;

describe('AnalyticsPage', () => {
  it('shows Loading... and then the tabs of the default dashboard when the workspace has none', async () => {
    const { calls } = renderAnalytics({ defaultDashboard: true });
    expect(screen.getByText(ANALYTICS_TEXT.loading)).toBeTruthy();
    await dashboardReady();
    expect(
      within(dashboardTabs())
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(DEFAULT_CASE_DASHBOARD.tabs.map((tab) => tab.title));
    expect(within(dashboardTabs()).getByRole('tab', { selected: true }).textContent).toBe(
      'Death Certification',
    );
    expect(callsTo(calls, ROUTES.configuration)).toHaveLength(1);
    // One call for the whole tab, every widget of it named.
    const [first] = bodiesOf(calls, ROUTES.multiple);
    expect(Object.keys(first!)).toEqual(DEFAULT_CASE_DASHBOARD.tabs[0]!.widgets.map((widget) => widget.id));
    // Nothing narrows the cases: an empty chart says its field holds no values, never that filters hide data.
    expect(screen.getAllByText(ANALYTICS_TEXT.noValues).length).toBeGreaterThan(0);
    expect(screen.queryByText(ANALYTICS_TEXT.noData)).toBeNull();
    expect(screen.getByText(formatDateTime(LAST_IMPORTED)!)).toBeTruthy();
  });

  it('selects the Case List tab with tab=case_list, and writes the chosen tab to the address', async () => {
    const user = userEvent.setup();
    renderAnalytics({ defaultDashboard: true, search: `?id=analytics&tab=${CASE_LIST_TAB_ID}` });
    await screen.findByRole('tablist', { name: ANALYTICS_TEXT.dashboardTabs }, { timeout: 10_000 });
    const tabs = within(dashboardTabs()).getAllByRole('tab');
    expect(tabs.at(-1)?.getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('table', { name: 'Case List' })).toBeTruthy();

    await user.click(within(dashboardTabs()).getByRole('tab', { name: 'Demographics' }));
    expect(location()).toBe('?id=analytics&tab=demographics');
    expect(await screen.findByRole('region', { name: 'Deaths by Age Group' })).toBeTruthy();
  });

  it('uses the dashboard configuration of the workspace when it is usable', async () => {
    const own = {
      tabs: [{ id: 'mine', title: 'My Tab', widgets: [DEFAULT_CASE_DASHBOARD.tabs[0]!.widgets[0]] }],
    };
    renderAnalytics({
      defaultDashboard: true,
      routes: {
        [ROUTES.configuration]: {
          type: 'dashboard-configuration',
          body: own,
          lastUpdated: LAST_IMPORTED,
          updatedBy: null,
        },
      },
    });
    await screen.findByRole('tablist', { name: ANALYTICS_TEXT.dashboardTabs }, { timeout: 10_000 });
    expect(
      within(dashboardTabs())
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['My Tab']);
  });

  it('shows the query error when the widgets cannot be loaded, and --- without a last import', async () => {
    renderAnalytics({
      defaultDashboard: true,
      routes: {
        [ROUTES.multiple]: errorReply(500, 'boom'),
        [ROUTES.version]: { dataVersion: 0, lastImported: null },
      },
    });
    expect(await screen.findByText(ERROR_MESSAGES.workspaceQuery, {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByText(MISSING_VALUE)).toBeTruthy();
  });

  it('reloads the widgets when the data version changes, without a reload of the page', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let version = 1;
    const { calls } = renderAnalytics({
      defaultDashboard: true,
      routes: {
        [ROUTES.version]: () => ({ dataVersion: version, lastImported: LAST_IMPORTED }),
        [ROUTES.multiple]: (request: Parameters<ReturnType<typeof multipleAnswer>>[0]) =>
          multipleAnswer(version === 1 ? 42 : 57)(request),
      },
    });
    await dashboardReady();
    expect(callsTo(calls, ROUTES.multiple)).toHaveLength(1);

    // A poll with the same version changes nothing.
    await act(() => vi.advanceTimersByTimeAsync(DASHBOARD_VERSION_POLL_MS));
    expect(callsTo(calls, ROUTES.version).length).toBeGreaterThanOrEqual(2);
    expect(callsTo(calls, ROUTES.multiple)).toHaveLength(1);

    version = 2;
    await act(() => vi.advanceTimersByTimeAsync(DASHBOARD_VERSION_POLL_MS));
    expect(await within(totalCases()).findByText('57')).toBeTruthy();
    expect(callsTo(calls, ROUTES.multiple)).toHaveLength(2);
  });

  it('sends the quick search on Enter and reloads without it when cleared', async () => {
    const user = userEvent.setup();
    const { calls } = renderAnalytics({ defaultDashboard: true });
    await dashboardReady();
    const search = screen.getByRole('textbox', { name: ANALYTICS_TEXT.quickSearch });

    await user.type(search, '"gunshot wound" -suicide');
    expect(totalCasesBodies(calls)).toHaveLength(1);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(totalCasesBodies(calls)).toHaveLength(2));
    expect(totalCasesBodies(calls)[1]?.text).toBe('"gunshot wound" -suicide');

    await user.click(screen.getByRole('button', { name: ANALYTICS_TEXT.clearSearch }));
    await waitFor(() => expect(totalCasesBodies(calls)).toHaveLength(3));
    expect(totalCasesBodies(calls)[2]).not.toHaveProperty('text');
    expect((search as HTMLInputElement).value).toBe('');

    // Emptying the field and pressing Enter also searches without text.
    await user.type(search, 'opioid');
    await user.click(screen.getByRole('button', { name: ANALYTICS_TEXT.search }));
    await waitFor(() => expect(totalCasesBodies(calls)).toHaveLength(4));
    expect(totalCasesBodies(calls)[3]?.text).toBe('opioid');
    await user.clear(search);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(totalCasesBodies(calls)).toHaveLength(5));
    expect(totalCasesBodies(calls)[4]).not.toHaveProperty('text');
  });

  it('says an empty chart has no data for these filters once a quick search is set', async () => {
    const user = userEvent.setup();
    renderAnalytics({ defaultDashboard: true });
    await dashboardReady();
    await user.type(screen.getByRole('textbox', { name: ANALYTICS_TEXT.quickSearch }), 'opioid{Enter}');
    await waitFor(() => expect(screen.getAllByText(ANALYTICS_TEXT.noData).length).toBeGreaterThan(0));
    expect(screen.queryByText(ANALYTICS_TEXT.noValues)).toBeNull();
  });

  describe('a workspace without cases', () => {
    const empty = { [ROUTES.query]: { items: [{ COUNT: 0 }] }, [ROUTES.multiple]: multipleAnswer(0) };

    it('says no data is imported yet and leads an owner to the Import Wizard', async () => {
      const user = userEvent.setup();
      const { calls } = renderAnalytics({ defaultDashboard: true, routes: empty });
      expect(await screen.findByText(ANALYTICS_TEXT.noCasesYet, {}, { timeout: 10_000 })).toBeTruthy();
      expect(screen.queryByRole('tablist', { name: ANALYTICS_TEXT.dashboardTabs })).toBeNull();
      expect(screen.queryByText(ANALYTICS_TEXT.noData)).toBeNull();
      expect(callsTo(calls, ROUTES.multiple)).toHaveLength(0);
      await user.click(screen.getByRole('link', { name: ANALYTICS_TEXT.openImport }));
      expect(location()).toBe('?id=import');
    });

    it('offers no Import Wizard to a role that has none', async () => {
      renderAnalytics({ defaultDashboard: true, routes: empty, workspace: { workspaceRole: 'USER' } });
      expect(await screen.findByText(ANALYTICS_TEXT.noCasesYet, {}, { timeout: 10_000 })).toBeTruthy();
      expect(screen.queryByRole('link', { name: ANALYTICS_TEXT.openImport })).toBeNull();
      expect(screen.queryByText(ANALYTICS_TEXT.importToStart)).toBeNull();
    });
  });

  it('shows the case for caseId, and Back to Case List selects the case list', async () => {
    const user = userEvent.setup();
    renderAnalytics({
      defaultDashboard: true,
      search: '?id=analytics&caseId=C-17',
      routes: { [CASE_ROUTE('C-17')]: errorReply(404, CASE_DETAIL_TEXT.notFound) },
    });
    expect(screen.getByRole('heading', { name: ANALYTICS_TEXT.caseHeading('C-17') })).toBeTruthy();
    expect(await screen.findByText(CASE_DETAIL_TEXT.notFound)).toBeTruthy();
    expect(screen.getByRole('combobox', { name: CASE_DETAIL_TEXT.searchLabel })).toBeTruthy();
    expect(screen.queryByRole('tablist', { name: ANALYTICS_TEXT.dashboardTabs })).toBeNull();
    await user.click(screen.getByRole('button', { name: ANALYTICS_TEXT.backToCaseList }));
    expect(location()).toBe(`?id=analytics&tab=${CASE_LIST_TAB_ID}`);
    const tabs = within(
      await screen.findByRole('tablist', { name: ANALYTICS_TEXT.dashboardTabs }, { timeout: 10_000 }),
    ).getAllByRole('tab');
    expect(tabs.at(-1)?.getAttribute('aria-selected')).toBe('true');
  });

  it('opens the case chosen in the case search of the header', async () => {
    const user = userEvent.setup();
    renderAnalytics({
      routes: {
        [SEARCH_ROUTE]: { items: [{ caseId: 'C-9', firstName: 'Ann', lastName: 'Lee', deathDate: null }] },
        [CASE_ROUTE('C-9')]: errorReply(404, CASE_DETAIL_TEXT.notFound),
      },
    });
    await dashboardReady();
    await user.type(screen.getByRole('combobox', { name: CASE_DETAIL_TEXT.searchLabel }), 'lee');
    await user.click(await screen.findByRole('option', { name: 'C-9 — Lee, Ann' }, { timeout: 3000 }));
    expect(location()).toBe('?id=analytics&caseId=C-9');
    expect(screen.getByRole('heading', { name: ANALYTICS_TEXT.caseHeading('C-9') })).toBeTruthy();
  });
});
