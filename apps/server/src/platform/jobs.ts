import type { FastifyBaseLogger } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from './db/client.js';
import { loggableDatabaseError } from './database-errors.js';
import { jobs } from './db/schema.js';

interface JobContext {
  db: Database;
  jobId: string;
  /** Long jobs call this between steps so no other runner takes their job for a dead one's. */
  heartbeat(): Promise<void>;
  /** No retry follows if this attempt throws: the job must leave its work in a final state. */
  finalAttempt: boolean;
}

export type JobHandler = (payload: Record<string, unknown>, context: JobContext) => Promise<void>;

const MAX_ATTEMPTS = 5;
/** A job whose lock was not renewed for this long belonged to a process that died: it runs again. */
const STALE_LOCK_MS = 2 * 60 * 1000;

/** Queues a job inside the caller's transaction, so it exists exactly when the change that needs it does. */
export async function enqueueJob(
  tx: Database | Transaction,
  kind: string,
  payload: Record<string, unknown>,
): Promise<string> {
  const [job] = await tx.insert(jobs).values({ kind, payload }).returning({ id: jobs.id });
  if (!job) throw new Error('job insert returned nothing');
  return job.id;
}

/**
 * What `jobs.error` keeps of a failure. Of a database error only its SQLSTATE and severity: drizzle's message
 * quotes the statement and its parameters, and the driver's can quote the values of a case.
 */
function storedError(error: unknown): string {
  const database = loggableDatabaseError(error);
  if (database) return `database error ${database.code}${database.severity ? ` (${database.severity})` : ''}`;
  return error instanceof Error ? error.message.slice(0, 500) : 'failed';
}

/** Takes the next ready job, or none; `FOR UPDATE SKIP LOCKED` lets any number of runners share the queue. */
async function claimNext(db: Database, kinds: string[]) {
  const staleBefore = new Date(Date.now() - STALE_LOCK_MS);
  const result = await db.execute(sql`
    update ${jobs} set status = 'RUNNING', locked_at = now(), attempts = attempts + 1, updated_at = now()
    where id = (
      select id from ${jobs}
      where kind in (${sql.join(
        kinds.map((kind) => sql`${kind}`),
        sql`, `,
      )})
        and run_after <= now()
        and (status = 'QUEUED' or (status = 'RUNNING' and locked_at < ${staleBefore}))
      order by run_after
      limit 1
      for update skip locked
    )
    returning id, kind, payload, attempts`);
  const rows = (
    result as unknown as { rows: { id: string; kind: string; payload: unknown; attempts: number }[] }
  ).rows;
  return rows[0];
}

export interface JobRunner {
  /** Runs every ready job now (tests, and the poll loop). */
  drain(): Promise<number>;
  stop(): Promise<void>;
}

export function startJobRunner(options: {
  db: Database;
  handlers: Record<string, JobHandler>;
  logger: FastifyBaseLogger;
  pollMs?: number;
  autoStart?: boolean;
}): JobRunner {
  const { db, handlers, logger } = options;
  const kinds = Object.keys(handlers);
  let stopped = false;
  let running: Promise<number> | undefined;

  async function runOne(): Promise<boolean> {
    const job = await claimNext(db, kinds);
    if (!job) return false;
    const handler = handlers[job.kind];
    try {
      if (!handler) throw new Error(`no handler for ${job.kind}`);
      const heartbeat = async () => {
        await db.update(jobs).set({ lockedAt: new Date() }).where(eq(jobs.id, job.id));
      };
      await handler(job.payload as Record<string, unknown>, {
        db,
        jobId: job.id,
        heartbeat,
        finalAttempt: job.attempts >= MAX_ATTEMPTS,
      });
      await db
        .update(jobs)
        .set({ status: 'DONE', lockedAt: null, updatedAt: new Date() })
        .where(eq(jobs.id, job.id));
    } catch (error) {
      const failed = job.attempts >= MAX_ATTEMPTS;
      logger.warn(
        { jobId: job.id, kind: job.kind, attempts: job.attempts },
        failed ? 'job failed' : 'job will retry',
      );
      await db
        .update(jobs)
        .set({
          status: failed ? 'FAILED' : 'QUEUED',
          lockedAt: null,
          error: storedError(error),
          runAfter: new Date(Date.now() + 2 ** job.attempts * 1000),
          updatedAt: new Date(),
        })
        .where(eq(jobs.id, job.id));
    }
    return true;
  }

  const drain = () => {
    running ??= (async () => {
      let count = 0;
      while (!stopped && (await runOne())) count += 1;
      return count;
    })().finally(() => {
      running = undefined;
    });
    return running;
  };

  const timer =
    options.autoStart === false
      ? undefined
      : setInterval(() => {
          drain().catch((error: unknown) => logger.error({ err: error }, 'job runner failed'));
        }, options.pollMs ?? 1000);
  timer?.unref();

  return {
    drain,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}

/**
 * With the embedded database only this process can run jobs, so a RUNNING job at start was cut off by a crash
 * or restart: it is queued again at once instead of waiting for its lock to go stale.
 */
export async function requeueInterruptedJobs(db: Database): Promise<void> {
  await db
    .update(jobs)
    .set({ status: 'QUEUED', lockedAt: null, runAfter: new Date(), updatedAt: new Date() })
    .where(eq(jobs.status, 'RUNNING'));
}
