import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { SESSION_EXPIRY_COUNTDOWN_MS } from '@hde/contracts';
import { SHELL_TEXT } from '@hde/contracts/text';
import { SessionExpiryWatcher } from './session-expiry-watcher';
import { formatCountdown } from './format-countdown';

const IDLE_MS = 30 * 60_000;
const text = SHELL_TEXT.sessionExpiry;

function setup() {
  const onLogout = vi.fn();
  const onContinue = vi.fn();
  render(<SessionExpiryWatcher idleMs={IDLE_MS} onLogout={onLogout} onContinue={onContinue} />);
  const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
  const dialog = () => screen.queryByRole('dialog', { name: text.title });
  const timer = () => screen.getByRole('timer', { name: text.timeRemaining }).textContent;
  return { onLogout, onContinue, advance, dialog, timer };
}

describe('SessionExpiryWatcher', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens after the idle time and counts down from 02:00', () => {
    const { advance, dialog, timer } = setup();
    advance(IDLE_MS - 1000);
    expect(dialog()).toBeNull();
    advance(1000);
    expect(dialog()).not.toBeNull();
    expect(screen.getByText(text.body)).toBeTruthy();
    expect(timer()).toBe('02:00');
    advance(1000);
    expect(timer()).toBe('01:59');
    advance(60_000);
    expect(timer()).toBe('00:59');
  });

  it('restarts the idle time on activity', () => {
    const { advance, dialog } = setup();
    advance(IDLE_MS - 5000);
    fireEvent.mouseMove(window);
    advance(10_000);
    expect(dialog()).toBeNull();
    fireEvent.keyDown(document.body, { key: 'a' });
    advance(IDLE_MS - 1000);
    expect(dialog()).toBeNull();
    advance(1000);
    expect(dialog()).not.toBeNull();
  });

  it('counts scrolls and clicks as activity', () => {
    const { advance, dialog } = setup();
    advance(IDLE_MS - 2000);
    fireEvent.scroll(document.body);
    advance(IDLE_MS - 2000);
    fireEvent.click(document.body);
    advance(IDLE_MS - 2000);
    expect(dialog()).toBeNull();
  });

  it('logs out when the countdown reaches zero', () => {
    const { advance, onLogout, onContinue } = setup();
    advance(IDLE_MS);
    advance(SESSION_EXPIRY_COUNTDOWN_MS - 1000);
    expect(onLogout).not.toHaveBeenCalled();
    advance(1000);
    expect(onLogout).toHaveBeenCalledTimes(1);
    advance(SESSION_EXPIRY_COUNTDOWN_MS);
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(onContinue).not.toHaveBeenCalled();
  });

  it('Logout logs out at once', () => {
    const { advance, onLogout } = setup();
    advance(IDLE_MS);
    fireEvent.click(screen.getByRole('button', { name: text.logout }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    advance(SESSION_EXPIRY_COUNTDOWN_MS);
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('Continue Session renews, closes the dialog and starts a new idle period', () => {
    const { advance, onLogout, onContinue, dialog } = setup();
    advance(IDLE_MS);
    advance(30_000);
    fireEvent.click(screen.getByRole('button', { name: text.continue }));
    expect(onContinue).toHaveBeenCalledTimes(1);
    advance(1000);
    expect(dialog()).toBeNull();
    advance(SESSION_EXPIRY_COUNTDOWN_MS);
    expect(onLogout).not.toHaveBeenCalled();
    advance(IDLE_MS);
    expect(dialog()).not.toBeNull();
  });
});

describe('formatCountdown', () => {
  it.each([
    [120_000, '02:00'],
    [119_001, '02:00'],
    [119_000, '01:59'],
    [59_000, '00:59'],
    [1, '00:01'],
    [0, '00:00'],
    [-5, '00:00'],
  ])('%d ms -> %s', (ms, expected) => {
    expect(formatCountdown(ms)).toBe(expected);
  });
});
