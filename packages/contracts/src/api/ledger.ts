import { z } from 'zod';

/**
 * GET /ledger/{id}: one proof-ledger entry (ARCHITECTURE §9) with the server's checks of its signature and of
 * the chain up to it. Public: an entry holds only hashes, never whose file it was, and nothing that leads to
 * another entry (no position in the chain, no neighbour ids, no previous hash), so no one can list the ledger
 * from one transaction id.
 */
export const publicLedgerEntrySchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  fileSha256: z.string(),
  merkleRoot: z.string(),
  leafCount: z.number(),
  keyId: z.string(),
  /** Base64 Ed25519 signature of the entry hash. */
  signature: z.string(),
  checks: z.object({ signature: z.boolean(), chain: z.boolean() }),
});
export type PublicLedgerEntry = z.infer<typeof publicLedgerEntrySchema>;
