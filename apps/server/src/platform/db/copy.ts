import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Transaction } from './client.js';

type PgliteTransaction = Pick<PGlite, 'query'>;

/** The driver's own client behind a drizzle transaction: a pooled node-postgres client, or PGlite's. */
function driverClientOf(tx: Transaction): pg.PoolClient | PgliteTransaction {
  return (tx as unknown as { session: { client: pg.PoolClient | PgliteTransaction } }).session.client;
}

function isNodePostgres(client: pg.PoolClient | PgliteTransaction): client is pg.PoolClient {
  return typeof (client as Partial<pg.PoolClient>).release === 'function';
}

const NEEDS_ESCAPE = /[\\\n\r\t]/;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** One value in COPY's text format: null as \N, booleans as t/f, objects as JSON, specials escaped. */
export function copyValue(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  let text: string;
  if (typeof value === 'string') text = value;
  else if (typeof value === 'boolean') return value ? 't' : 'f';
  else if (typeof value === 'number') return String(value);
  else text = JSON.stringify(value);
  return NEEDS_ESCAPE.test(text) ? text.replace(/[\\\n\r\t]/g, (special) => ESCAPES[special]!) : text;
}

/**
 * Streams rows already written in COPY's text format (tab-separated, one per line) into `table (columns)`
 * inside the transaction: node-postgres through COPY FROM STDIN, PGlite through its /dev/blob device.
 * `table` and `columns` are identifiers from the code, never from a request.
 */
export async function copyRows(tx: Transaction, table: string, columns: readonly string[], text: string) {
  if (text === '') return;
  const target = `${table} (${columns.map((column) => `"${column}"`).join(', ')})`;
  const client = driverClientOf(tx);
  if (isNodePostgres(client)) {
    await pipeline(Readable.from([text]), client.query(copyFrom(`copy ${target} from stdin`)));
    return;
  }
  await client.query(`copy ${target} from '/dev/blob'`, [], { blob: new Blob([text]) });
}
