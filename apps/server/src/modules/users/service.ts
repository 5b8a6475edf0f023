import { and, eq } from 'drizzle-orm';
import type { User } from '@hde/contracts';
import type { AuthIdentity } from '../../platform/auth.js';
import type { Database } from '../../platform/db/client.js';
import { users } from '../../platform/db/schema.js';
import { HttpError } from '../../platform/errors.js';

type UserRow = typeof users.$inferSelect;

export function toUserResponse(row: UserRow): User {
  return {
    id: row.id,
    userId: row.userId,
    firstName: row.firstName,
    lastName: row.lastName,
    phoneNumber: row.phoneNumber,
    company: row.company,
    jobTitle: row.jobTitle,
    role: 'USER',
    goals: row.goals,
    picture: row.picture,
    userConfiguration: {
      beta: row.beta,
      expirationDate: null,
      isFirstTime: row.isFirstTime,
      goals: row.goals,
      defaultWorkspace: row.defaultWorkspaceId,
    },
  };
}

/** Tokens of external providers may carry no e-mail claim: ask the issuer's userinfo endpoint. */
export type EmailResolver = (identity: AuthIdentity) => Promise<string | undefined>;

export function createUserService(db: Database, resolveEmail: EmailResolver) {
  return {
    /** The signed-in user's row, created on the first authenticated call. */
    async findOrCreate(identity: AuthIdentity): Promise<UserRow> {
      const bySubject = and(eq(users.issuer, identity.issuer), eq(users.subject, identity.subject));
      const [existing] = await db.select().from(users).where(bySubject);
      if (existing) return existing;

      const email = (identity.email ?? (await resolveEmail(identity)))?.trim().toLowerCase();
      if (!email) throw new HttpError(401, 'The identity provider did not supply an e-mail address');
      await db
        .insert(users)
        .values({ issuer: identity.issuer, subject: identity.subject, userId: email })
        .onConflictDoNothing();
      const [created] = await db.select().from(users).where(bySubject);
      if (!created) {
        // The e-mail belongs to a user of another identity: never merge accounts silently.
        throw new HttpError(409, 'This e-mail address is already linked to another sign-in identity');
      }
      return created;
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
