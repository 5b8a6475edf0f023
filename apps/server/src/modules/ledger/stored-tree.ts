import type { Database } from '../../platform/db/client.js';
import { storedFileLeaves } from './file-leaves.js';
import { nodePrefix, positionsWithPrefix } from './leaf-index.js';
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
import { hasStoredTree, leafIndexChunks, levelChunks, storeTree, treeChunk } from './tree-store.js';

type TreeEntry = Pick<LedgerEntry, 'fileImportId' | 'leafCount' | 'merkleRoot'>;

/**
 * The entry's stored tree rebuilds its signed root: from the leaf nodes up, every stored level equals the one
 * computed from the level below, and the top one hashes to the root. A changed, missing or extra node fails it.
 * O(leaves) hashing in memory; stops between batches once `signal` aborts.
 */
export async function storedTreeProvesRoot(
  db: Database,
  entry: TreeEntry,
  signal?: AbortSignal,
): Promise<boolean> {
  let computed: Buffer | null = null;
  for (const height of storedHeights(entry.leafCount)) {
    const size = levelSize(entry.leafCount, height);
    const roots: Buffer[] = [];
    let nodesRead = 0;
    for await (const { chunk, nodes } of levelChunks(db, entry.fileImportId, height, signal)) {
      const count = nodes.length / NODE_BYTES;
      const wellFormed =
        chunk === roots.length &&
        Number.isInteger(count) &&
        (count === CHUNK_NODES || (count > 0 && nodesRead + count === size));
      if (!wellFormed) return false;
      if (
        computed &&
        !nodes.equals(computed.subarray(nodesRead * NODE_BYTES, (nodesRead + count) * NODE_BYTES))
      ) {
        return false;
      }
      roots.push(subtreeRoot(nodes));
      nodesRead += count;
    }
    if (nodesRead !== size) return false;
    computed = Buffer.concat(roots);
  }
  return (computed?.toString('hex') ?? EMPTY_TREE_ROOT) === entry.merkleRoot;
}

/**
 * Makes sure the entry has a stored tree: an entry appended before trees were stored (migration 0015) gets one
 * on its first check, built from the content hashes its import recorded, and kept only when it rebuilds the
 * signed root. False when it does not (the check then fails); that first check costs a read of every row.
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
  await db.transaction((tx) => storeTree(tx, entry.fileImportId, levels));
  return true;
}

/**
 * Proves leaves of one entry by inclusion: the leaf's position is looked up in the leaf index, its stored leaf
 * node compared in full, and its audit path taken from the stored chunks on its way up (one chunk of each
 * stored level, so a proof reads O(log n) nodes' chunks) and checked against the signed root. Chunks read are
 * kept for the next leaf of the same entry.
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

  async function storedLeafIs(position: number, node: Buffer): Promise<boolean> {
    const nodes = await chunkAt(0, Math.floor(position / CHUNK_NODES));
    const start = (position % CHUNK_NODES) * NODE_BYTES;
    return nodes !== null && node.equals(nodes.subarray(start, start + NODE_BYTES));
  }

  /** The leaf of `leafHash` (a row's recomputed content hash) is in the entry's tree. */
  return async function proves(leafHash: string): Promise<boolean> {
    if (entry.leafCount === 0) return false;
    const node = leafNode(leafHash);
    const indexChunks = await leafIndexChunks(db, entry.fileImportId, nodePrefix(node));
    for (const position of positionsWithPrefix(indexChunks, nodePrefix(node))) {
      if (position >= entry.leafCount || !(await storedLeafIs(position, node))) continue;
      const path = await storedAuditPath(entry.leafCount, position, chunkAt);
      if (path && verifyInclusion(leafHash, position, entry.leafCount, path, entry.merkleRoot)) return true;
    }
    return false;
  };
}
