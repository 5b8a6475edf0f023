import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users, workspaces } from './core-schema.js';

/**
 * Custom dashboards (migration 0019). The password is stored encrypted (`password_encrypted`), never in clear;
 * `access_version` moves with every change of mode, e-mails or password, and viewer tokens name it.
 */
export const dashboards = pgTable(
  'dashboards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    type: text('type', { enum: ['LIVE', 'SNAPSHOT'] }).notNull(),
    mode: text('mode', { enum: ['PRIVATE', 'PUBLIC', 'PASSWORD'] }).notNull(),
    emails: text('emails')
      .array()
      .notNull()
      .default(sql`'{}'`),
    passwordEncrypted: text('password_encrypted'),
    accessVersion: integer('access_version').notNull().default(1),
    config: jsonb('config').notNull(),
    rawFilters: jsonb('raw_filters')
      .notNull()
      .default(sql`'[]'::jsonb`),
    text: text('text'),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUpdated: timestamp('last_updated', { withTimezone: true }).notNull().defaultNow(),
    snapshotAt: timestamp('snapshot_at', { withTimezone: true }),
  },
  (t) => [
    check('dashboards_type_check', sql`${t.type} IN ('LIVE', 'SNAPSHOT')`),
    check('dashboards_mode_check', sql`${t.mode} IN ('PRIVATE', 'PUBLIC', 'PASSWORD')`),
    check('dashboards_password_check', sql`${t.mode} <> 'PASSWORD' OR ${t.passwordEncrypted} IS NOT NULL`),
    index('dashboards_workspace_id_last_updated_idx').on(t.workspaceId, t.lastUpdated),
  ],
);
