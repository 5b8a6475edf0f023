import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.js';
import { migrationsFolder } from '../db/migrate.js';
import { idpAccounts, invitations, modules, workspaces } from '../db/schema.js';
import { createTestDatabase } from '../../test/test-database.js';

/** Migration 0013's statements; each is written to run again on a migrated database. */
const statements = readFileSync(path.join(migrationsFolder, '0013_email_verification.sql'), 'utf8')
  .split('--> statement-breakpoint')
  .map((statement) => statement.trim())
  .filter(Boolean);

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

describe('migration 0013 (e-mail verification) on existing accounts', () => {
  it('marks them verified, except those whose e-mail has a PENDING invitation', async () => {
    const { db } = handle;
    await db.insert(modules).values({ id: 'migration-test', name: 'Migration test' });
    const [workspace] = await db
      .insert(workspaces)
      .values({ moduleId: 'migration-test', name: 'Invitations' })
      .returning({ id: workspaces.id });
    const invite = (email: string, status: string) => ({
      workspaceId: workspace?.id ?? '',
      email,
      role: 'ADMIN',
      status,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    await db
      .insert(invitations)
      .values([
        invite('new.hire@hospital.example', 'PENDING'),
        invite('Mixed.Case@Hospital.example', 'PENDING'),
        invite('accepted@hospital.example', 'ACCEPTED'),
        invite('cancelled@hospital.example', 'CANCELLED'),
      ]);
    const createdAt = new Date('2026-01-02T03:04:05Z');
    const before = [
      'new.hire@hospital.example',
      'mixed.case@hospital.example',
      'accepted@hospital.example',
      'cancelled@hospital.example',
      'plain@hospital.example',
    ];
    // As they were before 0013: no verification date.
    await db
      .insert(idpAccounts)
      .values(before.map((email) => ({ email, passwordHash: 'x', createdAt, emailVerifiedAt: null })));

    for (const statement of statements) await db.execute(sql.raw(statement));

    const rows = await db
      .select({ email: idpAccounts.email, verifiedAt: idpAccounts.emailVerifiedAt })
      .from(idpAccounts);
    const verifiedAt = Object.fromEntries(
      rows.map((row) => [row.email, row.verifiedAt?.toISOString() ?? null]),
    );
    expect(verifiedAt).toEqual({
      'new.hire@hospital.example': null,
      'mixed.case@hospital.example': null,
      'accepted@hospital.example': createdAt.toISOString(),
      'cancelled@hospital.example': createdAt.toISOString(),
      'plain@hospital.example': createdAt.toISOString(),
    });
  });
});
