import { describe, expect, it } from 'vitest';
import { isLedgerPath, ledgerEntryPath } from './ledger-paths';

describe('ledger paths', () => {
  it.each([
    ['/ledger', true],
    ['/ledger/abc', true],
    ['/ledgers', false],
    ['/mdi/ledger/abc', false],
    ['/', false],
  ])('isLedgerPath(%s) = %s', (path, expected) => {
    expect(isLedgerPath(path)).toBe(expected);
  });

  it('puts the transaction id under /ledger, encoded', () => {
    expect(ledgerEntryPath('ab/c')).toBe('/ledger/ab%2Fc');
  });
});
