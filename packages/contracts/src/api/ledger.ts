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

/**
 * GET /ledger/{id}/activity/{activityId}: whether an activity is in the batch the entry seals (ARCHITECTURE §6,
 * §9). The server hashes the activity as it is stored now and walks its audit path up to the entry's signed Merkle
 * root; the answer holds hashes only, never the activity's content.
 */
export const activityInclusionSchema = z.object({
  activityId: z.string(),
  leafIndex: z.number(),
  /** SHA-256 of the activity's canonical content as stored now. */
  leafHash: z.string(),
  /** Sibling hashes from the leaf up to the root. */
  auditPath: z.array(z.string()),
  merkleRoot: z.string(),
  /** The leaf hash and its path reproduce the entry's Merkle root. */
  included: z.boolean(),
});
export type ActivityInclusion = z.infer<typeof activityInclusionSchema>;
