import { and, eq, lte, max, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database, type Transaction } from '../../platform/db/client.js';
import { ledgerLeafRows } from '../../platform/db/schema.js';

type Reader = Database | Transaction;

/**
 * Which row each leaf of an entry is (ARCHITECTURE §9): one key per leaf in leaf order, so a row is proven at
 * its own position, not wherever a leaf of the same hash happens to be. A key is 10 bytes, big-endian: the
 * kind (2), the row number (4) and the ordinal (4, 0 for a version). Keys sort as the ledger orders its leaves
 * (file-leaves.ts: versions by row, then diagnoses, then toxicology results by row and ordinal).
 */
export const LEAF_KINDS = { version: 0, diagnosis: 1, toxResult: 2 } as const;
type LeafKind = (typeof LEAF_KINDS)[keyof typeof LEAF_KINDS];

export interface LeafKey {
  kind: LeafKind;
  rowNumber: number;
  ordinal: number;
}

const KEY_BYTES = 10;
const KEYS_PER_CHUNK = 1024;
// Inlined, not bound: a grouping expression must be the same text in the select list and in group by.
const perChunk = sql.raw(String(KEYS_PER_CHUNK));
const keyBytes = sql.raw(String(KEY_BYTES));

export function encodeLeafKey({ kind, rowNumber, ordinal }: LeafKey): Buffer {
  const key = Buffer.alloc(KEY_BYTES);
  key.writeUInt16BE(kind, 0);
  key.writeInt32BE(rowNumber, 2);
  key.writeInt32BE(ordinal, 6);
  return key;
}

function decodeLeafKey(key: Buffer): LeafKey {
  return {
    kind: key.readUInt16BE(0) as LeafKind,
    rowNumber: key.readInt32BE(2),
    ordinal: key.readInt32BE(6),
  };
}

/** bytea comes back as a Buffer from node-postgres and as a plain Uint8Array from PGlite. */
function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/**
 * Stores the keys of a file import's rows in leaf order, built in one statement from the rows as they are now
 * (the same rows and order its leaf hashes were read in). Kept when already stored.
 */
export async function storeLeafRows(db: Reader, fileImportId: string): Promise<void> {
  const keyOf = (kind: LeafKind, ordinal: SQL) =>
    sql`int2send(${sql.raw(String(kind))}::int2) || int4send(row_number) || int4send(${ordinal})`;
  await db.execute(sql`
    insert into ${ledgerLeafRows} (file_import_id, chunk, first_key, keys)
    select ${fileImportId}::uuid, position / ${perChunk}, (array_agg(key order by position))[1],
           string_agg(key, ''::bytea order by position)
    from (
      select key, (row_number() over (order by key, id) - 1)::int as position
      from (
        select id, ${keyOf(LEAF_KINDS.version, sql`0`)} as key
          from case_versions where file_import_id = ${fileImportId}::uuid
        union all
        select id, ${keyOf(LEAF_KINDS.diagnosis, sql`ordinal`)}
          from case_diagnoses where file_import_id = ${fileImportId}::uuid
        union all
        select id, ${keyOf(LEAF_KINDS.toxResult, sql`ordinal`)}
          from case_tox_results where file_import_id = ${fileImportId}::uuid
      ) leaves
    ) ordered
    group by position / ${perChunk}
    on conflict do nothing`);
}

/**
 * Finds the leaf positions of rows by their keys: null for a key no leaf has. The chunks read are kept, so the
 * rows of one case, close together in the file, cost a query or two.
 */
export function createPositionFinder(db: Reader, fileImportId: string) {
  const chunks = new Map<string, Promise<{ chunk: number; keys: Buffer } | null>>();
  const chunkHolding = (key: Buffer) => {
    const hex = key.toString('hex');
    let found = chunks.get(hex);
    if (!found) {
      found = db
        .select({ chunk: ledgerLeafRows.chunk, keys: ledgerLeafRows.keys })
        .from(ledgerLeafRows)
        .where(
          and(
            eq(ledgerLeafRows.fileImportId, fileImportId),
            eq(
              ledgerLeafRows.chunk,
              db
                .select({ chunk: max(ledgerLeafRows.chunk) })
                .from(ledgerLeafRows)
                .where(
                  and(
                    eq(ledgerLeafRows.fileImportId, fileImportId),
                    lte(ledgerLeafRows.firstKey, sql`decode(${hex}, 'hex')`),
                  ),
                ),
            ),
          ),
        )
        .then(([row]) => (row ? { chunk: row.chunk, keys: asBuffer(row.keys) } : null));
      chunks.set(hex, found);
    }
    return found;
  };

  return async function positionOf(leafKey: LeafKey): Promise<number | null> {
    const key = encodeLeafKey(leafKey);
    const found = await chunkHolding(key);
    if (!found) return null;
    let low = 0;
    let high = Math.floor(found.keys.length / KEY_BYTES) - 1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const order = found.keys.compare(key, 0, KEY_BYTES, middle * KEY_BYTES, (middle + 1) * KEY_BYTES);
      if (order === 0) return found.chunk * KEYS_PER_CHUNK + middle;
      if (order < 0) low = middle + 1;
      else high = middle - 1;
    }
    return null;
  };
}

/** The keys of the rows at some leaf positions, in one statement; a position with no key is left out. */
export async function keysAtPositions(
  db: Reader,
  fileImportId: string,
  positions: readonly number[],
): Promise<Map<number, LeafKey>> {
  if (positions.length === 0) return new Map();
  const result = await db.execute(sql`
    select p.position, substring(r.keys from (p.position % ${perChunk}) * ${keyBytes} + 1 for ${keyBytes}) as key
    from unnest(${`{${positions.join(',')}}`}::int[]) as p(position)
    join ${ledgerLeafRows} r on r.file_import_id = ${fileImportId}::uuid and r.chunk = p.position / ${perChunk}`);
  const keys = new Map<number, LeafKey>();
  for (const { position, key } of rowsOf<{ position: number; key: Uint8Array }>(result)) {
    const bytes = asBuffer(key);
    if (bytes.length === KEY_BYTES) keys.set(Number(position), decodeLeafKey(bytes));
  }
  return keys;
}
