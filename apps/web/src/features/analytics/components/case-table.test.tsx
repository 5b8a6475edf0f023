import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CASE_LIST_FIELDS, CASE_LIST_TAB_ID, MISSING_VALUE } from '@hde/contracts';
import type { QueryBody } from '@hde/contracts/api';
import { ANALYTICS_TEXT } from '@hde/contracts/text';
import { ROUTES, bodiesOf, renderAnalytics } from '../analytics-test-fixtures';

vi.mock('../../../components/charts/echart', () => ({
  EChart: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));
vi.mock('../../../components/widgets/widget-map', () => ({
  WidgetMap: ({ label }: { label: string }) => <div role="region" aria-label={label} />,
}));

const tablePages = (calls: Parameters<typeof bodiesOf>[0]) =>
  bodiesOf(calls, ROUTES.query)
    .map((body) => body as QueryBody)
    .filter((body) => body.fields !== undefined)
    .map(({ from, limit, sortField, sortAsc }) => ({ from, limit, sortField, sortAsc }));

const location = () => screen.getByRole('status', { name: 'location' }).textContent;

async function caseList() {
  const table = await screen.findByRole('table', { name: 'Case List' }, { timeout: 10_000 });
  await within(table).findByText('C-1', {}, { timeout: 10_000 });
  return table;
}

describe('Case List', () => {
  it('pages and sorts on the server, with 10, 25 and 100 rows per page', async () => {
    const user = userEvent.setup();
    const { calls } = renderAnalytics({
      defaultDashboard: true,
      search: `?id=analytics&tab=${CASE_LIST_TAB_ID}`,
    });
    const table = await caseList();
    const [first] = (bodiesOf(calls, ROUTES.query) as QueryBody[]).filter((body) => body.fields);
    expect(first).toMatchObject({ fields: [...CASE_LIST_FIELDS], from: 0, limit: 10 });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Case ID',
      'Death Date',
      'Age Group',
      'Sex',
      'Race',
      'Manner of Death',
      'Cause of Death',
      'Pathologist',
      'Death City',
    ]);
    const firstRow = within(table).getAllByRole('row')[1]!;
    expect(within(firstRow).getByText('12/24/2025')).toBeTruthy();
    expect(within(firstRow).getByText(MISSING_VALUE)).toBeTruthy();
    expect(screen.getByText('1–10 of 42')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /next page/i }));
    await within(table).findByText('C-11');
    await user.click(screen.getByRole('combobox', { name: /rows per page/i }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['10', '25', '100']);
    await user.click(screen.getByRole('option', { name: '25' }));
    await within(table).findByText('C-25');
    await user.click(within(table).getByRole('button', { name: 'Case ID' }));
    await waitFor(() => expect(tablePages(calls)).toHaveLength(4));

    expect(tablePages(calls)).toEqual([
      { from: 0, limit: 10, sortField: 'deathDate', sortAsc: false },
      { from: 10, limit: 10, sortField: 'deathDate', sortAsc: false },
      { from: 0, limit: 25, sortField: 'deathDate', sortAsc: false },
      { from: 0, limit: 25, sortField: '_id', sortAsc: true },
    ]);
  });

  it('opens a case from a row click or Enter on a focused row', async () => {
    const user = userEvent.setup();
    renderAnalytics({ defaultDashboard: true, search: `?id=analytics&tab=${CASE_LIST_TAB_ID}` });
    const table = await caseList();

    await user.click(within(table).getByText('C-3'));
    expect(location()).toBe('?id=analytics&caseId=C-3');
    expect(screen.getByRole('heading', { name: ANALYTICS_TEXT.caseHeading('C-3') })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: ANALYTICS_TEXT.backToCaseList }));
    const again = await caseList();
    within(again).getAllByRole('row')[2]!.focus();
    await user.keyboard('{Enter}');
    expect(location()).toBe('?id=analytics&caseId=C-2');
  });
});
