import { eq } from 'drizzle-orm';
import { TRIAL_DAYS } from '@hde/contracts';
import type { Database } from '../platform/db/client.js';
import { featureFlags, modules, userModules, users } from '../platform/db/schema.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export class AdminError extends Error {}

async function userByEmail(db: Database, email: string) {
  const [user] = await db.select().from(users).where(eq(users.userId, email.trim().toLowerCase()));
  if (!user) throw new AdminError(`No user ${email}: the person must sign in to HDE once first.`);
  return user;
}

async function assertModule(db: Database, moduleId: string) {
  const [module] = await db.select().from(modules).where(eq(modules.id, moduleId));
  if (!module) throw new AdminError(`No module "${moduleId}".`);
}

function parseDate(value: string, name: string): Date {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) throw new AdminError(`${name} must be a date such as 2027-12-31.`);
  return date;
}

async function upsertFacts(
  db: Database,
  userId: string,
  moduleId: string,
  set: Partial<typeof userModules.$inferInsert>,
) {
  await db
    .insert(userModules)
    .values({ userId, moduleId, ...set })
    .onConflictDoUpdate({
      target: [userModules.userId, userModules.moduleId],
      set: { ...set, updatedAt: new Date() },
    });
}

/** Operator commands (payments are handled outside HDE). Each returns the line to print. */
export const adminCommands = {
  async 'subscription grant'(
    db: Database,
    [email, moduleId]: string[],
    flags: { until?: string; from?: string },
    now: Date,
  ) {
    if (!email || !moduleId || !flags.until)
      throw new AdminError('Usage: subscription grant <email> <module> --until <date> [--from <date>]');
    await assertModule(db, moduleId);
    const user = await userByEmail(db, email);
    const paidFrom = flags.from ? parseDate(flags.from, '--from') : now;
    const paidUntil = parseDate(flags.until, '--until');
    if (paidUntil <= paidFrom) throw new AdminError('--until must be after --from.');
    await upsertFacts(db, user.id, moduleId, { paidFrom, paidUntil });
    return `Granted ${moduleId} to ${user.userId} from ${paidFrom.toISOString()} until ${paidUntil.toISOString()}.`;
  },

  async 'subscription end'(db: Database, [email, moduleId]: string[], _flags: unknown, now: Date) {
    if (!email || !moduleId) throw new AdminError('Usage: subscription end <email> <module>');
    await assertModule(db, moduleId);
    const user = await userByEmail(db, email);
    await upsertFacts(db, user.id, moduleId, { paidUntil: now });
    return `Ended the ${moduleId} subscription of ${user.userId}.`;
  },

  async 'trial grant'(db: Database, [email, moduleId]: string[], flags: { from?: string }, now: Date) {
    if (!email || !moduleId) throw new AdminError('Usage: trial grant <email> <module> [--from <date>]');
    await assertModule(db, moduleId);
    const user = await userByEmail(db, email);
    const trialStartedAt = flags.from ? parseDate(flags.from, '--from') : now;
    const trialEndsAt = new Date(trialStartedAt.getTime() + TRIAL_DAYS * DAY_MS);
    await upsertFacts(db, user.id, moduleId, { trialStartedAt, trialEndsAt });
    return `Trial of ${moduleId} for ${user.userId} from ${trialStartedAt.toISOString()} until ${trialEndsAt.toISOString()}.`;
  },

  async 'trial end'(db: Database, [email, moduleId]: string[], _flags: unknown, now: Date) {
    if (!email || !moduleId) throw new AdminError('Usage: trial end <email> <module>');
    await assertModule(db, moduleId);
    const user = await userByEmail(db, email);
    await upsertFacts(db, user.id, moduleId, { trialEndsAt: now });
    return `Ended the ${moduleId} trial of ${user.userId}.`;
  },

  async beta(db: Database, [email, value]: string[]) {
    if (!email || !['on', 'off'].includes(value ?? '')) throw new AdminError('Usage: beta <email> on|off');
    const user = await userByEmail(db, email);
    await db
      .update(users)
      .set({ beta: value === 'on' })
      .where(eq(users.id, user.id));
    return `Beta ${value} for ${user.userId}.`;
  },

  async operator(db: Database, [email, value]: string[]) {
    if (!email || !['on', 'off'].includes(value ?? ''))
      throw new AdminError('Usage: operator <email> on|off');
    const user = await userByEmail(db, email);
    await db
      .update(users)
      .set({ operator: value === 'on' })
      .where(eq(users.id, user.id));
    return `Operator ${value} for ${user.userId} (SUPERHERO in demo workspaces).`;
  },

  async flag(db: Database, [name, value]: string[]) {
    if (!name) {
      const rows = await db.select().from(featureFlags).orderBy(featureFlags.name);
      return rows.map((row) => `${row.active ? 'on ' : 'off'}  ${row.name}`).join('\n') || 'No flags.';
    }
    if (!['on', 'off'].includes(value ?? '')) throw new AdminError('Usage: flag [<name> on|off]');
    await db
      .insert(featureFlags)
      .values({ name, active: value === 'on' })
      .onConflictDoUpdate({
        target: featureFlags.name,
        set: { active: value === 'on', updatedAt: new Date() },
      });
    return `Flag ${name} ${value}.`;
  },
} as const;

export type AdminCommand = keyof typeof adminCommands;
