import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
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

/** A custom dashboard's stored answers (migration 0020): 'snapshot' exact, 'published' after disclosure control. */
export const dashboardPublications = pgTable(
  'dashboard_publications',
  {
    dashboardId: uuid('dashboard_id')
      .notNull()
      .references(() => dashboards.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['snapshot', 'published'] }).notNull(),
    etag: text('etag').notNull(),
    dataVersion: bigint('data_version', { mode: 'number' }).notNull(),
    configuration: jsonb('configuration').notNull(),
    report: jsonb('report'),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'dashboard_publications_pk', columns: [t.dashboardId, t.kind] }),
    check('dashboard_publications_kind_check', sql`${t.kind} IN ('snapshot', 'published')`),
  ],
);

/** One stored answer per distinct body of a publication, keyed by the SHA-256 of its canonical JSON. */
export const dashboardAnswers = pgTable(
  'dashboard_answers',
  {
    dashboardId: uuid('dashboard_id').notNull(),
    kind: text('kind', { enum: ['snapshot', 'published'] }).notNull(),
    bodyKey: text('body_key').notNull(),
    answer: text('answer').notNull(),
  },
  (t) => [
    primaryKey({ name: 'dashboard_answers_pk', columns: [t.dashboardId, t.kind, t.bodyKey] }),
    foreignKey({
      name: 'dashboard_answers_publication_fk',
      columns: [t.dashboardId, t.kind],
      foreignColumns: [dashboardPublications.dashboardId, dashboardPublications.kind],
    }).onDelete('cascade'),
  ],
);

/** Failed password attempts of a PASSWORD dashboard, per client address key and in total (`'*'`). */
export const dashboardPasswordAttempts = pgTable(
  'dashboard_password_attempts',
  {
    dashboardId: uuid('dashboard_id')
      .notNull()
      .references(() => dashboards.id, { onDelete: 'cascade' }),
    clientKey: text('client_key').notNull(),
    failures: integer('failures').notNull().default(0),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
    lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'dashboard_password_attempts_pk', columns: [t.dashboardId, t.clientKey] })],
);
