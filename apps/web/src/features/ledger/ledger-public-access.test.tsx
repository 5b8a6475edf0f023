import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { LEDGER_TEXT } from '@hde/contracts/text';
import { AppProviders } from '../../app/providers/app-providers';
import { RootRoutes } from '../../app/router/root-routes';
import { hexId, makeLedgerEntry } from './ledger-test-fixtures';

/** The browser's own fetch, answering the ledger's one endpoint and recording what was asked. */
function stubFetch() {
  const requests: Request[] = [];
  const replies: Record<string, unknown> = {
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
    expect(await screen.findByRole('heading', { name: LEDGER_TEXT.entryTitle })).toBeTruthy();
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual([`/v2/ledger/${hexId('2')}`]);
    expect(requests[0]!.headers.get('Authorization')).toBeNull();
  });

  it('offer a lookup with no sign-in, asking the server for nothing until an id is given', async () => {
    const requests = stubFetch();
    renderSignedOut('/ledger');
    expect(await screen.findByRole('heading', { name: LEDGER_TEXT.lookupTitle })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: LEDGER_TEXT.lookupLabel })).toBeTruthy();
    expect(requests).toEqual([]);
  });
});
