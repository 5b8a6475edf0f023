import { and, eq, sql } from 'drizzle-orm';
import type { ProfileUpdate, User, UserConfigUpdate } from '@hde/contracts/api';
import { SIGN_IN_ERRORS, USER_ERRORS } from '@hde/contracts/text';
import { recordActivity } from '../../platform/activity.js';
import type { AuthIdentity } from '../../platform/auth.js';
import type { Database } from '../../platform/db/client.js';
import { idpDeletedAccounts, userPictures, users } from '../../platform/db/schema.js';
import { HttpError } from '../../platform/errors.js';
import type { PictureType } from './picture-type.js';
import type { EmailClaims } from './userinfo.js';

export type UserRow = typeof users.$inferSelect;

export interface Picture {
  contentType: PictureType;
  data: Uint8Array;
}

const PICTURE_PATH = '/v2/app/user/pic';

/** Details that live outside the users row; the subscriptions module supplies the expiration date. */
export interface UserResponseExtras {
  expirationDate?: string | null;
}

export function toUserResponse(row: UserRow, { expirationDate = null }: UserResponseExtras = {}): User {
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
    picture: row.picture ? `${PICTURE_PATH}?v=${encodeURIComponent(row.picture)}` : null,
    userConfiguration: {
      beta: row.beta,
      expirationDate,
      isFirstTime: row.isFirstTime,
      goals: row.goals,
      defaultWorkspace: row.defaultWorkspaceId,
    },
  };
}

/** Tokens of external providers may carry no e-mail claims: ask the issuer's userinfo endpoint. */
export type EmailResolver = (identity: AuthIdentity) => Promise<EmailClaims>;

const normalise = (email: string) => email.trim().toLowerCase();

/**
 * A token stays valid until it expires, but not for an account deleted meanwhile (its row is marked by a trigger,
 * migration 0013). Checked on the user row each request reads anyway, never remembered across requests.
 */
export function refuseDeletedAccount(user: UserRow): UserRow {
  if (user.accountDeletedAt) throw new HttpError(401, SIGN_IN_ERRORS.accountDeleted);
  return user;
}

export function createUserService(db: Database, resolveEmail: EmailResolver) {
  // Read by every authenticated call: prepared once.
  const userBySubject = db
    .select()
    .from(users)
    .where(and(eq(users.issuer, sql.placeholder('issuer')), eq(users.subject, sql.placeholder('subject'))))
    .prepare('user_by_subject');

  return {
    /** The signed-in user's row, created on the first authenticated call. */
    async findOrCreate(identity: AuthIdentity): Promise<UserRow> {
      const subject = { issuer: identity.issuer, subject: identity.subject };
      const [existing] = await userBySubject.execute(subject);
      if (existing) return refuseDeletedAccount(existing);

      const email = (identity.email ?? (await resolveEmail(identity)).email)?.trim().toLowerCase();
      if (!email) throw new HttpError(401, SIGN_IN_ERRORS.noEmail);
      // A token issued before its account was deleted must not create the row the deletion would have marked.
      const deleted = db
        .select({ id: idpDeletedAccounts.id })
        .from(idpDeletedAccounts)
        .where(sql`${idpDeletedAccounts.id}::text = ${identity.subject}`);
      await db.execute(
        sql`insert into ${users} (issuer, subject, user_id) select ${identity.issuer}, ${identity.subject}, ${email} where not exists (${deleted}) on conflict do nothing`,
      );
      const [created] = await userBySubject.execute(subject);
      if (!created) {
        if ((await deleted).length > 0) throw new HttpError(401, SIGN_IN_ERRORS.accountDeleted);
        // The e-mail belongs to a user of another identity: never merge accounts silently.
        throw new HttpError(409, SIGN_IN_ERRORS.emailLinkedElsewhere);
      }
      return created;
    },

    /**
     * Whether this identity owns `email` (ARCHITECTURE, Identity): only when its provider says the e-mail is
     * verified (the token's claims, else userinfo; no claim is not verified) and it is the user's own e-mail.
     * Every feature that grants something to an e-mail address (invitations, PRIVATE dashboards) asks this.
     */
    async ownsEmail(identity: AuthIdentity, user: UserRow, email: string): Promise<boolean> {
      const claims: EmailClaims =
        identity.email !== undefined && identity.emailVerified !== undefined
          ? { email: identity.email, emailVerified: identity.emailVerified }
          : await resolveEmail(identity);
      if (claims.emailVerified !== true || !claims.email) return false;
      const verified = normalise(claims.email);
      return verified === user.userId && verified === normalise(email);
    },

    /** Account page, My Details. */
    async updateProfile(user: UserRow, update: ProfileUpdate): Promise<UserRow> {
      const changes = {
        firstName: emptyAsNull(update.firstName),
        lastName: emptyAsNull(update.lastName),
        phoneNumber: emptyAsNull(update.phoneNumber),
        company: emptyAsNull(update.company),
        jobTitle: emptyAsNull(update.jobTitle),
      };
      return db.transaction((tx) => updateUser(tx, user, 'UPDATE_PROFILE', changes));
    },

    /** Onboarding: the profile plus goals, and isFirstTime (false once onboarding is finished). */
    async updateConfiguration(user: UserRow, update: UserConfigUpdate): Promise<UserRow> {
      const changes = {
        firstName: update.firstName,
        lastName: update.lastName,
        phoneNumber: emptyAsNull(update.phoneNumber),
        company: update.company,
        jobTitle: update.jobTitle,
        goals: [...new Set(update.goals)],
        isFirstTime: update.isFirstTime,
      };
      return db.transaction((tx) => updateUser(tx, user, 'UPDATE_CONFIGURATION', changes));
    },

    async picture(user: UserRow): Promise<Picture | undefined> {
      const [row] = await db
        .select({ contentType: userPictures.contentType, data: userPictures.data })
        .from(userPictures)
        .where(eq(userPictures.userId, user.id));
      return row && { contentType: row.contentType as PictureType, data: row.data };
    },

    /** Replaces the picture; the new version token changes the picture URL, so caches fetch it again. */
    async savePicture(user: UserRow, picture: Picture): Promise<UserRow> {
      return db.transaction(async (tx) => {
        const now = new Date();
        await tx
          .insert(userPictures)
          .values({ userId: user.id, ...picture, updatedAt: now })
          .onConflictDoUpdate({ target: userPictures.userId, set: { ...picture, updatedAt: now } });
        return updateUser(tx, user, 'UPDATE_PICTURE', { picture: newPictureVersion() });
      });
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;

/** Updates the user's row and records the activity, in the caller's transaction. */
async function updateUser(
  tx: Database,
  user: UserRow,
  action: string,
  changes: Partial<typeof users.$inferInsert>,
): Promise<UserRow> {
  const [updated] = await tx
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, user.id))
    .returning();
  if (!updated) throw new HttpError(404, USER_ERRORS.notFound);
  await recordActivity(tx, { userId: user.id, collectionName: 'users', action, recordId: user.id });
  return updated;
}

function emptyAsNull(value: string): string | null {
  return value === '' ? null : value;
}

function newPictureVersion(): string {
  return Date.now().toString(36);
}
