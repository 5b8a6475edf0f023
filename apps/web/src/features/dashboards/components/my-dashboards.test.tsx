import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Dashboard } from '@hde/contracts/api';
import { DASHBOARD_MANAGE_TEXT, DASHBOARD_TEXT } from '@hde/contracts/text';
import { createMockApi, errorReply, reply, type MockRoutes } from '../../../test/mock-api';
import { makeWorkspace } from '../../../test/module-fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { DASHBOARDS_PATH, WORKSPACE_ID, listOf, makeDashboard } from '../dashboards-test-fixtures';
import { MyDashboards } from './my-dashboards';

function renderMyDashboards(dashboards: Dashboard[], routes: MockRoutes = {}) {
  const mock = createMockApi({
    [`GET ${DASHBOARDS_PATH}`]: listOf(...dashboards),
    ...Object.fromEntries(dashboards.map((one) => [`GET ${DASHBOARDS_PATH}/${one.id}`, one])),
    ...routes,
  });
  renderWithProviders(
    <MyDashboards
      workspace={makeWorkspace(WORKSPACE_ID)}
      renderDashboard={(id) => <p>{`the dashboard ${id}`}</p>}
    />,
    { api: mock.api },
  );
  return mock;
}

const table = () => screen.getByRole('table', { name: DASHBOARD_TEXT.myDashboards });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const selectedView = () => screen.getByRole('region', { name: DASHBOARD_TEXT.selectedView });
const card = (name: string) => screen.getByRole('region', { name });
const isDisabled = (element: HTMLElement) => (element as HTMLButtonElement).disabled;

async function openEdit(user: ReturnType<typeof userEvent.setup>, dashboard: Dashboard) {
  await user.click(
    await screen.findByRole('button', { name: `${DASHBOARD_TEXT.fields.edit} ${dashboard.name}` }),
  );
  expect(screen.getByRole('heading', { name: DASHBOARD_TEXT.editTitle })).toBeTruthy();
  await screen.findByRole('region', { name: DASHBOARD_MANAGE_TEXT.detailsTitle });
}

describe('My Dashboards', () => {
  it('lists the dashboards 10 a page, asking the first 100 by last update', async () => {
    const dashboards = Array.from({ length: 12 }, (_, index) => makeDashboard(`d${index + 1}`));
    const { calls } = renderMyDashboards(dashboards);
    await screen.findByText('Dashboard d1');
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      DASHBOARD_TEXT.fields.name,
      DASHBOARD_TEXT.fields.description,
      DASHBOARD_TEXT.fields.type,
      DASHBOARD_TEXT.fields.mode,
      DASHBOARD_TEXT.fields.lastUpdated,
      DASHBOARD_TEXT.fields.edit,
    ]);
    expect(bodyRows()).toHaveLength(10);
    expect(within(bodyRows()[0]!).getByText(DASHBOARD_TEXT.modeLabels.PUBLIC)).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: /next page/i }));
    expect(bodyRows()).toHaveLength(2);
    expect(screen.queryByRole('searchbox')).toBeNull();
    const query = calls.find((call) => call.path === DASHBOARDS_PATH)!.query;
    expect(Object.fromEntries(query)).toEqual({
      skip: '0',
      limit: '100',
      sort: 'lastUpdated',
      direction: 'DESC',
    });
  });

  it('opens the Selected Dashboard View of a row with its badge, link and dashboard', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderMyDashboards([makeDashboard('d1'), makeDashboard('d2', { name: 'Frozen', type: 'SNAPSHOT' })]);
    await user.click(await screen.findByText('Dashboard d1'));
    expect(within(selectedView()).getByText(DASHBOARD_TEXT.badge.LIVE)).toBeTruthy();
    expect(within(selectedView()).getByText('the dashboard d1')).toBeTruthy();
    expect(within(selectedView()).queryByRole('button', { name: DASHBOARD_TEXT.refreshSnapshot })).toBeNull();

    await user.click(within(selectedView()).getByRole('button', { name: DASHBOARD_TEXT.copyLink }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/mdi/dashboard/d1`);
    expect(await within(selectedView()).findByText(DASHBOARD_TEXT.copied)).toBeTruthy();

    // Keyboard: Enter on a focused row opens it.
    bodyRows()[1]!.focus();
    await user.keyboard('{Enter}');
    expect(within(selectedView()).getByText('Frozen')).toBeTruthy();
    expect(within(selectedView()).getByText(DASHBOARD_TEXT.badge.SNAPSHOT)).toBeTruthy();
    const collapse = screen.getByRole('button', { name: DASHBOARD_TEXT.selectedView });
    expect(collapse.getAttribute('aria-expanded')).toBe('true');
    await user.click(collapse);
    expect(collapse.getAttribute('aria-expanded')).toBe('false');
  });

  it('refreshes a snapshot and says so, or says it failed', async () => {
    const user = userEvent.setup();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const snapshot = makeDashboard('d1', { type: 'SNAPSHOT' });
    let fails = false;
    const { calls } = renderMyDashboards([snapshot], {
      [`PUT ${DASHBOARDS_PATH}/d1/snapshot`]: () => (fails ? errorReply(500) : reply(204)),
    });
    await user.click(await screen.findByText(snapshot.name));
    await user.click(within(selectedView()).getByRole('button', { name: DASHBOARD_TEXT.refreshSnapshot }));
    expect(await screen.findByText(DASHBOARD_TEXT.success.snapshotRefreshed)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
    fails = true;
    await user.click(within(selectedView()).getByRole('button', { name: DASHBOARD_TEXT.refreshSnapshot }));
    expect(await screen.findByText(DASHBOARD_TEXT.errors.snapshot)).toBeTruthy();
    logged.mockRestore();
  });
});

describe('Edit Dashboard', () => {
  it('edits name and description on their own toggle; Cancel restores them', async () => {
    const user = userEvent.setup();
    const dashboard = makeDashboard('d1', { mode: 'PRIVATE', emails: ['ann@example.org'] });
    const { calls } = renderMyDashboards([dashboard], {
      [`PUT ${DASHBOARDS_PATH}/d1`]: reply(204),
    });
    await openEdit(user, dashboard);
    const details = () => card(DASHBOARD_MANAGE_TEXT.detailsTitle);
    await user.click(within(details()).getByRole('button', { name: DASHBOARD_MANAGE_TEXT.editDetails }));
    const name = within(details()).getByRole('textbox', { name: DASHBOARD_TEXT.fields.name });
    await user.type(name, ' changed');
    // The access toggle is independent of the details one.
    expect(
      within(card(DASHBOARD_MANAGE_TEXT.accessTitle)).getByRole('button', {
        name: DASHBOARD_MANAGE_TEXT.editAccess,
      }),
    ).toBeTruthy();
    await user.click(within(details()).getByRole('button', { name: DASHBOARD_TEXT.cancel }));
    expect(within(details()).getByText(dashboard.name)).toBeTruthy();
    await user.click(within(details()).getByRole('button', { name: DASHBOARD_MANAGE_TEXT.editDetails }));
    expect(
      (within(details()).getByRole('textbox', { name: DASHBOARD_TEXT.fields.name }) as HTMLInputElement)
        .value,
    ).toBe(dashboard.name);

    await user.clear(within(details()).getByRole('textbox', { name: DASHBOARD_TEXT.fields.description }));
    expect(isDisabled(within(details()).getByRole('button', { name: DASHBOARD_TEXT.save }))).toBe(true);
    await user.type(
      within(details()).getByRole('textbox', { name: DASHBOARD_TEXT.fields.description }),
      'New',
    );
    await user.click(within(details()).getByRole('button', { name: DASHBOARD_TEXT.save }));
    expect(await screen.findByText(DASHBOARD_TEXT.success.updated)).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      name: dashboard.name,
      description: 'New',
      type: 'LIVE',
      live: true,
      mode: 'PRIVATE',
      emails: ['ann@example.org'],
    });
  });

  it('asks a new password when switching into PASSWORD, and shows the update error', async () => {
    const user = userEvent.setup();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const dashboard = makeDashboard('d1', { mode: 'PUBLIC' });
    const { calls } = renderMyDashboards([dashboard], {
      [`PUT ${DASHBOARDS_PATH}/d1`]: errorReply(400, 'A password is required'),
    });
    await openEdit(user, dashboard);
    const access = () => card(DASHBOARD_MANAGE_TEXT.accessTitle);
    await user.click(within(access()).getByRole('button', { name: DASHBOARD_MANAGE_TEXT.editAccess }));
    await user.click(within(access()).getByRole('radio', { name: DASHBOARD_TEXT.modeLabels.PASSWORD }));
    const save = () => within(access()).getByRole('button', { name: DASHBOARD_TEXT.save });
    expect(isDisabled(save())).toBe(true);
    await user.type(
      within(access()).getByLabelText(new RegExp(DASHBOARD_MANAGE_TEXT.newPassword)),
      'Abcdefg1!',
    );
    expect(isDisabled(save())).toBe(false);
    await user.click(save());
    expect(await screen.findByText(DASHBOARD_TEXT.errors.update('A password is required'))).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      mode: 'PASSWORD',
      password: 'Abcdefg1!',
    });
    await user.click(within(access()).getByRole('button', { name: DASHBOARD_TEXT.cancel }));
    expect(within(access()).getByText(DASHBOARD_TEXT.modeLabels.PUBLIC)).toBeTruthy();
    logged.mockRestore();
  });

  it('reveals the password on opening, and resets it once the first four rules pass', async () => {
    const user = userEvent.setup();
    const dashboard = makeDashboard('d1', { mode: 'PASSWORD' });
    let current = 'Secret#2026';
    const { calls } = renderMyDashboards([dashboard], {
      [`GET ${DASHBOARDS_PATH}/d1/reveal`]: () => ({ password: current }),
      [`PUT ${DASHBOARDS_PATH}/d1/password`]: ({ body }: { body: unknown }) => {
        current = (body as { pwd: string }).pwd;
        return reply(204);
      },
    });
    await openEdit(user, dashboard);
    const password = () => card(DASHBOARD_TEXT.fields.password);
    const input = async () =>
      (await within(password()).findByLabelText(DASHBOARD_TEXT.fields.password)) as HTMLInputElement;
    expect((await input()).value).toBe('Secret#2026');
    expect((await input()).type).toBe('password');
    await user.click(within(password()).getByRole('button', { name: DASHBOARD_TEXT.revealPassword }));
    expect((await input()).type).toBe('text');
    await user.click(within(password()).getByRole('button', { name: DASHBOARD_MANAGE_TEXT.hidePassword }));
    expect((await input()).type).toBe('password');

    const reset = () => within(password()).getByRole('button', { name: DASHBOARD_TEXT.resetPassword });
    expect(isDisabled(reset())).toBe(true);
    await user.clear(await input());
    await user.type(await input(), 'abcdefg1');
    expect(isDisabled(reset())).toBe(true);
    await user.clear(await input());
    await user.type(await input(), 'Abcdefg1');
    expect(isDisabled(reset())).toBe(false);
    await user.click(reset());
    expect(await screen.findByText(DASHBOARD_TEXT.success.passwordUpdated)).toBeTruthy();
    expect(calls.find((call) => call.path.endsWith('/password'))?.body).toEqual({ pwd: 'Abcdefg1' });
    await waitFor(() => expect(calls.filter((call) => call.path.endsWith('/reveal'))).toHaveLength(2));
  });

  it('says why the password could not be revealed', async () => {
    const user = userEvent.setup();
    const dashboard = makeDashboard('d1', { mode: 'PASSWORD' });
    renderMyDashboards([dashboard], {
      [`GET ${DASHBOARDS_PATH}/d1/reveal`]: errorReply(403, 'Not yours'),
    });
    await openEdit(user, dashboard);
    expect(await screen.findByText(DASHBOARD_TEXT.errors.reveal('Not yours'))).toBeTruthy();
  });

  it('deletes after the confirmation, then returns to the list', async () => {
    const user = userEvent.setup();
    const dashboard = makeDashboard('d1');
    const { calls } = renderMyDashboards([dashboard, makeDashboard('d2')], {
      [`DELETE ${DASHBOARDS_PATH}/d1`]: reply(204),
    });
    await openEdit(user, dashboard);
    expect(screen.getByText(DASHBOARD_TEXT.deleteNotice)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: DASHBOARD_TEXT.deleteDashboard }));
    const confirmation = await screen.findByRole('dialog');
    expect(within(confirmation).getByText(DASHBOARD_TEXT.confirmDelete)).toBeTruthy();
    await user.click(within(confirmation).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: DASHBOARD_TEXT.deleteDashboard }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(DASHBOARD_TEXT.success.deleted)).toBeTruthy();
    expect(await screen.findByRole('table', { name: DASHBOARD_TEXT.myDashboards })).toBeTruthy();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });
});
