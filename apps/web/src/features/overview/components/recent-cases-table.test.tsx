import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MISSING_VALUE } from '@hde/contracts';
import { ERROR_MESSAGES, OVERVIEW_TEXT } from '@hde/contracts/text';
import { errorReply } from '../../../test/mock-api';
import { ROUTES, callsTo, recentCase, recentCasesAnswer, renderOverview } from '../overview-test-fixtures';

vi.mock('../../../components/charts/echart', () => ({
  EChart: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

const C = OVERVIEW_TEXT.recentCaseColumns;
const location = () => screen.getByRole('status', { name: 'location' }).textContent;
const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);

async function recentTable(firstCase = 'C-1') {
  const table = await screen.findByRole('table', { name: OVERVIEW_TEXT.recentCasesTitle });
  await within(table).findByText(firstCase);
  return table;
}

describe('Latest Cases (Last 60 Days)', () => {
  it('shows the turnaround columns, five rows a page', async () => {
    const { calls } = renderOverview();
    const table = await recentTable();
    expect(headers(table)).toEqual([
      C.caseId,
      C.deathDate,
      C.pathologist,
      C.examTurnAround,
      C.reportTurnaroundTime,
      C.dcTurnaroundTime,
    ]);
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    const firstRow = within(table).getAllByRole('row')[1]!;
    expect(
      within(firstRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['C-1', '03/04/2026', 'Dr. Adams', '1 day', '30 days', '12 days']);
    const [first] = callsTo(calls, ROUTES.recentCases);
    expect(Object.fromEntries(first!.query)).toEqual({ skip: '0', limit: '5' });
    expect(screen.getByText('1–5 of 12')).toBeTruthy();
  });

  it('shows the court columns instead of the turnarounds when the server says so', async () => {
    renderOverview({ routes: { [ROUTES.recentCases]: recentCasesAnswer(3, 'court') } });
    const table = await recentTable();
    expect(headers(table)).toEqual([
      C.caseId,
      C.deathDate,
      C.pathologist,
      C.districtAttorney,
      C.circuitCaseNumber,
      C.judge,
      C.trialDate,
    ]);
    expect(within(table).getAllByText('05/01/2026')).toHaveLength(3);
    expect(within(table).queryByText(C.examTurnAround)).toBeNull();
  });

  it('shows --- for missing values and turnarounds', async () => {
    const sparse = recentCase(1, {
      deathDate: null,
      pathologist: null,
      examTurnAround: null,
      reportTurnaroundTime: -1,
      dcTurnaroundTime: null,
    });
    renderOverview({
      routes: { [ROUTES.recentCases]: { items: [sparse], total: 1, columns: 'turnaround' } },
    });
    const table = await recentTable();
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getAllByText(MISSING_VALUE)).toHaveLength(5);
  });

  it('says when there are no recent cases', async () => {
    renderOverview({ routes: { [ROUTES.recentCases]: { items: [], total: 0, columns: 'turnaround' } } });
    expect(await screen.findByText(OVERVIEW_TEXT.recentCasesEmpty)).toBeTruthy();
  });

  it('says so when the cases cannot be fetched', async () => {
    renderOverview({ routes: { [ROUTES.recentCases]: errorReply(500) } });
    const section = screen.getByRole('region', { name: OVERVIEW_TEXT.recentCasesTitle });
    expect(await within(section).findByText(ERROR_MESSAGES.workspaceQuery)).toBeTruthy();
    expect(within(section).queryByText(OVERVIEW_TEXT.recentCasesEmpty)).toBeNull();
  });

  it('pages on the server', async () => {
    const user = userEvent.setup();
    const { calls } = renderOverview();
    const table = await recentTable();
    await user.click(screen.getByRole('button', { name: /next page/i }));
    await within(table).findByText('C-6');
    expect(screen.getByText('6–10 of 12')).toBeTruthy();
    expect(callsTo(calls, ROUTES.recentCases).map((call) => call.query.get('skip'))).toEqual(['0', '5']);
    expect(screen.queryByRole('combobox', { name: /rows per page/i })).toBeNull();
  });

  it('opens a case in Analytics from a row click or Enter on a focused row', async () => {
    const user = userEvent.setup();
    renderOverview();
    const table = await recentTable();
    await user.click(within(table).getByText('C-3'));
    expect(location()).toBe('?id=analytics&caseId=C-3');

    within(table).getAllByRole('row')[2]!.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location()).toBe('?id=analytics&caseId=C-2'));
  });
});
