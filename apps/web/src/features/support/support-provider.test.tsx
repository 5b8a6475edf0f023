import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SUPPORT_TEXT } from '@hde/contracts/text';
import { testClientConfig } from '../../test/fixtures';
import { createMockApi, errorReply, reply } from '../../test/mock-api';
import { renderWithProviders } from '../../test/render-with-providers';
import { useSupport } from './support-context';

function Opener() {
  const { openSupport } = useSupport();
  return <button onClick={() => openSupport({ topic: 'interested', moduleId: 'lims' })}>ask</button>;
}

describe('SupportProvider', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    delete window.HDEChat;
    document.head.querySelectorAll('script').forEach((script) => script.remove());
  });

  it('opens the contact dialog without a chat and posts the message', async () => {
    const user = userEvent.setup();
    const { api, calls } = createMockApi({ 'POST /v2/app/support': reply(204) });
    renderWithProviders(<Opener />, { api });
    await user.click(screen.getByRole('button', { name: 'ask' }));
    const dialog = await screen.findByRole('dialog', { name: SUPPORT_TEXT.titles.interested });
    await user.click(within(dialog).getByRole('button', { name: SUPPORT_TEXT.send }));
    expect(within(dialog).getByText(SUPPORT_TEXT.messageRequired)).toBeTruthy();
    expect(calls).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: SUPPORT_TEXT.message }), 'Tell me more');
    await user.click(within(dialog).getByRole('button', { name: SUPPORT_TEXT.send }));
    expect(await screen.findByText(SUPPORT_TEXT.sent)).toBeTruthy();
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/v2/app/support',
      body: { topic: 'interested', message: 'Tell me more', moduleId: 'lims' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the dialog open and says so when sending fails', async () => {
    const user = userEvent.setup();
    const { api } = createMockApi({ 'POST /v2/app/support': errorReply(500) });
    renderWithProviders(<Opener />, { api });
    await user.click(screen.getByRole('button', { name: 'ask' }));
    await user.type(await screen.findByRole('textbox', { name: SUPPORT_TEXT.message }), 'Hello');
    await user.click(screen.getByRole('button', { name: SUPPORT_TEXT.send }));
    expect(await screen.findByText(SUPPORT_TEXT.failed)).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('loads the chat script once and opens the chat instead of the dialog', async () => {
    const open = vi.fn();
    const config = { ...testClientConfig, supportChatScriptUrl: 'https://chat.example.org/widget.js' };
    renderWithProviders(<Opener />, { config });

    fireEvent.click(screen.getByRole('button', { name: 'ask' }));
    const scripts = () => document.head.querySelectorAll('script[src="https://chat.example.org/widget.js"]');
    expect(scripts()).toHaveLength(1);
    window.HDEChat = { open };
    fireEvent.load(scripts()[0]!);
    await waitFor(() => expect(open).toHaveBeenCalledWith({ topic: 'interested', moduleId: 'lims' }));

    fireEvent.click(screen.getByRole('button', { name: 'ask' }));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(2));
    expect(scripts()).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('falls back to the contact dialog when the chat script fails to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const config = { ...testClientConfig, supportChatScriptUrl: 'https://chat.example.org/broken.js' };
    renderWithProviders(<Opener />, { config });
    fireEvent.click(screen.getByRole('button', { name: 'ask' }));
    const script = document.head.querySelector('script[src="https://chat.example.org/broken.js"]');
    fireEvent.error(script!);
    expect(await screen.findByRole('dialog', { name: SUPPORT_TEXT.titles.interested })).toBeTruthy();
  });
});
