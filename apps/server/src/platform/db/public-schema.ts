import { bigint, foreignKey, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { workspaces } from './core-schema.js';

/**
 * A workspace's published public dashboard (migration 0018): the public tabs, the disclosure report, and an etag
 * over them and the answers. Anonymous calls read this row, its answers and nothing else.
 */
export const publishedDashboards = pgTable('published_dashboards', {
  workspaceId: uuid('workspace_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  configuration: jsonb('configuration').notNull(),
  report: jsonb('report').notNull(),
  etag: text('etag').notNull(),
  /** The workspace's data version the answers were computed at: an older run never replaces a newer one. */
  dataVersion: bigint('data_version', { mode: 'number' }).notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  lastImported: timestamp('last_imported', { withTimezone: true }),
});

/**
 * The stored answer of each published query body, one row per body, so a call reads only the answers it names.
 * `bodyKey` is the SHA-256 of the body's canonical JSON; `answer` is JSON text, sent as it is.
 */
export const publishedAnswers = pgTable(
  'published_answers',
  {
    workspaceId: uuid('workspace_id').notNull(),
    bodyKey: text('body_key').notNull(),
    answer: text('answer').notNull(),
  },
  (t) => [
    primaryKey({ name: 'published_answers_workspace_id_body_key_pk', columns: [t.workspaceId, t.bodyKey] }),
    foreignKey({
      name: 'published_answers_workspace_id_fk',
      columns: [t.workspaceId],
      foreignColumns: [publishedDashboards.workspaceId],
    }).onDelete('cascade'),
  ],
);
