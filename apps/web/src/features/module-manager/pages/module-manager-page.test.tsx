import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MDI_DEMO_WORKSPACE_ID, POST_SIGN_UP_WAIT_MS, TOX_WORKSPACE_ID } from '@hde/contracts';
import type { UserModule } from '@hde/contracts/api';
import {
  ERROR_MESSAGES,
  MODULE_MANAGER_PAGE_TEXT,
  MODULE_MANAGER_TEXT,
  SUCCESS_MESSAGES,
  SUPPORT_TEXT,
  VALIDATION_MESSAGES,
} from '@hde/contracts/text';
import { useLocation } from 'react-router';
import { makeUser, testClientConfig } from '../../../test/fixtures';
import { createMockApi, errorReply, reply, type MockRoutes } from '../../../test/mock-api';
import { makeModule, makeWorkspace } from '../../../test/module-fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ModuleManagerPage } from './module-manager-page';

const { tabs, empty, buttons } = MODULE_MANAGER_TEXT;

function Location() {
  return <p>opened {useLocation().pathname}</p>;
}
const MDI = 'Medicolegal Death Investigation (MDI)';
const TOX = 'Smart Toxicology';

const modulesReply = (items: UserModule[]) => ({ items, total: items.length });

function renderPage(routes: MockRoutes, user = makeUser({}, true)) {
  const mock = createMockApi(routes);
  const result = renderWithProviders(null, {
    api: mock.api,
    user,
    path: '/module-manager',
    routes: [
      { path: '/module-manager', element: <ModuleManagerPage /> },
      { path: '/:moduleId/workspace/:id', element: <Location /> },
      { path: '/:moduleId/workspace', element: <Location /> },
    ],
  });
  return { ...result, ...mock };
}

const tab = (name: string) => screen.getByRole('tab', { name });
const panel = () => screen.getByRole('tabpanel');

describe('ModuleManagerPage', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the banner and the four tabs with their counts', async () => {
    renderPage({
      'GET /v2/module-manager/modules': modulesReply([
        makeModule('mdi', 'TRIAL_ACTIVE_SUBSCRIPTION'),
        makeModule('tox', 'TRIAL_ENDED_SUBSCRIPTION'),
        makeModule('lims', 'TRIAL_AVAILABLE'),
      ]),
    });
    expect(screen.getByRole('heading', { level: 1, name: MODULE_MANAGER_TEXT.bannerTitle })).toBeTruthy();
    expect(screen.getByText(MODULE_MANAGER_TEXT.bannerBody)).toBeTruthy();
    await screen.findByRole('tablist');
    expect(screen.getAllByRole('tab').map((element) => element.textContent)).toEqual([
      tabs.active(1),
      tabs.available(0),
      tabs.expired(1),
      tabs.inDevelopment,
    ]);
    expect(tab(tabs.active(1)).getAttribute('aria-selected')).toBe('true');
    expect(within(panel()).getByRole('article', { name: MDI })).toBeTruthy();
  });

  it('puts each module in its tab and shows the empty messages', async () => {
    const user = userEvent.setup();
    renderPage({
      'GET /v2/module-manager/modules': modulesReply([
        makeModule('mdi', 'TRIAL_AVAILABLE'),
        makeModule('lims', 'TRIAL_AVAILABLE'),
      ]),
    });
    await screen.findByRole('tablist');
    expect(tab(tabs.available(1)).getAttribute('aria-selected')).toBe('true');
    expect(
      within(panel())
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-labelledby')),
    ).toHaveLength(1);
    expect(within(panel()).getByRole('article', { name: MDI })).toBeTruthy();

    await user.click(tab(tabs.active(0)));
    expect(within(panel()).getByText(empty.active)).toBeTruthy();

    await user.click(tab(tabs.expired(0)));
    expect(within(panel()).getByText(empty.expired)).toBeTruthy();

    await user.click(tab(tabs.inDevelopment));
    expect(within(panel()).getByRole('article', { name: 'Forensic LIMS Intelligence' })).toBeTruthy();
  });

  it('opens a user without active modules on Available, where Explore Demo is one click away', async () => {
    renderPage({ 'GET /v2/module-manager/modules': modulesReply([makeModule('mdi', 'TRIAL_AVAILABLE')]) });
    const card = await within(await screen.findByRole('tabpanel')).findByRole('article', { name: MDI });
    const explore = within(card).getByRole('link', { name: buttons.exploreDemo });
    expect(explore.getAttribute('href')).toBe(`/mdi/workspace/${MDI_DEMO_WORKSPACE_ID}`);
  });

  it('opens on Active once a module is active', async () => {
    renderPage({
      'GET /v2/module-manager/modules': modulesReply([makeModule('mdi', 'TRIAL_ACTIVE_SUBSCRIPTION')]),
    });
    await screen.findByRole('tablist');
    expect(tab(tabs.active(1)).getAttribute('aria-selected')).toBe('true');
  });

  it('says when no module is available', async () => {
    const user = userEvent.setup();
    renderPage({ 'GET /v2/module-manager/modules': modulesReply([]) });
    await user.click(await screen.findByRole('tab', { name: tabs.available(0) }));
    expect(within(panel()).getByText(empty.available)).toBeTruthy();
  });

  it('shows the modules error as a notice', async () => {
    renderPage({ 'GET /v2/module-manager/modules': errorReply(500) });
    expect((await screen.findAllByText(ERROR_MESSAGES.modules)).length).toBeGreaterThan(0);
    expect(
      screen.getAllByRole('alert').some((alert) => alert.textContent?.includes(ERROR_MESSAGES.modules)),
    ).toBe(true);
  });

  it('starts the MDI trial: sign-up, notice, 300 ms wait, fresh modules and list, first workspace', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let signedUp = false;
    const { calls } = renderPage({
      'GET /v2/module-manager/modules': () =>
        modulesReply([makeModule('mdi', signedUp ? 'TRIAL_ACTIVE_SUBSCRIPTION' : 'TRIAL_AVAILABLE')]),
      'POST /v2/app/user/sign-up': () => {
        signedUp = true;
        return makeUser();
      },
      'GET /v2/app/workspace/list': { items: [makeWorkspace('new-ws')], total: 1, pageSize: 1000 },
    });
    await act(() => vi.advanceTimersByTimeAsync(50));
    await act(() => vi.advanceTimersByTimeAsync(50));
    fireEvent.click(tab(tabs.available(1)));
    fireEvent.click(within(panel()).getByRole('button', { name: buttons.startFreeTrial }));
    await act(() => vi.advanceTimersByTimeAsync(50));

    expect(screen.getByText(SUCCESS_MESSAGES.trialActivated)).toBeTruthy();
    const path = (call: { method: string; path: string }) => `${call.method} ${call.path}`;
    expect(calls.map(path)).toEqual(['GET /v2/module-manager/modules', 'POST /v2/app/user/sign-up']);

    await act(() => vi.advanceTimersByTimeAsync(POST_SIGN_UP_WAIT_MS - 100));
    expect(calls).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(100));
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(calls.map(path).slice(2).sort()).toEqual([
      'GET /v2/app/workspace/list',
      'GET /v2/module-manager/modules',
    ]);
    const list = calls.find((call) => call.path === '/v2/app/workspace/list');
    expect(Object.fromEntries(list!.query)).toEqual({
      skip: '0',
      limit: '1000',
      sort: 'createdAt',
      direction: 'DESC',
    });
    expect(screen.getByText('opened /mdi/workspace/new-ws')).toBeTruthy();
  });

  it('starts the tox trial with the tox sign-up and opens the fixed workspace', async () => {
    const user = userEvent.setup();
    const { calls } = renderPage({
      'GET /v2/module-manager/modules': modulesReply([makeModule('tox', 'TRIAL_AVAILABLE')]),
      'POST /v2/tox/user/sign-up': () => makeUser({}, true),
      'GET /v2/tox/workspace/list': {
        items: [makeWorkspace(TOX_WORKSPACE_ID, { moduleId: 'tox' })],
        total: 1,
        pageSize: 1000,
      },
    });
    await user.click(await screen.findByRole('tab', { name: tabs.available(1) }));
    await user.click(within(panel()).getByRole('button', { name: buttons.startFreeTrial }));
    expect(await screen.findByText(`opened /tox/workspace/${TOX_WORKSPACE_ID}`)).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST' && call.path === '/v2/tox/user/sign-up')).toBe(true);
  });

  it('uses the generic subscribe for other modules and shows the subscribe error', async () => {
    const user = userEvent.setup();
    const { calls } = renderPage({
      'GET /v2/module-manager/modules': modulesReply([
        makeModule('lims', 'TRIAL_AVAILABLE', { inDevelopment: false }),
      ]),
      'POST /v2/module-manager/modules/lims/subscribe': errorReply(409),
    });
    await user.click(await screen.findByRole('tab', { name: tabs.available(1) }));
    await user.click(within(panel()).getByRole('button', { name: buttons.startFreeTrial }));
    expect(await screen.findByText(ERROR_MESSAGES.subscribe)).toBeTruthy();
    expect(calls.map((call) => call.path)).toContain('/v2/module-manager/modules/lims/subscribe');
  });

  it('shows the sign-up error when the MDI sign-up fails', async () => {
    const user = userEvent.setup();
    renderPage({
      'GET /v2/module-manager/modules': modulesReply([makeModule('mdi', 'TRIAL_AVAILABLE')]),
      'POST /v2/app/user/sign-up': errorReply(500),
    });
    await user.click(await screen.findByRole('tab', { name: tabs.available(1) }));
    await user.click(within(panel()).getByRole('button', { name: buttons.startFreeTrial }));
    expect(await screen.findByText(ERROR_MESSAGES.signUp)).toBeTruthy();
  });

  it('validates the upgrade form and posts it', async () => {
    const user = userEvent.setup();
    const { calls } = renderPage(
      {
        'GET /v2/module-manager/modules': modulesReply([makeModule('mdi', 'TRIAL_ACTIVE_SUBSCRIPTION')]),
        'POST /v2/module-manager/upgrade': reply(204),
      },
      makeUser({ firstName: null, lastName: null, phoneNumber: null, company: null, userId: 'x' }),
    );
    await user.click(await screen.findByRole('button', { name: buttons.subscribe }));
    const dialog = screen.getByRole('dialog', { name: MODULE_MANAGER_TEXT.upgradeDialog.title });
    await user.click(within(dialog).getByRole('button', { name: MODULE_MANAGER_TEXT.upgradeDialog.contact }));
    for (const message of [
      VALIDATION_MESSAGES.firstNameRequired,
      VALIDATION_MESSAGES.lastNameRequired,
      ERROR_MESSAGES.invalidEmail,
      MODULE_MANAGER_PAGE_TEXT.upgradeErrors.phoneNumber,
    ]) {
      expect(within(dialog).getByText(message)).toBeTruthy();
    }
    const email = within(dialog).getByRole('textbox', { name: MODULE_MANAGER_TEXT.upgradeDialog.email });
    await user.clear(email);
    await user.click(within(dialog).getByRole('button', { name: MODULE_MANAGER_TEXT.upgradeDialog.contact }));
    expect(within(dialog).getByText(MODULE_MANAGER_PAGE_TEXT.upgradeErrors.email)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    const field = (name: string) => within(dialog).getByRole('textbox', { name });
    await user.type(field(MODULE_MANAGER_TEXT.upgradeDialog.firstName), 'Ada');
    expect(within(dialog).queryByText(VALIDATION_MESSAGES.firstNameRequired)).toBeNull();
    await user.type(field(MODULE_MANAGER_TEXT.upgradeDialog.lastName), 'Lovelace');
    await user.type(email, 'ada@example.org');
    await user.type(field(MODULE_MANAGER_TEXT.upgradeDialog.phoneNumber), '2055550134');
    await user.type(field(MODULE_MANAGER_TEXT.upgradeDialog.comment), 'Two offices');
    await user.click(within(dialog).getByRole('button', { name: MODULE_MANAGER_TEXT.upgradeDialog.contact }));

    expect(await screen.findByText(MODULE_MANAGER_TEXT.upgradeDialog.sent)).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/v2/module-manager/upgrade',
      body: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.org',
        phoneNumber: '205-555-0134',
        organization: '',
        comment: 'Two offices',
        moduleId: 'mdi',
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('cancels through the cancel dialog: Keep My Account closes, Contact Us to Cancel opens support', async () => {
    const user = userEvent.setup();
    const { calls } = renderPage({
      'GET /v2/module-manager/modules': modulesReply([makeModule('mdi', 'ACTIVE_SUBSCRIPTION')]),
      'POST /v2/app/support': reply(204),
    });
    const openMenu = async () => {
      await user.click(await screen.findByRole('button', { name: MODULE_MANAGER_PAGE_TEXT.cardMenu(MDI) }));
      await user.click(screen.getByRole('menuitem', { name: buttons.cancel }));
      return screen.getByRole('dialog', { name: MODULE_MANAGER_TEXT.cancelDialog.title });
    };

    let dialog = await openMenu();
    expect(within(dialog).getByText(MODULE_MANAGER_TEXT.cancelDialog.body)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: MODULE_MANAGER_TEXT.cancelDialog.keep }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    dialog = await openMenu();
    await user.click(within(dialog).getByRole('button', { name: MODULE_MANAGER_TEXT.cancelDialog.contact }));
    const contact = await screen.findByRole('dialog', { name: SUPPORT_TEXT.titles.cancel });
    await user.type(within(contact).getByRole('textbox', { name: SUPPORT_TEXT.message }), 'Please cancel');
    await user.click(within(contact).getByRole('button', { name: SUPPORT_TEXT.send }));
    expect(await screen.findByText(SUPPORT_TEXT.sent)).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/v2/app/support',
      body: { topic: 'cancel', message: 'Please cancel', moduleId: 'mdi' },
    });
  });

  it('offers the Subscribe to MDI dialog to shared users, with the booking page and the upgrade form', async () => {
    const user = userEvent.setup();
    renderPage({
      'GET /v2/module-manager/modules': modulesReply([
        makeModule('mdi', 'SHARED_SUBSCRIPTION', {
          subscription: { createdAt: '2026-01-01', expiryDate: null },
        }),
      ]),
    });
    await user.click(
      await screen.findByRole('button', { name: MODULE_MANAGER_PAGE_TEXT.sharedSubscribeLink }),
    );
    const dialog = screen.getByRole('dialog', { name: MODULE_MANAGER_TEXT.subscribeDialog.title });
    const booking = within(dialog).getByRole('link', {
      name: new RegExp(MODULE_MANAGER_PAGE_TEXT.subscribeBookCall),
    });
    expect(booking.getAttribute('href')).toBe(testClientConfig.bookingUrl);
    expect(booking.getAttribute('target')).toBe('_blank');
    await user.click(within(dialog).getByRole('button', { name: MODULE_MANAGER_PAGE_TEXT.subscribeUpgrade }));
    expect(await screen.findByRole('dialog', { name: MODULE_MANAGER_TEXT.upgradeDialog.title })).toBeTruthy();
  });

  it('asks support about a module in development from Interested?', async () => {
    const user = userEvent.setup();
    renderPage({
      'GET /v2/module-manager/modules': modulesReply([makeModule('lims', 'TRIAL_AVAILABLE')]),
    });
    await user.click(await screen.findByRole('tab', { name: tabs.inDevelopment }));
    await user.click(within(panel()).getByRole('button', { name: buttons.interested }));
    expect(await screen.findByRole('dialog', { name: SUPPORT_TEXT.titles.interested })).toBeTruthy();
  });

  it('lists tox only when the API returns it (beta users)', async () => {
    renderPage({ 'GET /v2/module-manager/modules': modulesReply([makeModule('tox', 'TRIAL_AVAILABLE')]) });
    await screen.findByRole('tablist');
    fireEvent.click(tab(tabs.available(1)));
    expect(within(panel()).getByRole('article', { name: TOX })).toBeTruthy();
  });
});
