import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { MISSING_VALUE } from '@hde/contracts';
import type { QueryBody } from '@hde/contracts/api';
import {
  PUBLIC_DASHBOARD_ERRORS,
  PUBLIC_DASHBOARD_TEXT,
  WIDGET_REMOVAL_REASON_LABELS,
} from '@hde/contracts/text';
import { createMockApi, errorReply, type MockRequest, type MockRoutes } from '../../../../test/mock-api';
import { makeWorkspace } from '../../../../test/module-fixtures';
import { renderWithProviders } from '../../../../test/render-with-providers';
import {
  makeDisclosureReport,
  makePublicDashboard,
  PUBLIC_ROUTES,
  WORKSPACE_ID,
} from '../../../public-dashboard/public-dashboard-test-fixtures';
import { PublicTab } from './public-tab';

vi.mock('../../../../components/charts/echart', () => ({
  EChart: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

const REPORT = PUBLIC_DASHBOARD_TEXT.report;

const answers = ({ body }: MockRequest) =>
  Object.fromEntries(
    Object.entries(body as Record<string, QueryBody>).map(([id, query]) => [
      id,
      { items: query.groupBy ? [] : [{ COUNT: 120 }] },
    ]),
  );

function show(routes: MockRoutes, publicDashboardSyncing = false) {
  const mock = createMockApi({
    [PUBLIC_ROUTES.configuration]: makePublicDashboard(),
    [PUBLIC_ROUTES.multiple]: answers,
    [PUBLIC_ROUTES.report]: makeDisclosureReport(),
    ...routes,
  });
  renderWithProviders(
    <PublicTab workspace={makeWorkspace(WORKSPACE_ID, { public: true, publicDashboardSyncing })} />,
    { api: mock.api },
  );
  return mock.calls;
}

describe('PublicTab', () => {
  it('says the public dashboard is being prepared, and asks for nothing, while it is', () => {
    const calls = show({}, true);
    expect(screen.getByText(PUBLIC_DASHBOARD_TEXT.preparing)).toBeTruthy();
    expect(screen.queryByRole('link', { name: PUBLIC_DASHBOARD_TEXT.openPublicPage })).toBeNull();
    expect(screen.queryByRole('heading', { name: REPORT.title })).toBeNull();
    expect(calls).toEqual([]);
  });

  it('shows what the public sees, from the public calls, and links to the public page', async () => {
    const calls = show({});
    const preview = (await screen.findByRole('heading', { name: PUBLIC_DASHBOARD_TEXT.viewAsPublicTitle }))
      .parentElement!;
    expect(await within(preview).findByRole('heading', { name: makePublicDashboard().name })).toBeTruthy();
    expect(within(preview).getByText(PUBLIC_DASHBOARD_TEXT.liveChip)).toBeTruthy();
    expect((await within(preview).findAllByText('120')).length).toBe(2);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(
      expect.arrayContaining([PUBLIC_ROUTES.configuration, PUBLIC_ROUTES.multiple]),
    );

    const link = screen.getByRole('link', { name: PUBLIC_DASHBOARD_TEXT.openPublicPage });
    expect(link.getAttribute('href')).toBe(`${window.location.origin}/public/${WORKSPACE_ID}`);
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('lists each widget in the Privacy Report with what disclosure control withheld', async () => {
    show({});
    const table = await screen.findByRole('table', { name: REPORT.title });
    expect(screen.getByText(REPORT.intro(10))).toBeTruthy();
    const [header, published, removed] = within(table).getAllByRole('row');
    expect(
      within(header!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      REPORT.columns.tab,
      REPORT.columns.widget,
      REPORT.columns.status,
      REPORT.columns.shown,
      REPORT.columns.primary,
      REPORT.columns.complementary,
      REPORT.columns.termsHidden,
    ]);
    expect(
      within(published!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Death Certification', 'Top Causes of Death', REPORT.published, '12', '3', '1', '4']);
    expect(
      within(removed!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Case List',
      'Cases',
      REPORT.removed(WIDGET_REMOVAL_REASON_LABELS.caseList),
      MISSING_VALUE,
      MISSING_VALUE,
      MISSING_VALUE,
      MISSING_VALUE,
    ]);
  });

  it('says when no report is published yet', async () => {
    show({ [PUBLIC_ROUTES.report]: errorReply(404, PUBLIC_DASHBOARD_ERRORS.reportNotReady) });
    expect(await screen.findByText(PUBLIC_DASHBOARD_ERRORS.reportNotReady)).toBeTruthy();
  });

  it('says the report failed to load for any other failure', async () => {
    show({ [PUBLIC_ROUTES.report]: errorReply(500) });
    expect(await screen.findByText(REPORT.loadFailed)).toBeTruthy();
  });
});
