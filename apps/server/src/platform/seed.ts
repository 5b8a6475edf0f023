import { MDI_DEMO_WORKSPACE_ID, MODULE_CATALOGUE, TOX_WORKSPACE_ID } from '@hde/contracts';
import { FEATURE_FLAGS } from '@hde/contracts/api';
import { and, eq, sql } from 'drizzle-orm';
import type { AppConfig } from './config.js';
import type { Database } from './db/client.js';
import { featureFlags, idpAccounts, modules, users, workspaces } from './db/schema.js';
import { hashPassword } from './idp/accounts.js';
import { seedSampleCases } from '../modules/tox-cases/index.js';

/** Demo accounts of the embedded provider, listed in the README. */
export const DEMO_ACCOUNTS = [
  { email: 'beta@example.com', password: 'HdeDemo#2026', firstName: 'Bea', lastName: 'Tanaka', beta: true },
  { email: 'user@example.com', password: 'HdeDemo#2026', firstName: 'Sam', lastName: 'Rivera', beta: false },
] as const;

export async function seedModules(db: Database): Promise<void> {
  for (const [index, module] of MODULE_CATALOGUE.entries()) {
    const values = {
      name: module.name,
      beta: module.beta,
      inDevelopment: module.inDevelopment,
      sortOrder: index,
    };
    await db
      .insert(modules)
      .values({ id: module.id, ...values })
      .onConflictDoUpdate({ target: modules.id, set: values });
  }
}

/** Creates the demo accounts once, their e-mail verified; a password changed later is left alone. */
export async function seedDemoAccounts(db: Database, config: AppConfig): Promise<void> {
  for (const demo of DEMO_ACCOUNTS) {
    const [account] = await db
      .insert(idpAccounts)
      .values({
        email: demo.email,
        passwordHash: await hashPassword(demo.password),
        emailVerifiedAt: new Date(),
      })
      .onConflictDoUpdate({ target: idpAccounts.email, set: { email: sql`excluded.email` } })
      .returning({ id: idpAccounts.id });
    if (!account) continue;
    await db
      .insert(users)
      .values({
        issuer: config.oidc.issuer,
        subject: account.id,
        userId: demo.email,
        firstName: demo.firstName,
        lastName: demo.lastName,
        beta: demo.beta,
        isFirstTime: false,
      })
      .onConflictDoNothing();
  }
}

/**
 * The beta demo account's synthetic toxicology cases (marked sample, each with its insights job queued), once:
 * run after seedDemoAccounts; a restart adds none.
 */
export async function seedDemoToxCases(db: Database, config: AppConfig): Promise<void> {
  const beta = DEMO_ACCOUNTS.find((demo) => demo.beta);
  if (!beta) return;
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.issuer, config.oidc.issuer), eq(users.userId, beta.email)));
  if (user) await seedSampleCases(db, user.id);
}

/** Flags start in these states on a new installation; operators change them with `npm run admin`. */
const DEFAULT_FEATURE_FLAGS = [
  { name: FEATURE_FLAGS.multipleDashboards, active: true, description: 'Custom dashboards (My Dashboards)' },
];

export async function seedFeatureFlags(db: Database): Promise<void> {
  await db.insert(featureFlags).values(DEFAULT_FEATURE_FLAGS).onConflictDoNothing();
}

/**
 * The mdi demo workspace, and the toxicology module's one fixed workspace: not a demo, each account's own case
 * space (its id is a route constant; cases are owned per account).
 */
export async function seedDemoWorkspaces(db: Database): Promise<void> {
  await db
    .insert(workspaces)
    .values([
      {
        id: MDI_DEMO_WORKSPACE_ID,
        moduleId: 'mdi',
        name: 'MDI Demo Workspace',
        description: 'Sample death-investigation cases for exploring HDE.',
        icon: 'star',
        demo: true,
      },
      {
        id: TOX_WORKSPACE_ID,
        moduleId: 'tox',
        name: 'Smart Toxicology',
        description: 'Toxicology cases and AI-assisted insights.',
        icon: 'lightning',
        demo: false,
      },
    ])
    .onConflictDoNothing();
}
