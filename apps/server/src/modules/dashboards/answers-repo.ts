import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DisclosureReport } from '@hde/contracts/api';
import { recordActivity } from '../../platform/activity.js';
import type { Database } from '../../platform/db/client.js';
import { dashboardAnswers, dashboardPublications, dashboards, workspaces } from '../../platform/db/schema.js';

/** 'snapshot': the exact answers a SNAPSHOT dashboard is frozen with; 'published': after disclosure control. */
export type AnswerKind = 'snapshot' | 'published';

/** One kind of stored answers, to store: what they answer, and each answer as JSON text by its own key. */
export interface AnswersOfKind {
  configuration: unknown;
  answers: Map<string, string>;
  report?: DisclosureReport;
}

export interface AnswersToStore {
  dashboardId: string;
  /** The dashboard's lastUpdated the answers were computed for: a dashboard changed since is not stored. */
  lastUpdated: Date;
  dataVersion: number;
  computedAt: Date;
  etag: string;
  /** Stored when given; a null kind is removed; an absent one left as it is. */
  kinds: Partial<Record<AnswerKind, AnswersOfKind | null>>;
  /** Recorded with the change, in its transaction. */
  activity?: { userId: string | null; action: string };
}

/** What a stored kind of answers is, without its answers. */
export async function storedPublications(db: Database, dashboardId: string) {
  const rows = await db
    .select({
      kind: dashboardPublications.kind,
      etag: dashboardPublications.etag,
      dataVersion: dashboardPublications.dataVersion,
      configuration: dashboardPublications.configuration,
    })
    .from(dashboardPublications)
    .where(eq(dashboardPublications.dashboardId, dashboardId));
  return new Map(rows.map((row) => [row.kind, row]));
}

export async function workspaceDataVersion(db: Database, workspaceId: string): Promise<number | undefined> {
  const [row] = await db
    .select({ dataVersion: workspaces.dataVersion })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId));
  return row?.dataVersion;
}

/**
 * Stores a dashboard's answers, in one transaction under the dashboard's row lock: 'gone' when it was deleted,
 * 'moved' when it changed since they were computed (nothing stored then). Answers computed from older data than
 * the stored ones are dropped (two runs overlapped). Storing a snapshot sets the dashboard's snapshot time.
 */
export async function storeAnswers(
  db: Database,
  toStore: AnswersToStore,
): Promise<'stored' | 'moved' | 'gone'> {
  const { dashboardId } = toStore;
  return db.transaction(async (tx) => {
    const [dashboard] = await tx
      .select({ workspaceId: dashboards.workspaceId, lastUpdated: dashboards.lastUpdated })
      .from(dashboards)
      .where(eq(dashboards.id, dashboardId))
      .for('update');
    if (!dashboard) return 'gone';
    if (dashboard.lastUpdated.getTime() !== toStore.lastUpdated.getTime()) return 'moved';
    const stored = await storedPublications(tx, dashboardId);
    const newer = [...stored.values()].some(
      (row) => toStore.kinds[row.kind] && row.dataVersion > toStore.dataVersion,
    );
    if (newer) return 'stored';
    for (const [kind, answers] of Object.entries(toStore.kinds) as [AnswerKind, AnswersOfKind | null][]) {
      const ofKind = and(
        eq(dashboardPublications.dashboardId, dashboardId),
        eq(dashboardPublications.kind, kind),
      );
      if (answers === null) {
        await tx.delete(dashboardPublications).where(ofKind);
        if (kind === 'snapshot')
          await tx.update(dashboards).set({ snapshotAt: null }).where(eq(dashboards.id, dashboardId));
        continue;
      }
      const publication = {
        etag: toStore.etag,
        dataVersion: toStore.dataVersion,
        configuration: answers.configuration,
        report: answers.report ?? null,
        computedAt: toStore.computedAt,
      };
      await tx
        .insert(dashboardPublications)
        .values({ dashboardId, kind, ...publication })
        .onConflictDoUpdate({
          target: [dashboardPublications.dashboardId, dashboardPublications.kind],
          set: publication,
        });
      await tx
        .delete(dashboardAnswers)
        .where(and(eq(dashboardAnswers.dashboardId, dashboardId), eq(dashboardAnswers.kind, kind)));
      const rows = [...answers.answers].map(([bodyKey, answer]) => ({ dashboardId, kind, bodyKey, answer }));
      if (rows.length > 0) await tx.insert(dashboardAnswers).values(rows);
      if (kind === 'snapshot') {
        await tx
          .update(dashboards)
          .set({ snapshotAt: toStore.computedAt })
          .where(eq(dashboards.id, dashboardId));
      }
    }
    if (toStore.activity) {
      await recordActivity(tx, {
        ...toStore.activity,
        workspaceId: dashboard.workspaceId,
        collectionName: 'dashboards',
        recordId: dashboardId,
        details: { id: dashboardId },
      });
    }
    return 'stored';
  });
}

/**
 * The stored answers of one kind for the `keys`, as JSON text by key (a key not stored is missing), in one
 * statement over the stored answers only; undefined when none of that kind is stored.
 */
export async function storedAnswers(
  db: Database,
  dashboardId: string,
  kind: AnswerKind,
  keys: readonly string[],
) {
  const rows = await db
    .select({
      etag: dashboardPublications.etag,
      key: dashboardAnswers.bodyKey,
      answer: dashboardAnswers.answer,
    })
    .from(dashboardPublications)
    .leftJoin(
      dashboardAnswers,
      and(
        eq(dashboardAnswers.dashboardId, dashboardPublications.dashboardId),
        eq(dashboardAnswers.kind, dashboardPublications.kind),
        keys.length > 0 ? inArray(dashboardAnswers.bodyKey, [...keys]) : sql`false`,
      ),
    )
    .where(and(eq(dashboardPublications.dashboardId, dashboardId), eq(dashboardPublications.kind, kind)));
  const [first] = rows;
  if (!first) return undefined;
  const answers = new Map<string, string>();
  for (const { key, answer } of rows) if (key !== null && answer !== null) answers.set(key, answer);
  return { etag: first.etag, answers };
}

/** The configuration a kind of stored answers is for; undefined when none is stored. */
export async function storedConfiguration(db: Database, dashboardId: string, kind: AnswerKind) {
  const [row] = await db
    .select({ configuration: dashboardPublications.configuration })
    .from(dashboardPublications)
    .where(and(eq(dashboardPublications.dashboardId, dashboardId), eq(dashboardPublications.kind, kind)));
  return row?.configuration;
}
