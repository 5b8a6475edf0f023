import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Database } from './database.js';

export type StatementRow = Record<string, unknown>;

/** A statement as drizzle SQL and, built once, as text with `$n` placeholders and its values. */
export interface ReadStatement {
  sql: SQL;
  text: string;
  params: unknown[];
}

const dialect = new PgDialect();

/** A drizzle statement with its text and bound values, as `ReadOnlyStatements` run it. */
export function readStatement(statement: SQL): ReadStatement {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  return { sql: statement, text, params };
}

/** Statements that only read, each under a timeout: dashboards, exports, public dashboards. */
export interface ReadOnlyStatements {
  run(statement: ReadStatement): Promise<StatementRow[]>;
  close(): Promise<void>;
}

const DEFAULT_STATEMENT_TIMEOUT_MS = 15_000;

const wholeMs = (timeoutMs: number) => Math.max(1, Math.floor(timeoutMs));

/**
 * Any driver: each statement in its own read-only transaction that sets the timeout first (four trips). JIT
 * compilation is turned off with it: it costs tens of milliseconds per statement and pays off only past
 * seconds of work.
 */
export function transactionReads(db: Database, timeoutMs = DEFAULT_STATEMENT_TIMEOUT_MS): ReadOnlyStatements {
  const timeout = String(wholeMs(timeoutMs));
  return {
    run: (statement) =>
      db.transaction(
        async (tx) => {
          await tx.execute(
            sql`select set_config('statement_timeout', ${timeout}, true), set_config('jit', 'off', true)`,
          );
          const result = (await tx.execute(statement.sql)) as unknown as { rows: StatementRow[] };
          return result.rows;
        },
        { accessMode: 'read only' },
      ),
    close: () => Promise.resolve(),
  };
}

// Date and time values come back as the server's text, as drizzle's own node-postgres session returns them.
const TEXT_TYPES = new Set([
  pg.types.builtins.DATE,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.INTERVAL,
  1115, // timestamp[]
  1182, // date[]
  1185, // timestamptz[]
  1187, // interval[]
  1231, // numeric[]
]);
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    TEXT_TYPES.has(oid)
      ? (value: string) => value
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/**
 * An idle connection the server drops (restart, failover, admin termination) must not crash the process: the
 * pool replaces it on the next query.
 */
export function replaceLostConnections(pool: pg.Pool, name: string): void {
  pool.on('error', (error: Error & { code?: string }) => {
    console.warn(`${name} connection lost (${error.code ?? error.name}); it will be replaced`);
  });
}

/**
 * PostgreSQL: connections opened read-only, with the timeout and without JIT, so each statement is one trip
 * (`transactionReads` takes four). The same guarantees as `transactionReads`, set once per connection.
 */
export function pooledReads(
  url: string,
  { timeoutMs = DEFAULT_STATEMENT_TIMEOUT_MS, size = 10 }: { timeoutMs?: number; size?: number } = {},
): ReadOnlyStatements {
  const pool = new pg.Pool({
    connectionString: url,
    max: size,
    options: `-c default_transaction_read_only=on -c statement_timeout=${wholeMs(timeoutMs)} -c jit=off`,
  });
  replaceLostConnections(pool, 'read-only database');
  return {
    run: async ({ text, params }) => (await pool.query<StatementRow>({ text, values: params, types })).rows,
    close: () => pool.end(),
  };
}
