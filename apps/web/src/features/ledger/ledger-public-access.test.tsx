import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { LEDGER_TEXT } from '@hde/contracts';
import { AppProviders } from '../../app/providers/app-providers';
import { RootRoutes } from '../../app/router/root-routes';
import { hexId, makeLedgerEntry, makeLedgerSummary } from './ledger-test-fixtures';

/** The browser's own fetch, answering the two ledger endpoints and recording what was asked. */
function stubFetch() {
  const requests: Request[] = [];
  const replies: Record<string, unknown> = {
    '/v2/ledger': { items: [makeLedgerSummary(2)] },
    [`/v2/ledger/${hexId('2')}`]: makeLedgerEntry(),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(new URL(String(input), 'http://localhost'), init);
      requests.push(request);
      const body = replies[new URL(request.url).pathname];
      return body === undefined
        ? new Response(null, { status: 404 })
        : new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return requests;
}

function renderSignedOut(path: string) {
  render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <RootRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the ledger pages, signed out', () => {
  it('show an entry with no sign-in, no client config and no token', async () => {
    const requests = stubFetch();
    renderSignedOut(`/ledger/${hexId('2')}`);
    expect(await screen.findByRole('heading', { name: LEDGER_TEXT.entryTitle(2) })).toBeTruthy();
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual([`/v2/ledger/${hexId('2')}`]);
    expect(requests[0]!.headers.get('Authorization')).toBeNull();
  });

  it('list the latest entries with no sign-in', async () => {
    const requests = stubFetch();
    renderSignedOut('/ledger');
    expect(await screen.findByRole('link', { name: hexId('2') })).toBeTruthy();
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual(['/v2/ledger']);
  });
});
