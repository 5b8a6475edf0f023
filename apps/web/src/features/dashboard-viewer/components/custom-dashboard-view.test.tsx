import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  REPORT_TEXT,
  dashboardWidgetBody,
  type Dashboard,
  type DashboardDefinition,
} from '@hde/contracts/api';
import {
  ANALYTICS_TEXT,
  CONFIRM_BUTTON_TEXT,
  DASHBOARD_TEXT,
  SHELL_TEXT,
  reportFileName,
} from '@hde/contracts/text';
import { errorReply, reply, type MockRoutes } from '../../../test/mock-api';
import { recordSavedDownloads } from '../../../test/saved-downloads';
import {
  callsTo,
  DASHBOARD_ID,
  makeDefinition,
  renderViewer,
  VIEWER_ROUTES,
} from '../dashboard-viewer-test-fixtures';
import { CustomDashboardView } from './custom-dashboard-view';

vi.mock('../../../components/charts/echart', () => ({
  EChart: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));
vi.mock('../../../components/widgets/widget-map', () => ({
  WidgetMap: ({ label }: { label: string }) => <div role="region" aria-label={label} />,
}));

type User = ReturnType<typeof userEvent.setup>;
const downloads = recordSavedDownloads();

function recordOf({ config, info }: DashboardDefinition): Dashboard {
  return {
    id: info.id,
    workspaceId: info.workspaceId,
    name: info.name,
    description: info.description,
    type: info.type,
    live: info.live,
    mode: info.mode,
    emails: ['viewer@example.org'],
    rawFilters: info.rawFilters,
    text: info.text,
    config,
    createdBy: 'user-1',
    lastUpdated: info.lastUpdated,
    snapshotAt: info.snapshotAt,
  };
}

function showApp(definition: DashboardDefinition, routes: MockRoutes = {}) {
  return renderViewer(<CustomDashboardView dashboardId={DASHBOARD_ID} />, {
    app: { [VIEWER_ROUTES.appDefinition]: definition, ...routes },
  });
}

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);
const savedChips = () =>
  within(screen.getByRole('list', { name: ANALYTICS_TEXT.filters }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

async function removeTheFilter(user: User) {
  const chip = within(screen.getByRole('list', { name: ANALYTICS_TEXT.filters })).getByRole('button');
  await user.click(within(chip).getByTestId('CancelIcon'));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: CONFIRM_BUTTON_TEXT.confirm }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(screen.getByText(ANALYTICS_TEXT.noFilters)).toBeTruthy();
}

describe('CustomDashboardView', () => {
  it('shows the badge and the tabs but never the Case List, each widget asked with its own body', async () => {
    const definition = makeDefinition({ type: 'SNAPSHOT', live: false, text: 'knife' });
    const { appCalls } = showApp(definition);

    expect(await screen.findByText(DASHBOARD_TEXT.badge.SNAPSHOT)).toBeTruthy();
    expect(tabNames()).toEqual(['Death Certification', 'Demographics']);
    expect((await screen.findAllByText('120')).length).toBeGreaterThan(0);
    const [call] = callsTo(appCalls, VIEWER_ROUTES.appMultiple);
    const [tab] = definition.config.tabs;
    expect(call?.body).toEqual(
      Object.fromEntries(
        tab!.widgets.map((widget) => [widget.id, dashboardWidgetBody(widget, definition.info)]),
      ),
    );
  });

  it('leaves the badge to a host that shows it beside the name', async () => {
    renderViewer(<CustomDashboardView dashboardId={DASHBOARD_ID} showBadge={false} />, {
      app: { [VIEWER_ROUTES.appDefinition]: makeDefinition() },
    });
    expect(await screen.findByText(makeDefinition().info.description)).toBeTruthy();
    expect(screen.queryByText(DASHBOARD_TEXT.badge.LIVE)).toBeNull();
  });

  it('draws a published aggregate withheld by disclosure control as suppressed, on the public base', async () => {
    const { anonymousCalls, appCalls } = renderViewer(
      <CustomDashboardView dashboardId={DASHBOARD_ID} base="public" viewerToken="viewer-token" />,
      {
        anonymous: {
          [VIEWER_ROUTES.publicDefinition]: makeDefinition({ mode: 'PASSWORD', exact: false, threshold: 10 }),
        },
      },
    );
    const drugInduced = await screen.findByRole('region', { name: 'Drug-Induced Deaths' });
    expect(await within(drugInduced).findByText(ANALYTICS_TEXT.suppressed)).toBeTruthy();
    expect(appCalls).toEqual([]);
    expect(anonymousCalls.map((call) => call.headers.get('x-dashboard-token'))).toEqual([
      'viewer-token',
      'viewer-token',
    ]);
  });

  it('shows a viewer who did not create it the saved filters as chips nobody can remove', async () => {
    showApp(makeDefinition({ text: 'knife' }));
    await screen.findByText(DASHBOARD_TEXT.badge.LIVE);
    expect(savedChips()).toEqual(['Manner of Death is one of Homicide', 'Quick search: knife']);
    expect(screen.queryByRole('button', { name: DASHBOARD_TEXT.save })).toBeNull();
    expect(screen.queryByRole('button', { name: ANALYTICS_TEXT.addFilter })).toBeNull();
  });

  it('gives the creator the filter bar with Save and Cancel; Cancel reverts with the notice', async () => {
    const user = userEvent.setup();
    const { appCalls } = showApp(makeDefinition({ isCreator: true }));
    await screen.findByRole('button', { name: ANALYTICS_TEXT.addFilter });
    const save = screen.getByRole('button', { name: DASHBOARD_TEXT.save });
    expect(save).toHaveProperty('disabled', true);

    await removeTheFilter(user);
    await waitFor(() => expect(callsTo(appCalls, VIEWER_ROUTES.appMultiple)).toHaveLength(2));
    expect(callsTo(appCalls, VIEWER_ROUTES.appMultiple)[1]?.body).not.toHaveProperty('total_cases.where');

    await user.click(screen.getByRole('button', { name: DASHBOARD_TEXT.cancel }));
    expect(await screen.findByText(DASHBOARD_TEXT.revertingFilters)).toBeTruthy();
    expect(screen.getByText('Manner of Death is one of Homicide')).toBeTruthy();
  });

  it('refuses to save the creator’s filters with none set, without a call', async () => {
    const user = userEvent.setup();
    const { appCalls } = showApp(makeDefinition({ isCreator: true }));
    await screen.findByRole('button', { name: ANALYTICS_TEXT.addFilter });
    await removeTheFilter(user);
    await user.click(screen.getByRole('button', { name: DASHBOARD_TEXT.save }));
    expect(await screen.findByText(DASHBOARD_TEXT.atLeastOneFilter)).toBeTruthy();
    expect(appCalls.filter((call) => call.method === 'PUT' || call.path.includes('/workspaces/'))).toEqual(
      [],
    );
  });

  it('saves the creator’s quick search with the record’s other fields unchanged, then asks again', async () => {
    const user = userEvent.setup();
    const definition = makeDefinition({ isCreator: true });
    let saved = definition;
    const { appCalls } = showApp(definition, {
      [VIEWER_ROUTES.appDefinition]: () => saved,
      [VIEWER_ROUTES.details]: recordOf(definition),
      [VIEWER_ROUTES.update]: () => {
        saved = makeDefinition({ isCreator: true, text: 'knife', lastUpdated: '2026-03-03T09:00:00.000Z' });
        return reply(200, recordOf(saved));
      },
    });
    const search = await screen.findByRole('textbox', { name: ANALYTICS_TEXT.quickSearch });
    await user.type(search, 'knife{Enter}');
    await user.click(screen.getByRole('button', { name: DASHBOARD_TEXT.save }));

    expect(await screen.findByText(DASHBOARD_TEXT.success.updated)).toBeTruthy();
    expect(callsTo(appCalls, VIEWER_ROUTES.update)[0]?.body).toEqual({
      name: definition.info.name,
      description: definition.info.description,
      type: 'LIVE',
      mode: 'PRIVATE',
      emails: ['viewer@example.org'],
      rawFilters: definition.info.rawFilters,
      text: 'knife',
    });
    await waitFor(() => expect(callsTo(appCalls, VIEWER_ROUTES.appDefinition)).toHaveLength(2));
    expect(screen.getByRole('button', { name: DASHBOARD_TEXT.save })).toHaveProperty('disabled', true);
  });

  it('says why a save failed', async () => {
    const user = userEvent.setup();
    const definition = makeDefinition({ isCreator: true });
    showApp(definition, {
      [VIEWER_ROUTES.details]: recordOf(definition),
      [VIEWER_ROUTES.update]: errorReply(400, 'Bad filters'),
    });
    await user.type(await screen.findByRole('textbox', { name: ANALYTICS_TEXT.quickSearch }), 'knife{Enter}');
    await user.click(screen.getByRole('button', { name: DASHBOARD_TEXT.save }));
    expect(await screen.findByText(DASHBOARD_TEXT.errors.update('Bad filters'))).toBeTruthy();
  });

  it('keeps the filter edit from the creator on the public base', async () => {
    renderViewer(<CustomDashboardView dashboardId={DASHBOARD_ID} base="public" />, {
      anonymous: {
        [VIEWER_ROUTES.publicDefinition]: makeDefinition({ isCreator: true, exact: false, threshold: 10 }),
      },
    });
    await screen.findByText(DASHBOARD_TEXT.badge.LIVE);
    expect(screen.queryByRole('button', { name: DASHBOARD_TEXT.save })).toBeNull();
    expect(savedChips()).toEqual(['Manner of Death is one of Homicide']);
  });

  it('says access is not granted when the definition is refused, and offers a retry otherwise', async () => {
    const refused = showApp(makeDefinition(), { [VIEWER_ROUTES.appDefinition]: errorReply(404) });
    expect(await screen.findByText(DASHBOARD_TEXT.accessNotGranted)).toBeTruthy();
    refused.unmount();
    showApp(makeDefinition(), { [VIEWER_ROUTES.appDefinition]: errorReply(500) });
    expect(await screen.findByRole('button', { name: SHELL_TEXT.tryAgain })).toBeTruthy();
  });

  it('uses answers of the tab shown only', async () => {
    const user = userEvent.setup();
    const { appCalls } = showApp(makeDefinition());
    await user.click(await screen.findByRole('tab', { name: 'Demographics' }));
    await waitFor(() => expect(callsTo(appCalls, VIEWER_ROUTES.appMultiple)).toHaveLength(2));
    expect(Object.keys(callsTo(appCalls, VIEWER_ROUTES.appMultiple)[1]?.body as object)).toEqual(['sex']);
  });
});

const REPORT = `POST /v2/app/query/dashboard/${DASHBOARD_ID}/report`;
const show = (isCreator: boolean, report: unknown = '%PDF-1.7') =>
  renderViewer(<CustomDashboardView dashboardId={DASHBOARD_ID} />, {
    app: { [VIEWER_ROUTES.appDefinition]: makeDefinition({ isCreator }), [REPORT]: () => report },
  });

describe('Download Analytics as PDF of a custom dashboard', () => {
  it('gives the creator the report of the shown tab or every tab, with the unsaved quick search', async () => {
    const user = userEvent.setup();
    const { appCalls } = show(true);
    const search = await screen.findByRole('textbox', { name: ANALYTICS_TEXT.quickSearch });
    await user.type(search, 'knife{Enter}');
    await user.click(screen.getByRole('tab', { name: 'Demographics' }));
    await user.click(screen.getByRole('button', { name: ANALYTICS_TEXT.downloadPdf }));
    await user.click(screen.getByRole('menuitem', { name: REPORT_TEXT.scopes.all }));

    await waitFor(() => expect(downloads.names).toEqual([reportFileName('case', DASHBOARD_ID)]));
    const { rawFilters } = makeDefinition().info;
    expect(callsTo(appCalls, REPORT).map((call) => call.body)).toEqual([
      { tab: 'demographics', scope: 'all', rawFilters, text: 'knife' },
    ]);
    expect(screen.getByRole('button', { name: DASHBOARD_TEXT.save })).toHaveProperty('disabled', false);
  });

  it('saves nothing when the report fails, and offers it again', async () => {
    const user = userEvent.setup();
    const { appCalls } = show(true, errorReply(500, 'Failed'));
    await user.click(await screen.findByRole('button', { name: ANALYTICS_TEXT.downloadPdf }));
    await user.click(screen.getByRole('menuitem', { name: REPORT_TEXT.scopes.tab }));
    await waitFor(() => expect(callsTo(appCalls, REPORT)).toHaveLength(1));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: ANALYTICS_TEXT.downloadPdf })).toHaveProperty(
        'disabled',
        false,
      ),
    );
    expect(downloads.names).toEqual([]);
  });

  it('is not offered to a viewer who did not create the dashboard', async () => {
    show(false);
    await screen.findByText(DASHBOARD_TEXT.badge.LIVE);
    expect(screen.queryByRole('button', { name: ANALYTICS_TEXT.downloadPdf })).toBeNull();
  });
});
