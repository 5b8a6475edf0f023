import type { PublicLedgerEntry } from '@hde/contracts/api';

/** A 64-digit hex id made of one repeated digit, so each test entry is easy to tell apart. */
export const hexId = (digit: string) => digit.repeat(64);

export function makeLedgerEntry(overrides: Partial<PublicLedgerEntry> = {}): PublicLedgerEntry {
  return {
    id: hexId('2'),
    createdAt: '2026-03-04T15:06:07.890Z',
    fileSha256: hexId('c'),
    merkleRoot: hexId('d'),
    leafCount: 12,
    keyId: '0123456789abcdef',
    signature: 'c2lnbmF0dXJlIG9mIHRoZSBlbnRyeSBoYXNo',
    checks: { signature: true, chain: true },
    ...overrides,
  };
}
