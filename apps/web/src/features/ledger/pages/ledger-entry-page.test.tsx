import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COPIED_FEEDBACK_MS } from '@hde/contracts';
import { TRUST_CHECK_LABELS } from '@hde/contracts/api';
import { LEDGER_TEXT, SHELL_TEXT } from '@hde/contracts/text';
import { formatDateTime } from '../../../lib/dates/format-date-time';
import { createMockApi, errorReply, type MockRoutes } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ledgerRoutes } from '../ledger-routes';
import { hexId, makeLedgerEntry } from '../ledger-test-fixtures';

const text = LEDGER_TEXT.fields;

function renderEntryPage(transactionId: string, routes: MockRoutes) {
  const mock = createMockApi(routes);
  renderWithProviders(null, { api: mock.api, path: `/ledger/${transactionId}`, routes: ledgerRoutes });
  return mock.calls;
}

/** The definition of a term in the entry's list. */
function definitionOf(term: string): HTMLElement {
  const dt = screen.getByText(term, { selector: 'dt' });
  return dt.nextElementSibling as HTMLElement;
}

const entryTitle = () => screen.findByRole('heading', { name: LEDGER_TEXT.entryTitle });

afterEach(() => {
  vi.useRealTimers();
});

describe('LedgerEntryPage', () => {
  it('shows every field of the entry, its date in the product format, and both checks passed', async () => {
    const entry = makeLedgerEntry();
    const calls = renderEntryPage(entry.id, { [`GET /v2/ledger/${entry.id}`]: entry });

    expect(await entryTitle()).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: LEDGER_TEXT.title })).toBeTruthy();
    expect(screen.getByText(LEDGER_TEXT.explanation)).toBeTruthy();
    expect(definitionOf(text.id).textContent).toContain(entry.id);
    expect(definitionOf(text.createdAt).textContent).toBe(formatDateTime(entry.createdAt));
    expect(definitionOf(text.fileSha256).textContent).toContain(entry.fileSha256);
    expect(definitionOf(text.merkleRoot).textContent).toContain(entry.merkleRoot);
    expect(definitionOf(text.leafCount).textContent).toBe('12');
    expect(definitionOf(text.keyId).textContent).toContain(entry.keyId);
    expect(definitionOf(text.signature).textContent).toContain(entry.signature);

    const checks = within(screen.getByRole('list', { name: LEDGER_TEXT.checks }));
    for (const label of [TRUST_CHECK_LABELS.signature, TRUST_CHECK_LABELS.chain]) {
      expect(checks.getByText(label).closest('.MuiChip-root')?.className).toContain('MuiChip-colorSuccess');
    }
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([`GET /v2/ledger/${entry.id}`]);
  });

  it('shows a failed check as an error chip', async () => {
    const entry = makeLedgerEntry({ checks: { signature: false, chain: true } });
    renderEntryPage(entry.id, { [`GET /v2/ledger/${entry.id}`]: entry });

    const failed = await screen.findByText(LEDGER_TEXT.checkFailed.signature);
    expect(failed.closest('.MuiChip-root')?.className).toContain('MuiChip-colorError');
    expect(screen.queryByText(TRUST_CHECK_LABELS.signature)).toBeNull();
    expect(screen.getByText(TRUST_CHECK_LABELS.chain).closest('.MuiChip-root')?.className).toContain(
      'MuiChip-colorSuccess',
    );
  });

  it('names no other entry: no chain position, previous hash or links along the chain', async () => {
    const entry = makeLedgerEntry();
    renderEntryPage(entry.id, { [`GET /v2/ledger/${entry.id}`]: entry });
    await entryTitle();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryAllByRole('link').map((link) => link.getAttribute('href'))).not.toContainEqual(
      expect.stringMatching(/^\/ledger\/[0-9a-f]{64}$/),
    );
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual([
      text.id,
      text.createdAt,
      text.fileSha256,
      text.merkleRoot,
      text.leafCount,
      text.keyId,
      text.signature,
    ]);
  });

  it('copies a hash and says Copied! on its button for a moment', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const entry = makeLedgerEntry();
    renderEntryPage(entry.id, { [`GET /v2/ledger/${entry.id}`]: entry });
    await entryTitle();
    const copyButton = () =>
      screen.getByRole('button', {
        name: (name) => name === LEDGER_TEXT.copy || name === LEDGER_TEXT.copied,
        description: text.merkleRoot,
      });

    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(copyButton());
    });
    expect(writeText).toHaveBeenLastCalledWith(entry.merkleRoot);
    expect(copyButton().textContent).toBe(LEDGER_TEXT.copied);
    expect(screen.getByRole('button', { name: LEDGER_TEXT.copy, description: text.fileSha256 })).toBeTruthy();
    act(() => vi.advanceTimersByTime(COPIED_FEEDBACK_MS - 1));
    expect(copyButton().textContent).toBe(LEDGER_TEXT.copied);
    act(() => vi.advanceTimersByTime(1));
    expect(copyButton().textContent).toBe(LEDGER_TEXT.copy);
  });

  it('shows a loading state until the entry arrives', async () => {
    renderEntryPage(hexId('2'), { [`GET /v2/ledger/${hexId('2')}`]: () => new Promise(() => undefined) });
    expect(await screen.findByRole('progressbar', { name: LEDGER_TEXT.loadingEntry })).toBeTruthy();
  });

  it('says the entry was not found on a 404 and offers to look up another', async () => {
    const user = userEvent.setup();
    const entry = makeLedgerEntry();
    renderEntryPage('unknown', {
      'GET /v2/ledger/unknown': errorReply(404, 'Ledger entry not found'),
      [`GET /v2/ledger/${entry.id}`]: entry,
    });
    expect(await screen.findByRole('heading', { name: LEDGER_TEXT.notFoundTitle })).toBeTruthy();
    expect(screen.getByText(LEDGER_TEXT.notFoundBody)).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: LEDGER_TEXT.lookupLabel }), entry.id);
    await user.click(screen.getByRole('button', { name: LEDGER_TEXT.lookupSubmit }));
    expect(await entryTitle()).toBeTruthy();
  });

  it('shows only the entry of its transaction id, with a lookup and no list of entries', async () => {
    const entry = makeLedgerEntry();
    const calls = renderEntryPage(entry.id, { [`GET /v2/ledger/${entry.id}`]: entry });
    await entryTitle();
    expect(screen.getByRole('search', { name: LEDGER_TEXT.lookupTitle })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(calls.map((call) => call.path)).toEqual([`/v2/ledger/${entry.id}`]);
  });

  it('says the ledger could not be loaded on other failures and tries again on request', async () => {
    const user = userEvent.setup();
    const entry = makeLedgerEntry();
    let requests = 0;
    renderEntryPage(entry.id, {
      [`GET /v2/ledger/${entry.id}`]: () => (++requests === 1 ? errorReply(500) : entry),
    });
    expect(await screen.findByText(LEDGER_TEXT.loadFailed)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: SHELL_TEXT.tryAgain }));
    expect(await entryTitle()).toBeTruthy();
  });
});
