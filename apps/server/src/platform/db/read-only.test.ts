import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.js';
import { rowsOf } from './client.js';
import { pooledReads, transactionReads, type ReadOnlyStatements, type ReadStatement } from './read-only.js';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`create table read_only_probe (id int)`);
});
afterAll(() => database.close());

const dialect = new PgDialect();
const statement = (query: SQL): ReadStatement => {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { sql: query, text, params };
};
const sqlState = (error: unknown) =>
  (error as { code?: string; cause?: { code?: string } }).code ??
  (error as { cause?: { code?: string } }).cause?.code;

const TRANSACTION = 'a read-only transaction per statement';
// The pool of its own needs a server: without one the tests run on PGlite only.
const KINDS = process.env.TEST_DATABASE_URL ? [TRANSACTION, 'a read-only pool'] : [TRANSACTION];

function open(kind: string, timeoutMs: number): ReadOnlyStatements {
  if (kind === TRANSACTION || !database.url) return transactionReads(database.db, timeoutMs);
  return pooledReads(database.url, { timeoutMs, size: 2 });
}

describe.each(KINDS)('reading through %s', (kind) => {
  it('binds values and returns dates as the server writes them', async () => {
    const reads = open(kind, 200);
    try {
      const rows = await reads.run(statement(sql`select ${'2024-02-29'}::date as day, ${41}::int + 1 as n`));
      expect(rows).toEqual([{ day: '2024-02-29', n: 42 }]);
    } finally {
      await reads.close();
    }
  });

  it('refuses to write', async () => {
    const reads = open(kind, 200);
    try {
      const error = await reads
        .run(statement(sql`insert into read_only_probe values (1)`))
        .catch((e: unknown) => e);
      expect(sqlState(error)).toBe('25006');
      const [count] = rowsOf(await database.db.execute(sql`select count(*)::int as n from read_only_probe`));
      expect(count).toEqual({ n: 0 });
    } finally {
      await reads.close();
    }
  });

  it('stops a statement past its timeout', async () => {
    // PGlite runs in-process, without the timer that cancels: only the setting can be checked there.
    const reads = open(kind, 200);
    try {
      if (database.kind === 'postgres') {
        const error = await reads.run(statement(sql`select pg_sleep(2)`)).catch((e: unknown) => e);
        expect(sqlState(error)).toBe('57014');
      }
      const [setting] = await reads.run(statement(sql`select current_setting('statement_timeout') as value`));
      expect(setting).toEqual({ value: '200ms' });
    } finally {
      await reads.close();
    }
  });
});
