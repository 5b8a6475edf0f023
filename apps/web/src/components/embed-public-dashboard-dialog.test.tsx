import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { COPIED_FEEDBACK_MS } from '@hde/contracts';
import { EMBED_DIALOG_TEXT } from '@hde/contracts/text';
import { renderWithProviders } from '../test/render-with-providers';
import { EmbedPublicDashboardDialog } from './embed-public-dashboard-dialog';

describe('EmbedPublicDashboardDialog', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('offers the embed code and the link, each showing Copied! for a moment', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const onClose = vi.fn();
    renderWithProviders(
      <EmbedPublicDashboardDialog open workspace={{ id: 'ws-1', name: 'Jefferson' }} onClose={onClose} />,
    );
    const dialog = screen.getByRole('dialog', { name: EMBED_DIALOG_TEXT.title });
    const link = `${window.location.origin}/public/ws-1`;
    const code = (
      within(dialog).getByRole('textbox', { name: EMBED_DIALOG_TEXT.codeLabel }) as HTMLTextAreaElement
    ).value;
    expect(code).toBe(
      `<iframe src="${link}" width="100%" height="600" title="${EMBED_DIALOG_TEXT.frameTitle('Jefferson')}"` +
        ' frameborder="0" style="border:0" referrerpolicy="strict-origin-when-cross-origin"></iframe>',
    );
    expect(
      (within(dialog).getByRole('textbox', { name: EMBED_DIALOG_TEXT.linkLabel }) as HTMLInputElement).value,
    ).toBe(link);

    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: EMBED_DIALOG_TEXT.copyCode }));
    });
    expect(writeText).toHaveBeenLastCalledWith(code);
    expect(within(dialog).getByRole('button', { name: EMBED_DIALOG_TEXT.copied })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: EMBED_DIALOG_TEXT.copyLink })).toBeTruthy();
    act(() => vi.advanceTimersByTime(COPIED_FEEDBACK_MS - 1));
    expect(within(dialog).getByRole('button', { name: EMBED_DIALOG_TEXT.copied })).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(within(dialog).getByRole('button', { name: EMBED_DIALOG_TEXT.copyCode })).toBeTruthy();

    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: EMBED_DIALOG_TEXT.copyLink }));
    });
    expect(writeText).toHaveBeenLastCalledWith(link);
    expect(within(dialog).getByRole('button', { name: EMBED_DIALOG_TEXT.copied })).toBeTruthy();
    act(() => vi.advanceTimersByTime(COPIED_FEEDBACK_MS));
    expect(within(dialog).getByRole('button', { name: EMBED_DIALOG_TEXT.copyLink })).toBeTruthy();
    vi.useRealTimers();

    fireEvent.click(within(dialog).getByRole('button', { name: EMBED_DIALOG_TEXT.close }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
