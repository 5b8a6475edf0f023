import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LEDGER_TEXT } from '@hde/contracts/text';
import { createMockApi, type MockRoutes } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ledgerRoutes } from '../ledger-routes';
import { makeLedgerEntry } from '../ledger-test-fixtures';

function renderLookupPage(routes: MockRoutes = {}) {
  const mock = createMockApi(routes);
  renderWithProviders(null, { api: mock.api, path: '/ledger', routes: ledgerRoutes });
  return mock.calls;
}

describe('LedgerLookupPage', () => {
  it('lists no entries: it asks for a transaction id and asks the server for nothing', async () => {
    const calls = renderLookupPage();
    expect(await screen.findByRole('heading', { name: LEDGER_TEXT.lookupTitle })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: LEDGER_TEXT.title })).toBeTruthy();
    expect(screen.getByText(LEDGER_TEXT.lookupHelp)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('opens the entry of the id typed in, without the spaces around it', async () => {
    const user = userEvent.setup();
    const entry = makeLedgerEntry();
    const calls = renderLookupPage({ [`GET /v2/ledger/${entry.id}`]: entry });
    await user.type(await screen.findByRole('textbox', { name: LEDGER_TEXT.lookupLabel }), `  ${entry.id} `);
    await user.click(screen.getByRole('button', { name: LEDGER_TEXT.lookupSubmit }));
    expect(await screen.findByRole('heading', { name: LEDGER_TEXT.entryTitle })).toBeTruthy();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([`GET /v2/ledger/${entry.id}`]);
  });
});
