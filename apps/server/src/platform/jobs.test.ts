import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database.js';
import { jobs } from './db/schema.js';
import { enqueueJob, startJobRunner, type JobHandler } from './jobs.js';

/** A value of a case the failing query carries in its parameters: it must not reach the jobs table. */
const SECRET = 'jane.doe.1961@example.org';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

async function runFailing(kind: string, handler: JobHandler) {
  const id = await enqueueJob(database.db, kind, {});
  const runner = startJobRunner({
    db: database.db,
    handlers: { [kind]: handler },
    logger: pino({ level: 'silent' }),
    autoStart: false,
  });
  await runner.drain();
  await runner.stop();
  const [job] = await database.db.select().from(jobs).where(eq(jobs.id, id));
  return job;
}

describe('a failed job', () => {
  it('keeps only the SQLSTATE and severity of a database error, never its statement or values', async () => {
    const job = await runFailing('failing-query', async (_payload, { db }) => {
      await db.execute(sql`select ${SECRET}::integer`);
    });
    expect(job).toMatchObject({ status: 'QUEUED', attempts: 1, error: 'database error 22P02 (ERROR)' });
  });

  it('keeps the message of any other error', async () => {
    const job = await runFailing('failing-step', () => Promise.reject(new Error('storage unavailable')));
    expect(job?.error).toBe('storage unavailable');
  });
});
