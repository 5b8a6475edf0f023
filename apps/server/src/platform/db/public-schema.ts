import { bigint, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { workspaces } from './core-schema.js';

/**
 * A workspace's published public dashboard (migration 0018): the public tabs, the stored answer of each published
 * query body (by its canonical JSON), the disclosure report, and an etag over the three. Anonymous calls read
 * this row and nothing else.
 */
export const publishedDashboards = pgTable('published_dashboards', {
  workspaceId: uuid('workspace_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  configuration: jsonb('configuration').notNull(),
  answers: jsonb('answers').notNull(),
  report: jsonb('report').notNull(),
  etag: text('etag').notNull(),
  /** The workspace's data version the answers were computed at: an older run never replaces a newer one. */
  dataVersion: bigint('data_version', { mode: 'number' }).notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  lastImported: timestamp('last_imported', { withTimezone: true }),
});
