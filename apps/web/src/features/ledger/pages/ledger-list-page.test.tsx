import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { LEDGER_TEXT } from '@hde/contracts';
import { formatDateTime } from '../../../lib/dates/format-date-time';
import { createMockApi, type MockRoutes } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ledgerRoutes } from '../ledger-routes';
import { hexId, makeLedgerSummary } from '../ledger-test-fixtures';

function renderListPage(routes: MockRoutes) {
  renderWithProviders(null, { api: createMockApi(routes).api, path: '/ledger', routes: ledgerRoutes });
}

describe('LedgerListPage', () => {
  it('lists the latest entries as the server sends them, each linking to its page', async () => {
    const entries = [makeLedgerSummary(3), makeLedgerSummary(2), makeLedgerSummary(1)];
    renderListPage({ 'GET /v2/ledger': { items: entries } });

    const table = await screen.findByRole('table', { name: LEDGER_TEXT.latestTitle });
    expect(screen.getByRole('heading', { level: 1, name: LEDGER_TEXT.title })).toBeTruthy();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual(
      entries.map((entry) => [
        String(entry.seq),
        entry.id,
        formatDateTime(entry.createdAt),
        String(entry.leafCount),
      ]),
    );
    expect(
      within(rows[0]!)
        .getByRole('link', { name: hexId('3') })
        .getAttribute('href'),
    ).toBe(`/ledger/${hexId('3')}`);
  });

  it('says so when nothing has been ledgered yet', async () => {
    renderListPage({ 'GET /v2/ledger': { items: [] } });
    expect(await screen.findByText(LEDGER_TEXT.noEntries)).toBeTruthy();
  });

  it('shows a loading state until the entries arrive', async () => {
    renderListPage({ 'GET /v2/ledger': () => new Promise(() => undefined) });
    expect(await screen.findByRole('progressbar', { name: LEDGER_TEXT.loadingLatest })).toBeTruthy();
  });
});
