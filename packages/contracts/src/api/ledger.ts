import { z } from 'zod';

/**
 * GET /ledger/{id}: one proof-ledger entry (ARCHITECTURE §9) with the server's checks of its signature and of
 * the chain up to it. Public: an entry holds only hashes, never whose file it was.
 */
export const publicLedgerEntrySchema = z.object({
  id: z.string(),
  seq: z.number(),
  createdAt: z.string(),
  fileSha256: z.string(),
  merkleRoot: z.string(),
  leafCount: z.number(),
  prevHash: z.string(),
  /** The entry of seq - 1; null for the first entry. */
  previousId: z.string().nullable(),
  /** The entry of seq + 1; null for the latest entry. */
  nextId: z.string().nullable(),
  keyId: z.string(),
  /** Base64 Ed25519 signature of the entry hash. */
  signature: z.string(),
  checks: z.object({ signature: z.boolean(), chain: z.boolean() }),
});
export type PublicLedgerEntry = z.infer<typeof publicLedgerEntrySchema>;
