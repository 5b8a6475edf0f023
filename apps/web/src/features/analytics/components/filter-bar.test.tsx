import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FILTER_LOOKUP_DEBOUNCE_MS, FILTER_LOOKUP_LIMIT, QUICK_DATE_RANGES } from '@hde/contracts';
import type { QueryBody } from '@hde/contracts/api';
import { ANALYTICS_TEXT, CONFIRMATION_MESSAGES } from '@hde/contracts/text';
import type { MockRequest } from '../../../test/mock-api';
import {
  ROUTES,
  bodiesOf,
  dashboardReady,
  dialogsClosed,
  renderAnalytics,
  totalCasesBodies,
} from '../analytics-test-fixtures';
import { isoDay } from '../lib/filter-entries';

vi.mock('../../../components/charts/echart', () => ({
  EChart: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));
vi.mock('../../../components/widgets/widget-map', () => ({
  WidgetMap: ({ label }: { label: string }) => <div role="region" aria-label={label} />,
}));

afterEach(() => {
  vi.useRealTimers();
});

type User = ReturnType<typeof userEvent.setup>;

const lookups = (calls: MockRequest[]) =>
  bodiesOf(calls, ROUTES.query)
    .map((body) => body as QueryBody)
    .filter((body) => body.groupBy !== undefined);

async function openAddFilter(user: User, typed: string, optionName: string) {
  await user.click(screen.getByRole('button', { name: ANALYTICS_TEXT.addFilter }));
  const dialog = await screen.findByRole('dialog', { name: ANALYTICS_TEXT.addFilter });
  await user.type(within(dialog).getByRole('combobox', { name: ANALYTICS_TEXT.filterField }), typed);
  await user.click(await screen.findByRole('option', { name: optionName }));
  return dialog;
}

async function addMannerFilter(user: User) {
  const dialog = await openAddFilter(user, 'manner', 'Manner of Death');
  expect(within(dialog).getByRole('combobox', { name: ANALYTICS_TEXT.filterOperator }).textContent).toBe(
    'is one of',
  );
  await user.click(within(dialog).getByRole('combobox', { name: ANALYTICS_TEXT.filterValue }));
  await user.click(await screen.findByRole('option', { name: 'Homicide' }));
  await user.click(within(dialog).getByRole('button', { name: ANALYTICS_TEXT.apply }));
  await dialogsClosed();
}

const chips = () => within(screen.getByRole('list', { name: ANALYTICS_TEXT.filters })).getAllByRole('button');

describe('FilterBar', () => {
  it('adds a list filter: its values are looked up, the chip shows and the widgets reload with the where', async () => {
    const user = userEvent.setup();
    const { calls } = renderAnalytics();
    await dashboardReady();
    await addMannerFilter(user);

    expect(lookups(calls)).toEqual([
      { groupBy: 'mannerOfDeath', addCount: true, sortField: 'COUNT', sortAsc: false, limit: 100 },
    ]);
    expect(chips().map((chip) => chip.textContent)).toEqual(['Manner of Death is one of Homicide']);
    await waitFor(() => expect(totalCasesBodies(calls)).toHaveLength(2));
    expect(totalCasesBodies(calls)[1]?.where).toEqual({
      field: 'mannerOfDeath',
      operator: 'in',
      values: ['HOMICIDE'],
    });
  });

  it('lists each field once in the Add Filter menu', async () => {
    const user = userEvent.setup();
    renderAnalytics();
    await dashboardReady();
    await user.click(screen.getByRole('button', { name: ANALYTICS_TEXT.addFilter }));
    const dialog = await screen.findByRole('dialog', { name: ANALYTICS_TEXT.addFilter });
    await user.click(within(dialog).getByRole('combobox', { name: ANALYTICS_TEXT.filterField }));
    const labels = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels.filter((label) => label === 'Sex')).toHaveLength(1);
    expect(labels).toContain('Death Date');
    expect(labels).not.toContain('Date of Death');
  });

  it('keeps the filters when the dashboard tab changes', async () => {
    const user = userEvent.setup();
    const { calls } = renderAnalytics();
    await dashboardReady();
    await addMannerFilter(user);
    await user.click(screen.getByRole('tab', { name: 'Second' }));
    await waitFor(() =>
      expect(bodiesOf(calls, ROUTES.multiple).some((body) => 'second_total' in body)).toBe(true),
    );
    const second = bodiesOf(calls, ROUTES.multiple).find((body) => 'second_total' in body)!;
    expect((second.second_total as QueryBody).where).toEqual({
      field: 'mannerOfDeath',
      operator: 'in',
      values: ['HOMICIDE'],
    });
    expect(chips()).toHaveLength(1);
  });

  it('asks before removing a filter, and keeps it when cancelled', async () => {
    const user = userEvent.setup();
    const { calls } = renderAnalytics();
    await dashboardReady();
    await addMannerFilter(user);

    await user.click(within(chips()[0]!).getByTestId('CancelIcon'));
    let dialog = await screen.findByRole('dialog', { name: ANALYTICS_TEXT.removeFilterTitle });
    expect(within(dialog).getByText(CONFIRMATION_MESSAGES.removeFilter)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await dialogsClosed();
    expect(chips()).toHaveLength(1);

    await user.click(within(chips()[0]!).getByTestId('CancelIcon'));
    dialog = await screen.findByRole('dialog', { name: ANALYTICS_TEXT.removeFilterTitle });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await dialogsClosed();
    expect(screen.queryByRole('list', { name: ANALYTICS_TEXT.filters })).toBeNull();
    await waitFor(() => expect(totalCasesBodies(calls).at(-1)).not.toHaveProperty('where'));
  });

  it('keeps Clear Filters disabled without filters, and clears them all after the confirmation', async () => {
    const user = userEvent.setup();
    renderAnalytics();
    await dashboardReady();
    const clear = screen.getByRole('button', { name: ANALYTICS_TEXT.clearFilters });
    expect(clear).toHaveProperty('disabled', true);

    await addMannerFilter(user);
    await addMannerFilter(user);
    expect(chips()).toHaveLength(2);
    expect(clear).toHaveProperty('disabled', false);
    await user.click(clear);
    const dialog = await screen.findByRole('dialog', { name: ANALYTICS_TEXT.clearFilters });
    expect(within(dialog).getByText(CONFIRMATION_MESSAGES.clearFilters)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await dialogsClosed();
    expect(screen.queryByRole('list', { name: ANALYTICS_TEXT.filters })).toBeNull();
    expect(screen.getByRole('button', { name: ANALYTICS_TEXT.clearFilters })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('looks typeahead values up 500 ms after the last key, with a like match and the lookup limit', async () => {
    const { calls } = renderAnalytics();
    await dashboardReady();
    const dialog = await openAddFilter(userEvent.setup(), 'cause of', 'Cause of Death');
    // Without typed text the most frequent values are offered.
    await waitFor(() => expect(lookups(calls)).toHaveLength(1));
    expect(lookups(calls)[0]).toEqual({
      groupBy: 'causeOfDeath',
      addCount: true,
      sortField: 'COUNT',
      sortAsc: false,
      limit: FILTER_LOOKUP_LIMIT,
    });

    // Typed one key at a time, each within the debounce of the one before: only the last text is looked up.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const input = within(dialog).getByRole('combobox', { name: ANALYTICS_TEXT.filterValue });
    for (const text of ['g', 'gu', 'gun']) {
      fireEvent.change(input, { target: { value: text } });
      await act(() => vi.advanceTimersByTimeAsync(FILTER_LOOKUP_DEBOUNCE_MS / 2));
    }
    expect(lookups(calls)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(FILTER_LOOKUP_DEBOUNCE_MS / 2 - 1));
    expect(lookups(calls)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await act(() => vi.runOnlyPendingTimersAsync());
    vi.useRealTimers();

    await waitFor(() => expect(lookups(calls)).toHaveLength(2));
    expect(lookups(calls)[1]).toEqual({
      groupBy: 'causeOfDeath',
      addCount: true,
      sortField: 'COUNT',
      sortAsc: false,
      limit: FILTER_LOOKUP_LIMIT,
      where: { field: 'causeOfDeath', operator: 'like', values: ['gun'] },
    });
  });

  it('offers the quick date ranges, ending today, as a from-to range', async () => {
    const user = userEvent.setup();
    const { calls } = renderAnalytics();
    await dashboardReady();
    const dialog = await openAddFilter(user, 'death da', 'Death Date');
    await user.click(within(dialog).getByRole('button', { name: QUICK_DATE_RANGES[1] }));
    const today = new Date();
    const from = isoDay(new Date(today.getFullYear(), today.getMonth(), today.getDate() - 7));
    expect((within(dialog).getByLabelText(ANALYTICS_TEXT.filterFrom) as HTMLInputElement).value).toBe(from);
    expect((within(dialog).getByLabelText(ANALYTICS_TEXT.filterTo) as HTMLInputElement).value).toBe(
      isoDay(today),
    );
    await user.click(within(dialog).getByRole('button', { name: ANALYTICS_TEXT.apply }));
    await dialogsClosed();

    const [month, day, year] = [from.slice(5, 7), from.slice(8, 10), from.slice(0, 4)];
    expect(chips()[0]?.textContent).toMatch(new RegExp(`^Death Date is ${month}/${day}/${year} - `));
    await waitFor(() => expect(totalCasesBodies(calls)).toHaveLength(2));
    expect(totalCasesBodies(calls)[1]?.where).toEqual({
      field: 'deathDate',
      operator: 'eq',
      values: [from, isoDay(today)],
    });
  });

  it('takes one number for greater than or equal to', async () => {
    const user = userEvent.setup();
    const { calls } = renderAnalytics();
    await dashboardReady();
    const dialog = await openAddFilter(user, 'rounded', 'Age (Rounded)');
    await user.click(within(dialog).getByRole('combobox', { name: ANALYTICS_TEXT.filterOperator }));
    await user.click(await screen.findByRole('option', { name: 'greater than or equal to' }));
    const apply = within(dialog).getByRole('button', { name: ANALYTICS_TEXT.apply });
    expect(apply).toHaveProperty('disabled', true);
    await user.type(within(dialog).getByRole('spinbutton', { name: ANALYTICS_TEXT.filterValue }), '65');
    await user.click(apply);
    await dialogsClosed();
    expect(chips()[0]?.textContent).toBe('Age (Rounded) greater than or equal to 65');
    await waitFor(() => expect(totalCasesBodies(calls)).toHaveLength(2));
    expect(totalCasesBodies(calls)[1]?.where).toEqual({ field: 'roundedAge', operator: 'gte', values: [65] });
  });
});
