import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CASE_LIST_TAB_ID, DEFAULT_CASE_DASHBOARD } from '@hde/contracts';
import type { DashboardCreate, FilterEntry } from '@hde/contracts/api';
import { DASHBOARD_TEXT } from '@hde/contracts/text';
import { createMockApi, errorReply, reply, type MockRoutes } from '../../../test/mock-api';
import { makeWorkspace } from '../../../test/module-fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import {
  DASHBOARDS_PATH,
  WORKSPACE_ID,
  featureFlags,
  forgetCachedFlags,
  makeDashboard,
} from '../dashboards-test-fixtures';
import { SaveAsDashboardButton } from './save-as-dashboard-button';

const FILTERS: FilterEntry[] = [{ id: 'mannerOfDeath', operator: 'in', values: ['HOMICIDE'] }];

function renderButton(routes: MockRoutes, role = 'OWNER') {
  const mock = createMockApi({ 'GET /v2/features': featureFlags(true), ...routes });
  renderWithProviders(
    <SaveAsDashboardButton
      workspace={makeWorkspace(WORKSPACE_ID, { workspaceRole: role })}
      configuration={DEFAULT_CASE_DASHBOARD}
      filters={FILTERS}
      text="heroin"
    />,
    { api: mock.api },
  );
  return mock;
}

const dialog = () => screen.getByRole('dialog', { name: DASHBOARD_TEXT.saveAsDashboard });
const saveButton = () => within(dialog()).getByRole('button', { name: DASHBOARD_TEXT.save });
const isDisabled = (element: HTMLElement) => (element as HTMLButtonElement).disabled;
const passwordInput = () =>
  within(dialog()).getByLabelText(/^Password/, { selector: 'input:not([type="radio"])' });

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: DASHBOARD_TEXT.saveAsDashboard }));
  expect(within(dialog()).getByRole('heading', { name: DASHBOARD_TEXT.dialogTitle })).toBeTruthy();
}

async function fillNames(user: ReturnType<typeof userEvent.setup>) {
  await user.click(within(dialog()).getByRole('textbox', { name: DASHBOARD_TEXT.fields.name }));
  await user.paste('Weekly');
  await user.click(within(dialog()).getByRole('textbox', { name: DASHBOARD_TEXT.fields.description }));
  await user.paste('For the board');
  await user.click(within(dialog()).getByRole('radio', { name: DASHBOARD_TEXT.typeLabels.SNAPSHOT }));
}

beforeEach(forgetCachedFlags);

describe('Save as Dashboard', () => {
  it('is offered only with the flag on, to those who manage dashboards', async () => {
    renderButton({ 'GET /v2/features': featureFlags(false) });
    await waitFor(() => expect(screen.queryByRole('button')).toBeNull());
    forgetCachedFlags();
    renderButton({}, 'USER');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: DASHBOARD_TEXT.saveAsDashboard })).toBeNull();
  });

  it('keeps Save disabled until the setup is complete; PASSWORD ticks its rules off as they are met', async () => {
    const user = userEvent.setup();
    renderButton({});
    await openDialog(user);
    expect(isDisabled(saveButton())).toBe(true);
    await fillNames(user);
    expect(isDisabled(saveButton())).toBe(true);
    await user.click(within(dialog()).getByRole('radio', { name: DASHBOARD_TEXT.modeLabels.PASSWORD }));
    const rules = within(dialog()).getByRole('list', { name: 'Password rules' });
    expect(within(rules).getAllByRole('listitem', { name: /not met$/ })).toHaveLength(5);

    await user.type(passwordInput(), 'Abcdefg1');
    expect(within(rules).getAllByRole('listitem', { name: /: met$/ })).toHaveLength(4);
    expect(
      within(rules).getByRole('listitem', { name: 'At least 1 special character: not met' }),
    ).toBeTruthy();
    expect(isDisabled(saveButton())).toBe(true);
    await user.type(passwordInput(), '!');
    expect(within(rules).getAllByRole('listitem', { name: /: met$/ })).toHaveLength(5);
    expect(isDisabled(saveButton())).toBe(false);

    await user.click(within(dialog()).getByRole('radio', { name: DASHBOARD_TEXT.modeLabels.PUBLIC }));
    expect(isDisabled(saveButton())).toBe(false);
  });

  it('confirms PRIVATE e-mails with Enter as removable chips, then saves the tabs without the Case List', async () => {
    const user = userEvent.setup();
    const { calls } = renderButton({
      [`POST ${DASHBOARDS_PATH}`]: reply(201, makeDashboard('d1')),
    });
    await openDialog(user);
    await fillNames(user);
    await user.click(within(dialog()).getByRole('radio', { name: DASHBOARD_TEXT.modeLabels.PRIVATE }));
    expect(isDisabled(saveButton())).toBe(true);

    const emails = within(dialog()).getByRole('combobox', { name: DASHBOARD_TEXT.fields.emails });
    await user.type(emails, 'not-an-email{Enter}');
    await user.type(emails, ' Ann@Example.org {Enter}');
    expect(within(dialog()).getByRole('button', { name: 'not-an-email' })).toBeTruthy();
    expect(isDisabled(saveButton())).toBe(false);
    // The arrow keys move from the input to the chips; Backspace removes the chip in focus.
    await user.click(emails);
    await user.keyboard('{ArrowLeft}{ArrowLeft}{Backspace}');
    expect(within(dialog()).queryByRole('button', { name: 'not-an-email' })).toBeNull();

    await user.click(saveButton());
    expect(await screen.findByText(DASHBOARD_TEXT.success.created)).toBeTruthy();
    const body = calls.find((call) => call.method === 'POST')?.body as DashboardCreate;
    expect(body).toMatchObject({
      name: 'Weekly',
      description: 'For the board',
      type: 'SNAPSHOT',
      live: false,
      mode: 'PRIVATE',
      emails: ['Ann@Example.org'],
      rawFilters: FILTERS,
      text: 'heroin',
    });
    expect(body.config.tabs.map((tab) => tab.id)).not.toContain(CASE_LIST_TAB_ID);
    expect(body.config.tabs).toHaveLength(DEFAULT_CASE_DASHBOARD.tabs.length - 1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the dialog open with the server message when creating fails', async () => {
    const user = userEvent.setup();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderButton({ [`POST ${DASHBOARDS_PATH}`]: errorReply(400, 'The name is too long') });
    await openDialog(user);
    await fillNames(user);
    await user.click(within(dialog()).getByRole('radio', { name: DASHBOARD_TEXT.modeLabels.PUBLIC }));
    await user.click(saveButton());
    expect(await screen.findByText(DASHBOARD_TEXT.errors.create('The name is too long'))).toBeTruthy();
    expect(dialog()).toBeTruthy();
    logged.mockRestore();
  });
});
