import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { TRENDS_LIMITS } from '@hde/contracts/api';
import { TOX_TRENDS_TEXT } from '@hde/contracts/text';
import { renderWithProviders } from '../../../test/render-with-providers';
import type { RangeProblem } from '../lib/trend-range';
import { TrendFilters, type TrendFilterValues } from './trend-filters';

const T = TOX_TRENDS_TEXT;
const names = (count: number) => Array.from({ length: count }, (_, index) => `substance ${index}`);

function renderFilters(values: Partial<TrendFilterValues> = {}, problem: RangeProblem = null) {
  const onSubmit = vi.fn();
  const all = { start: '2020-11-27', end: '2026-11-27', substances: [], ...values };
  renderWithProviders(
    <TrendFilters
      values={all}
      options={names(TRENDS_LIMITS.substances + 1)}
      problem={problem}
      today="2026-11-27"
      onChange={() => undefined}
      onSubmit={onSubmit}
    />,
  );
  return { onSubmit };
}

const getTrends = () => screen.getByRole('button', { name: T.getTrends }) as HTMLButtonElement;

describe('TrendFilters', () => {
  it(`allows ${TRENDS_LIMITS.substances} substances`, () => {
    renderFilters({ substances: names(TRENDS_LIMITS.substances) });
    expect(screen.queryByText(T.tooManySubstances(TRENDS_LIMITS.substances))).toBeNull();
    expect(getTrends().disabled).toBe(false);
  });

  it(`refuses ${TRENDS_LIMITS.substances + 1} substances: a helper text and no Get Trends`, () => {
    const { onSubmit } = renderFilters({ substances: names(TRENDS_LIMITS.substances + 1) });
    expect(screen.getByText(T.tooManySubstances(TRENDS_LIMITS.substances))).toBeTruthy();
    expect(getTrends().disabled).toBe(true);
    fireEvent.click(getTrends());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('bounds both dates by today, and the start by an earlier end', () => {
    renderFilters();
    const start = screen.getByLabelText(T.startDate) as HTMLInputElement;
    const end = screen.getByLabelText(T.endDate) as HTMLInputElement;
    expect(end.max).toBe('2026-11-27');
    expect(start.max).toBe('2026-11-27');
    expect(end.min).toBe('2020-11-27');
  });

  it('bounds the start by the end when the end is before today', () => {
    renderFilters({ end: '2025-06-30' });
    expect((screen.getByLabelText(T.startDate) as HTMLInputElement).max).toBe('2025-06-30');
    expect((screen.getByLabelText(T.endDate) as HTMLInputElement).max).toBe('2026-11-27');
  });

  it('says a cleared date is missing, beside it, and keeps Get Trends off', () => {
    const { onSubmit } = renderFilters({ end: '' }, 'missing');
    expect(screen.getAllByText(T.dateRequired)).toHaveLength(1);
    const end = screen.getByLabelText(T.endDate);
    expect(end.getAttribute('aria-invalid')).toBe('true');
    expect(end.getAttribute('aria-describedby')).toBe(screen.getByText(T.dateRequired).id);
    expect(screen.getByLabelText(T.startDate).getAttribute('aria-invalid')).toBe('false');
    expect(getTrends().disabled).toBe(true);
    fireEvent.click(getTrends());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says so under each date cleared', () => {
    renderFilters({ start: '', end: '' }, 'missing');
    expect(screen.getAllByText(T.dateRequired)).toHaveLength(2);
  });

  it('says nothing of missing dates when both are set', () => {
    renderFilters({}, 'order');
    expect(screen.queryByText(T.dateRequired)).toBeNull();
    expect(screen.getByText(T.invalidRange)).toBeTruthy();
  });
});
