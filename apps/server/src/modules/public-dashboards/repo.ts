import { and, eq, sql, type Placeholder } from 'drizzle-orm';
import type { DisclosureReport, PublicDashboard, QueryResult } from '@hde/contracts/api';
import { recordActivity } from '../../platform/activity.js';
import type { Database } from '../../platform/db/client.js';
import { publishedAnswers, publishedDashboards, workspaces } from '../../platform/db/schema.js';

/** A workspace's public dashboard as stored (migration 0018). */
export interface StoredPublication {
  workspaceId: string;
  configuration: PublicDashboard['tabs'];
  /** The answer of each published body, by its publishedBodyKey. */
  answers: Record<string, QueryResult>;
  report: DisclosureReport;
  etag: string;
  dataVersion: number;
  publishedAt: Date;
  lastImported: Date | null;
}

/** What publishing reads of the workspace before and after computing; undefined once it is deleted. */
export async function workspaceToPublish(db: Database, workspaceId: string) {
  const [row] = await db
    .select({
      public: workspaces.public,
      dataVersion: workspaces.dataVersion,
      lastImported: workspaces.lastImported,
    })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId));
  return row;
}

/**
 * Stores a publication and clears `publicDashboardSyncing`, in one transaction under the workspace's row lock.
 * A workspace made private meanwhile is left alone; a publication computed from older data than the stored one
 * is dropped (two runs overlapped). Replacing a stored one is a republish, recorded as an activity.
 */
export async function storePublication(
  db: Database,
  publication: StoredPublication,
  requestedBy: string | null,
): Promise<void> {
  const { workspaceId } = publication;
  await db.transaction(async (tx) => {
    const [workspace] = await tx
      .select({ public: workspaces.public })
      .from(workspaces)
      .where(eq(workspaces.id, workspaceId))
      .for('update');
    if (!workspace?.public) return;
    const [stored] = await tx
      .select({ dataVersion: publishedDashboards.dataVersion })
      .from(publishedDashboards)
      .where(eq(publishedDashboards.workspaceId, workspaceId));
    if (!stored || stored.dataVersion <= publication.dataVersion) {
      const { answers, ...dashboard } = publication;
      await tx
        .insert(publishedDashboards)
        .values(dashboard)
        .onConflictDoUpdate({ target: publishedDashboards.workspaceId, set: dashboard });
      await tx.delete(publishedAnswers).where(eq(publishedAnswers.workspaceId, workspaceId));
      const rows = Object.entries(answers).map(([bodyKey, answer]) => ({
        workspaceId,
        bodyKey,
        answer: JSON.stringify(answer),
      }));
      if (rows.length > 0) await tx.insert(publishedAnswers).values(rows);
      if (stored) {
        await recordActivity(tx, {
          userId: requestedBy,
          workspaceId,
          collectionName: 'workspaces',
          action: 'REPUBLISH_PUBLIC',
          recordId: workspaceId,
        });
      }
    }
    await tx.update(workspaces).set({ publicDashboardSyncing: false }).where(eq(workspaces.id, workspaceId));
  });
}

/** Ends a first publication that could not be computed, so the owner's "being prepared" dialog closes. */
export async function clearSyncing(db: Database, workspaceId: string): Promise<void> {
  await db.update(workspaces).set({ publicDashboardSyncing: false }).where(eq(workspaces.id, workspaceId));
}

// The anonymous reads: each is ONE statement over the published row joined to the workspace's public flag, run
// on every request (nothing is kept between requests, a prepared statement keeps its plan, never its rows), so a
// workspace made private answers 404 at once.

const publishedAndPublic = (workspaceId: string | Placeholder) =>
  and(eq(publishedDashboards.workspaceId, workspaceId), eq(workspaces.public, true));

export async function publishedConfiguration(db: Database, workspaceId: string) {
  const [row] = await db
    .select({
      etag: publishedDashboards.etag,
      name: workspaces.name,
      tabs: publishedDashboards.configuration,
      threshold: sql<number>`(${publishedDashboards.report} ->> 'threshold')::int`,
      publishedAt: publishedDashboards.publishedAt,
      lastImported: publishedDashboards.lastImported,
    })
    .from(publishedDashboards)
    .innerJoin(workspaces, eq(workspaces.id, publishedDashboards.workspaceId))
    .where(publishedAndPublic(workspaceId));
  return row && { ...row, tabs: row.tabs as PublicDashboard['tabs'] };
}

/**
 * The statement answering the public query calls, prepared once per service: the stored answers of the bodies of
 * the `keys` (publishedBodyKey) of workspace `workspaceId` when it is public and published (no row otherwise), one
 * row per key published, or one row without an answer when none is.
 */
export function prepareStoredAnswers(db: Database) {
  return db
    .select({
      etag: publishedDashboards.etag,
      key: publishedAnswers.bodyKey,
      answer: publishedAnswers.answer,
    })
    .from(publishedDashboards)
    .innerJoin(workspaces, eq(workspaces.id, publishedDashboards.workspaceId))
    .leftJoin(
      publishedAnswers,
      and(
        eq(publishedAnswers.workspaceId, publishedDashboards.workspaceId),
        sql`${publishedAnswers.bodyKey} = any(${sql.placeholder('keys')}::text[])`,
      ),
    )
    .where(publishedAndPublic(sql.placeholder('workspaceId')))
    .prepare('public_dashboard_answers');
}

type StoredAnswersStatement = ReturnType<typeof prepareStoredAnswers>;

/**
 * The statement reading the tags of the current publications of the workspaces `ids`, prepared once per service:
 * one row per workspace that is public and published, none for any other.
 */
export function preparePublicationTags(db: Database) {
  return db
    .select({ workspaceId: publishedDashboards.workspaceId, etag: publishedDashboards.etag })
    .from(publishedDashboards)
    .innerJoin(workspaces, eq(workspaces.id, publishedDashboards.workspaceId))
    .where(
      and(
        sql`${publishedDashboards.workspaceId} = any(${sql.placeholder('ids')}::uuid[])`,
        eq(workspaces.public, true),
      ),
    )
    .prepare('public_dashboard_tags');
}

/** The tag of each public, published workspace among `ids`. */
export async function publicationTags(
  statement: ReturnType<typeof preparePublicationTags>,
  ids: readonly string[],
): Promise<Map<string, string>> {
  const rows = await statement.execute({ ids });
  return new Map(rows.map((row) => [row.workspaceId, row.etag]));
}

/** The stored answers by key, as JSON text (a key not published is missing); undefined when not public. */
export async function storedAnswers(
  statement: StoredAnswersStatement,
  workspaceId: string,
  keys: readonly string[],
) {
  const rows = await statement.execute({ workspaceId, keys });
  const [first] = rows;
  if (!first) return undefined;
  const answers = new Map<string, string>();
  for (const { key, answer } of rows) if (key !== null && answer !== null) answers.set(key, answer);
  return { etag: first.etag, answers };
}

/** The disclosure report of the stored publication (owners and admins). */
export async function storedReport(db: Database, workspaceId: string) {
  const [row] = await db
    .select({ report: publishedDashboards.report })
    .from(publishedDashboards)
    .where(eq(publishedDashboards.workspaceId, workspaceId));
  return row?.report as DisclosureReport | undefined;
}
