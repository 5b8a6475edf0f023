import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { SNACKBAR_AUTO_HIDE_MS } from '@hde/contracts';
import { SnackbarProvider } from './snackbar-provider';
import { useNotify, type Notice } from './notify-context';

function Trigger({ notice }: { notice: Notice }) {
  const notify = useNotify();
  return <button onClick={() => notify(notice)}>notify</button>;
}

function renderTrigger(notice: Notice) {
  render(
    <SnackbarProvider>
      <Trigger notice={notice} />
      <div data-testid="elsewhere">elsewhere</div>
    </SnackbarProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'notify' }));
}

describe('SnackbarProvider', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the message with its severity at the bottom centre', () => {
    renderTrigger({ severity: 'success', message: 'Your information was saved successfully.' });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Your information was saved successfully.');
    expect(alert.className).toMatch(/filledSuccess/);
    expect(document.querySelector('.MuiSnackbar-anchorOriginBottomCenter')).not.toBeNull();
  });

  it('stays open on clickaway and hides after the auto-hide time', () => {
    renderTrigger({ severity: 'error', message: 'Something failed' });
    act(() => vi.advanceTimersByTime(100));
    // ClickAwayListener reacts to a mouse press and release outside the snackbar.
    const elsewhere = screen.getByTestId('elsewhere');
    fireEvent.mouseDown(elsewhere);
    fireEvent.mouseUp(elsewhere);
    fireEvent.click(elsewhere);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('alert').textContent).toContain('Something failed');

    act(() => vi.advanceTimersByTime(SNACKBAR_AUTO_HIDE_MS));
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('closes from its close button', () => {
    renderTrigger({ severity: 'success', message: 'Done' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
