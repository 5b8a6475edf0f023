import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { LOADING_MAX_BEFORE_DONE, LOADING_STEP_MS } from '@hde/contracts';
import { SHELL_TEXT } from '@hde/contracts/text';
import { LoadingScreen } from './loading-screen';

const progress = () => screen.getByRole('progressbar').getAttribute('aria-valuenow');

describe('LoadingScreen', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('advances every step up to 95, then shows 100 when done', () => {
    const { rerender } = render(<LoadingScreen />);
    expect(screen.getByText(SHELL_TEXT.loading)).toBeTruthy();
    expect(progress()).toBe('0');

    act(() => vi.advanceTimersByTime(LOADING_STEP_MS));
    expect(progress()).toBe('10');
    act(() => vi.advanceTimersByTime(LOADING_STEP_MS));
    expect(progress()).toBe('20');

    act(() => vi.advanceTimersByTime(LOADING_STEP_MS * 30));
    expect(progress()).toBe(String(LOADING_MAX_BEFORE_DONE));
    act(() => vi.advanceTimersByTime(LOADING_STEP_MS * 30));
    expect(progress()).toBe('95');

    rerender(<LoadingScreen done />);
    expect(progress()).toBe('100');
  });

  it('continues from an earlier start so consecutive screens never go back', () => {
    render(<LoadingScreen startedAt={Date.now() - LOADING_STEP_MS * 3} />);
    expect(progress()).toBe('30');
  });
});
