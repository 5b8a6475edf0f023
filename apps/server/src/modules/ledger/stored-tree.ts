import type { Database } from '../../platform/db/client.js';
import { storedFileLeaves } from './file-leaves.js';
import { storeLeafRows } from './leaf-rows.js';
import type { LedgerEntry } from './ledger-entry.js';
import { verifyInclusion } from './merkle.js';
import {
  CHUNK_NODES,
  EMPTY_TREE_ROOT,
  NODE_BYTES,
  buildTree,
  leafNode,
  levelSize,
  storedAuditPath,
  storedHeights,
  subtreeRoot,
} from './merkle-tree.js';
import { hasStoredTree, levelChunks, storeTree, treeChunk } from './tree-store.js';

type TreeEntry = Pick<LedgerEntry, 'fileImportId' | 'leafCount' | 'merkleRoot'>;

export interface StoredTreeRead {
  /** Every stored level equals the one computed from the level below, and the top one hashes to the root. */
  provesRoot: boolean;
  /** The stored leaf nodes at the positions asked for (those the tree has). */
  leafNodes: Map<number, Buffer>;
}

/**
 * Reads the entry's stored tree and checks that it rebuilds its signed root: from the leaf nodes up, every
 * stored level equals the one computed from the level below, and the top one hashes to the root. A changed,
 * missing or extra node fails it. The leaf nodes at `leafPositions` are kept on the way: once the tree proves the
 * root, each of them is proven at its position. O(leaves) hashing in memory; stops between batches once
 * `signal` aborts.
 */
export async function readStoredTree(
  db: Database,
  entry: TreeEntry,
  leafPositions: readonly number[],
  signal?: AbortSignal,
): Promise<StoredTreeRead> {
  const wanted = [...leafPositions].sort((a, b) => a - b);
  const leafNodes = new Map<number, Buffer>();
  const failed = { provesRoot: false, leafNodes };
  let computed: Buffer | null = null;
  for (const height of storedHeights(entry.leafCount)) {
    const size = levelSize(entry.leafCount, height);
    const roots: Buffer[] = [];
    let nodesRead = 0;
    let next = 0;
    for await (const { chunk, nodes } of levelChunks(db, entry.fileImportId, height, signal)) {
      const count = nodes.length / NODE_BYTES;
      const wellFormed =
        chunk === roots.length &&
        Number.isInteger(count) &&
        (count === CHUNK_NODES || (count > 0 && nodesRead + count === size));
      if (!wellFormed) return failed;
      if (
        computed &&
        !nodes.equals(computed.subarray(nodesRead * NODE_BYTES, (nodesRead + count) * NODE_BYTES))
      ) {
        return failed;
      }
      for (; height === 0 && next < wanted.length && wanted[next]! < nodesRead + count; next += 1) {
        const at = (wanted[next]! - nodesRead) * NODE_BYTES;
        leafNodes.set(wanted[next]!, Buffer.from(nodes.subarray(at, at + NODE_BYTES)));
      }
      roots.push(subtreeRoot(nodes));
      nodesRead += count;
    }
    if (nodesRead !== size) return failed;
    computed = Buffer.concat(roots);
  }
  return { provesRoot: (computed?.toString('hex') ?? EMPTY_TREE_ROOT) === entry.merkleRoot, leafNodes };
}

/**
 * Makes sure the entry has a stored tree: an entry appended before trees were stored (migration 0015) gets one,
 * and its leaf rows, on its first check, built from the content hashes its import recorded, and kept only when
 * it rebuilds the signed root. False when it does not (the check then fails). That first check reads every row
 * of the file, as every check did before 0015 (minutes for a large file); the checks after it do not.
 */
export async function ensureStoredTree(
  db: Database,
  entry: TreeEntry,
  signal?: AbortSignal,
): Promise<boolean> {
  if (entry.leafCount === 0 || (await hasStoredTree(db, entry.fileImportId))) return true;
  const leaves = await storedFileLeaves(db, entry.fileImportId, signal);
  let tree;
  try {
    tree = buildTree(leaves.map((leaf) => leaf.hash));
  } catch {
    return false;
  }
  if (leaves.length !== entry.leafCount || tree.root !== entry.merkleRoot) return false;
  signal?.throwIfAborted();
  const { levels } = tree;
  await db.transaction(async (tx) => {
    await storeTree(tx, entry.fileImportId, levels);
    await storeLeafRows(tx, entry.fileImportId);
  });
  return true;
}

/**
 * Proves leaves of one entry by inclusion at a given position (the row's own, from leaf-rows.ts): the stored
 * leaf node there is compared in full, and its audit path taken from the stored chunks on its way up (one chunk
 * of each stored level, so a proof reads O(log n) nodes' chunks) and checked against the signed root. Chunks
 * read are kept for the next leaf of the same entry.
 */
export function createLeafProver(db: Database, entry: TreeEntry) {
  const chunks = new Map<string, Promise<Buffer | null>>();
  const chunkAt = (height: number, chunk: number) => {
    const key = `${height}:${chunk}`;
    let nodes = chunks.get(key);
    if (!nodes) {
      nodes = treeChunk(db, entry.fileImportId, height, chunk);
      chunks.set(key, nodes);
    }
    return nodes;
  };

  /** The leaf of `leafHash` (a row's recomputed content hash) is the entry's leaf at `position`. */
  return async function proves(leafHash: string, position: number): Promise<boolean> {
    if (!Number.isInteger(position) || position < 0 || position >= entry.leafCount) return false;
    const nodes = await chunkAt(0, Math.floor(position / CHUNK_NODES));
    const start = (position % CHUNK_NODES) * NODE_BYTES;
    if (nodes === null || !leafNode(leafHash).equals(nodes.subarray(start, start + NODE_BYTES))) return false;
    const path = await storedAuditPath(entry.leafCount, position, chunkAt);
    return path !== null && verifyInclusion(leafHash, position, entry.leafCount, path, entry.merkleRoot);
  };
}
