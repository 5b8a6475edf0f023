import type { TrustInfo } from '@hde/contracts/api';

/** A passed trust check of a file or case `id`, with the fields a test wants changed. */
export function makeTrustInfo(id: string, overrides: Partial<TrustInfo> = {}): TrustInfo {
  return {
    id,
    transactionId: `tx-${id}`,
    score: 1,
    verified: true,
    checking: false,
    checks: { signature: true, chain: true, content: true },
    ...overrides,
  };
}

/** `event: {name}` with one JSON data line, as the server writes it. */
export const sseEvent = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
