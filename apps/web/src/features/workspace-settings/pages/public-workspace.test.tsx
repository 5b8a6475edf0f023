import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMBED_DIALOG_TEXT, SUCCESS_MESSAGES, WORKSPACE_SETTINGS_TEXT } from '@hde/contracts/text';
import { errorReply } from '../../../test/mock-api';
import { makeWorkspace } from '../../../test/module-fixtures';
import { currentLocation, renderSettings } from './settings-test-helpers';

const TEXT = WORKSPACE_SETTINGS_TEXT;
const publicSwitch = () => screen.getByRole('switch', { name: TEXT.publicCard.switchLabel });
const publicCard = () => screen.getByRole('region', { name: TEXT.publicCard.title });

describe('Public Workspace', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the status; Embed IFrame Code is disabled while the workspace is not public', async () => {
    renderSettings(makeWorkspace('ws-1'), 'manager');
    await screen.findByRole('region', { name: TEXT.publicCard.title });
    expect((publicSwitch() as HTMLInputElement).checked).toBe(false);
    expect(within(publicCard()).getByText(TEXT.publicCard.disabled)).toBeTruthy();
    expect((screen.getByRole('button', { name: TEXT.publicCard.embed }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('offers the Embed IFrame Code of a public workspace, with its public link', async () => {
    const user = userEvent.setup();
    renderSettings(makeWorkspace('ws-1', { public: true }), 'manager');
    await screen.findByRole('region', { name: TEXT.publicCard.title });
    expect(within(publicCard()).getByText(TEXT.publicCard.enabled)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: TEXT.publicCard.embed }));
    const dialog = screen.getByRole('dialog', { name: EMBED_DIALOG_TEXT.title });
    const link = within(dialog).getByRole('textbox', {
      name: EMBED_DIALOG_TEXT.linkLabel,
    }) as HTMLInputElement;
    expect(link.value.endsWith('/public/ws-1')).toBe(true);
  });

  it('asks the Important Notice before enabling; No, go back changes nothing', async () => {
    const user = userEvent.setup();
    const { calls } = renderSettings(makeWorkspace('ws-1'), 'tab');
    await screen.findByRole('region', { name: TEXT.publicCard.title });
    await user.click(publicSwitch());
    const dialog = screen.getByRole('dialog', { name: TEXT.enableDialog.title });
    expect(within(dialog).getByText(TEXT.enableDialog.body)).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([TEXT.enableDialog.cancel, TEXT.enableDialog.confirm]);
    await user.click(within(dialog).getByRole('button', { name: TEXT.enableDialog.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((publicSwitch() as HTMLInputElement).checked).toBe(false);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('enables the public dashboard and moves the view to ?id=public', async () => {
    const user = userEvent.setup();
    const { calls } = renderSettings(makeWorkspace('ws-1'), 'tab', {
      'POST /v2/app/workspace/ws-1/public/ENABLE': makeWorkspace('ws-1', {
        public: true,
        publicDashboardSyncing: true,
      }),
    });
    await screen.findByRole('region', { name: TEXT.publicCard.title });
    await user.click(publicSwitch());
    await user.click(screen.getByRole('button', { name: TEXT.enableDialog.confirm }));
    await waitFor(() => expect(currentLocation()).toBe('/mdi/workspace/ws-1?id=public'));
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/v2/app/workspace/ws-1/public/ENABLE',
    ]);
  });

  it('moves from the manager settings page to the workspace Public Dashboard tab after enabling', async () => {
    const user = userEvent.setup();
    renderSettings(makeWorkspace('ws-1'), 'manager', {
      'POST /v2/app/workspace/ws-1/public/ENABLE': makeWorkspace('ws-1', { public: true }),
    });
    await screen.findByRole('region', { name: TEXT.publicCard.title });
    await user.click(publicSwitch());
    await user.click(screen.getByRole('button', { name: TEXT.enableDialog.confirm }));
    await waitFor(() => expect(currentLocation()).toBe('/mdi/workspace/ws-1?id=public'));
  });

  it('asks before disabling, then disables with the success notice and stays on ?id=settings', async () => {
    const user = userEvent.setup();
    const { calls } = renderSettings(makeWorkspace('ws-1', { public: true }), 'tab', {
      'POST /v2/app/workspace/ws-1/public/DISABLE': makeWorkspace('ws-1', { public: false }),
    });
    await screen.findByRole('region', { name: TEXT.publicCard.title });
    expect(within(publicCard()).getByText(TEXT.publicCard.enabled)).toBeTruthy();
    await user.click(publicSwitch());
    const dialog = screen.getByRole('dialog', { name: TEXT.disableDialog.title });
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([TEXT.disableDialog.cancel, TEXT.disableDialog.confirm]);
    await user.click(within(dialog).getByRole('button', { name: TEXT.disableDialog.confirm }));
    expect(await screen.findByText(SUCCESS_MESSAGES.publicDashboardDisabled)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    await waitFor(() => expect((publicSwitch() as HTMLInputElement).checked).toBe(false));
    expect(currentLocation()).toBe('/mdi/workspace/ws-1?id=settings');
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/v2/app/workspace/ws-1/public/DISABLE',
    ]);
  });

  it('says so when the change fails', async () => {
    const user = userEvent.setup();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderSettings(makeWorkspace('ws-1'), 'tab', {
      'POST /v2/app/workspace/ws-1/public/ENABLE': errorReply(500),
    });
    await screen.findByRole('region', { name: TEXT.publicCard.title });
    await user.click(publicSwitch());
    await user.click(screen.getByRole('button', { name: TEXT.enableDialog.confirm }));
    expect(await screen.findByText(TEXT.publicFailed)).toBeTruthy();
    expect(currentLocation()).toBe('/mdi/workspace/ws-1?id=settings');
    logged.mockRestore();
  });
});
