import { hash, verify } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { ACCOUNT_PASSWORD_RULES } from '@hde/contracts';
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
}

export function createAccountStore(db: Database) {
  return {
    async findById(id: string): Promise<IdpAccount | undefined> {
      if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
      const [row] = await db
        .select({ id: idpAccounts.id, email: idpAccounts.email })
        .from(idpAccounts)
        .where(eq(idpAccounts.id, id));
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
      return (await verify(row.passwordHash, password)) ? { id: row.id, email: row.email } : undefined;
    },

    /** Creates the account; undefined when the e-mail is already taken. */
    async create(email: string, password: string): Promise<IdpAccount | undefined> {
      const [row] = await db
        .insert(idpAccounts)
        .values({ email: normaliseEmail(email), passwordHash: await hashPassword(password) })
        .onConflictDoNothing()
        .returning({ id: idpAccounts.id, email: idpAccounts.email });
      return row;
    },
  };
}

export type AccountStore = ReturnType<typeof createAccountStore>;
