import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { ACCOUNT_PASSWORD_RULES } from '@hde/contracts/text';
import type { Database } from '../db/client.js';
import { idpAccounts } from '../db/schema.js';

/** argon2id (algorithm 2 of @node-rs/argon2) with the OWASP minimum parameters. */
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** A hash to verify against when the e-mail is unknown, so timing does not reveal which accounts exist. */
let decoyHash: Promise<string> | undefined;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function passwordProblems(password: string): string[] {
  return ACCOUNT_PASSWORD_RULES.filter((rule) => !rule.test(password)).map((rule) => rule.label);
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export interface IdpAccount {
  id: string;
  email: string;
  /**
   * A verification link sent to the address was confirmed with the account's password (or the account predates
   * verification and no invitation to its e-mail was pending then).
   */
  emailVerified: boolean;
}

/** How long a verification link works. */
export const VERIFICATION_LINK_HOURS = 24;

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

const accountColumns = {
  id: idpAccounts.id,
  email: idpAccounts.email,
  emailVerified: sql<boolean>`${idpAccounts.emailVerifiedAt} is not null`,
};

const liveToken = (token: string) =>
  and(
    eq(idpAccounts.verificationTokenHash, tokenHash(token)),
    gt(idpAccounts.verificationExpiresAt, sql`now()`),
  );

export function createAccountStore(db: Database) {
  return {
    async findById(id: string): Promise<IdpAccount | undefined> {
      if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
      const [row] = await db.select(accountColumns).from(idpAccounts).where(eq(idpAccounts.id, id));
      return row;
    },

    async verifyPassword(email: string, password: string): Promise<IdpAccount | undefined> {
      const [row] = await db
        .select()
        .from(idpAccounts)
        .where(eq(idpAccounts.email, normaliseEmail(email)));
      if (!row) {
        decoyHash ??= hashPassword('decoy-password-for-timing');
        await verify(await decoyHash, password);
        return undefined;
      }
      return (await verify(row.passwordHash, password))
        ? { id: row.id, email: row.email, emailVerified: row.emailVerifiedAt !== null }
        : undefined;
    },

    /** Creates the account, its e-mail not yet verified; undefined when the e-mail is already taken. */
    async create(email: string, password: string): Promise<IdpAccount | undefined> {
      const [row] = await db
        .insert(idpAccounts)
        .values({ email: normaliseEmail(email), passwordHash: await hashPassword(password) })
        .onConflictDoNothing()
        .returning(accountColumns);
      return row;
    },

    /**
     * A new single-use verification token for an unverified account (only its hash is stored; it replaces any
     * earlier link). Undefined when the account is verified or gone.
     */
    async newVerificationToken(accountId: string): Promise<string | undefined> {
      const token = randomBytes(32).toString('base64url');
      const [row] = await db
        .update(idpAccounts)
        .set({
          verificationTokenHash: tokenHash(token),
          verificationExpiresAt: new Date(Date.now() + VERIFICATION_LINK_HOURS * 60 * 60 * 1000),
        })
        .where(and(eq(idpAccounts.id, accountId), isNull(idpAccounts.emailVerifiedAt)))
        .returning({ id: idpAccounts.id });
      return row ? token : undefined;
    },

    /** The unverified account a live verification link was sent for; reading it changes nothing. */
    async findByVerificationToken(token: string): Promise<IdpAccount | undefined> {
      const [row] = await db.select(accountColumns).from(idpAccounts).where(liveToken(token));
      return row;
    },

    /**
     * Confirms a verification link (after its account's password was checked): marks the account verified and
     * spends the token. False when the link was spent, replaced or expired meanwhile.
     */
    async confirmEmail(token: string, accountId: string): Promise<boolean> {
      const rows = await db
        .update(idpAccounts)
        .set({ emailVerifiedAt: new Date(), verificationTokenHash: null, verificationExpiresAt: null })
        .where(and(liveToken(token), eq(idpAccounts.id, accountId)))
        .returning({ id: idpAccounts.id });
      return rows.length > 0;
    },
  };
}

export type AccountStore = ReturnType<typeof createAccountStore>;
