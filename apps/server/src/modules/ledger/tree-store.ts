import { and, asc, eq, gt } from 'drizzle-orm';
import type { Database, Transaction } from '../../platform/db/client.js';
import { ledgerTreeChunks } from '../../platform/db/schema.js';
import { chunksOf, type TreeLevel } from './merkle-tree.js';

type Reader = Database | Transaction;

/** Rows a statement writes or a batch reads: about 1 MB of nodes. */
const CHUNKS_PER_STATEMENT = 32;

/** bytea comes back as a Buffer from node-postgres and as a plain Uint8Array from PGlite. */
function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

async function insertInBatches<Row>(rows: Row[], insert: (batch: Row[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += CHUNKS_PER_STATEMENT) {
    await insert(rows.slice(start, start + CHUNKS_PER_STATEMENT));
  }
}

/**
 * Stores the tree levels of a file import's entry. A tree already stored (two first checks of an old entry
 * building it at once) is kept: both computed the same nodes from the same signed root.
 */
export async function storeTree(
  db: Reader,
  fileImportId: string,
  levels: readonly TreeLevel[],
): Promise<void> {
  const chunks = levels.flatMap(({ height, nodes }) =>
    chunksOf(nodes).map((chunkNodes, chunk) => ({ fileImportId, height, chunk, nodes: chunkNodes })),
  );
  await insertInBatches(chunks, (batch) => db.insert(ledgerTreeChunks).values(batch).onConflictDoNothing());
}

export async function hasStoredTree(db: Reader, fileImportId: string): Promise<boolean> {
  const [row] = await db
    .select({ chunk: ledgerTreeChunks.chunk })
    .from(ledgerTreeChunks)
    .where(and(eq(ledgerTreeChunks.fileImportId, fileImportId), eq(ledgerTreeChunks.height, 0)))
    .limit(1);
  return row !== undefined;
}

export interface StoredChunk {
  chunk: number;
  nodes: Buffer;
}

/** The chunks of one stored level in order, read a batch at a time; stops between batches once `signal` aborts. */
export async function* levelChunks(
  db: Reader,
  fileImportId: string,
  height: number,
  signal?: AbortSignal,
): AsyncGenerator<StoredChunk> {
  let after = -1;
  for (;;) {
    signal?.throwIfAborted();
    const batch = await db
      .select({ chunk: ledgerTreeChunks.chunk, nodes: ledgerTreeChunks.nodes })
      .from(ledgerTreeChunks)
      .where(
        and(
          eq(ledgerTreeChunks.fileImportId, fileImportId),
          eq(ledgerTreeChunks.height, height),
          gt(ledgerTreeChunks.chunk, after),
        ),
      )
      .orderBy(asc(ledgerTreeChunks.chunk))
      .limit(CHUNKS_PER_STATEMENT);
    for (const row of batch) yield { chunk: row.chunk, nodes: asBuffer(row.nodes) };
    if (batch.length < CHUNKS_PER_STATEMENT) return;
    after = batch.at(-1)!.chunk;
  }
}

export async function treeChunk(
  db: Reader,
  fileImportId: string,
  height: number,
  chunk: number,
): Promise<Buffer | null> {
  const [row] = await db
    .select({ nodes: ledgerTreeChunks.nodes })
    .from(ledgerTreeChunks)
    .where(
      and(
        eq(ledgerTreeChunks.fileImportId, fileImportId),
        eq(ledgerTreeChunks.height, height),
        eq(ledgerTreeChunks.chunk, chunk),
      ),
    );
  return row ? asBuffer(row.nodes) : null;
}
