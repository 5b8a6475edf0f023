import { hash } from 'node:crypto';
import { isSha256Hex } from './sha256.js';

/**
 * The RFC 6962 tree of merkle.ts built level by level, as it is stored with its entry (ARCHITECTURE §9): pairs
 * of nodes hash to their parent, and the unpaired last node of a level moves up unchanged, which gives the same
 * root as the recursive definition. Every BAND_HEIGHT-th level is stored, cut into chunks of CHUNK_NODES nodes,
 * so the nodes of one chunk are exactly the subtree under one node of the next stored level.
 */
export const NODE_BYTES = 32;
const BAND_HEIGHT = 10;
export const CHUNK_NODES = 2 ** BAND_HEIGHT;
const CHUNK_BYTES = CHUNK_NODES * NODE_BYTES;

/** The root of the empty tree: SHA-256 of the empty string. */
export const EMPTY_TREE_ROOT = hash('sha256', '', 'hex');

// Reused input buffers: one-shot hashing of a small buffer is the cost of a tree, so nothing is allocated for it.
const leafInput = Buffer.alloc(1 + NODE_BYTES);
const parentInput = Buffer.alloc(1 + 2 * NODE_BYTES, 1);

/** One stored level: every node at `height` (0: the leaf nodes), concatenated. */
export interface TreeLevel {
  height: number;
  nodes: Buffer;
}

export interface BuiltTree {
  /** Heights 0, 10, 20, … up to the first level that fits in one chunk; empty for the empty tree. */
  levels: TreeLevel[];
  root: string;
}

/** The RFC 6962 leaf node H(0x00 || leaf hash) of each leaf hash (hex), concatenated. */
function leafNodes(leafHashes: readonly string[]): Buffer {
  const nodes = Buffer.allocUnsafe(leafHashes.length * NODE_BYTES);
  leafHashes.forEach((leafHash, index) => {
    if (!isSha256Hex(leafHash)) throw new TypeError('leaf hashes must be lowercase SHA-256 hex');
    leafInput.write(leafHash, 1, 'hex');
    hash('sha256', leafInput, 'buffer').copy(nodes, index * NODE_BYTES);
  });
  return nodes;
}

export function leafNode(leafHash: string): Buffer {
  return leafNodes([leafHash]);
}

/** The level above `nodes`: each pair hashed as H(0x01 || left || right), an unpaired last node moved up. */
function parentLevel(nodes: Buffer): Buffer {
  const count = nodes.length / NODE_BYTES;
  const parents = Buffer.allocUnsafe(Math.ceil(count / 2) * NODE_BYTES);
  let at = 0;
  for (let left = 0; left + 1 < count; left += 2) {
    nodes.copy(parentInput, 1, left * NODE_BYTES, (left + 2) * NODE_BYTES);
    hash('sha256', parentInput, 'buffer').copy(parents, at);
    at += NODE_BYTES;
  }
  if (count % 2 === 1) nodes.copy(parents, at, (count - 1) * NODE_BYTES);
  return parents;
}

/** The root of the subtree over `nodes` (one chunk: the node of the next stored level above it). */
export function subtreeRoot(nodes: Buffer): Buffer {
  let level = nodes;
  while (level.length > NODE_BYTES) level = parentLevel(level);
  return level;
}

/** The nodes BAND_HEIGHT levels above `level`: the root of each of its chunks. */
function nextStoredLevel(level: Buffer): Buffer {
  const roots: Buffer[] = [];
  for (let start = 0; start < level.length; start += CHUNK_BYTES) {
    roots.push(subtreeRoot(level.subarray(start, start + CHUNK_BYTES)));
  }
  return Buffer.concat(roots);
}

/** Every stored level of the tree over `leafHashes`, and its root (equal to merkleRoot's). */
export function buildTree(leafHashes: readonly string[]): BuiltTree {
  if (leafHashes.length === 0) return { levels: [], root: EMPTY_TREE_ROOT };
  let nodes = leafNodes(leafHashes);
  const levels: TreeLevel[] = [{ height: 0, nodes }];
  while (nodes.length > CHUNK_BYTES) {
    nodes = nextStoredLevel(nodes);
    levels.push({ height: levels.length * BAND_HEIGHT, nodes });
  }
  return { levels, root: subtreeRoot(nodes).toString('hex') };
}

/** The chunks of a stored level, in order. */
export function chunksOf(nodes: Buffer): Buffer[] {
  const chunks: Buffer[] = [];
  for (let start = 0; start < nodes.length; start += CHUNK_BYTES) {
    chunks.push(nodes.subarray(start, start + CHUNK_BYTES));
  }
  return chunks;
}

/** How many nodes a tree of `leafCount` leaves has at a stored height. */
export function levelSize(leafCount: number, height: number): number {
  return Math.ceil(leafCount / 2 ** height);
}

/** The stored heights of a tree of `leafCount` leaves (as buildTree stores them). */
export function storedHeights(leafCount: number): number[] {
  if (leafCount === 0) return [];
  const heights = [0];
  while (levelSize(leafCount, heights.at(-1)!) > CHUNK_NODES) heights.push(heights.length * BAND_HEIGHT);
  return heights;
}

/**
 * The audit path (nearest sibling first, hex) of the node at `position` of one chunk, up to the chunk's root.
 * A node with no sibling moves up unchanged and adds nothing, as in RFC 6962; only the last chunk of a level
 * can hold such a node, so a path inside the chunk is the path inside the whole level.
 */
function pathInChunk(chunk: Buffer, position: number): string[] {
  const siblings: string[] = [];
  let level = chunk;
  let at = position;
  while (level.length > NODE_BYTES) {
    const sibling = at % 2 === 1 ? at - 1 : at + 1;
    if (sibling * NODE_BYTES < level.length) {
      siblings.push(level.toString('hex', sibling * NODE_BYTES, (sibling + 1) * NODE_BYTES));
    }
    level = parentLevel(level);
    at = Math.floor(at / 2);
  }
  return siblings;
}

/**
 * The audit path (nearest sibling first) of leaf `position` in a tree of `leafCount` leaves, from its stored
 * levels: one chunk of each, fetched by `chunkAt`; null when one is missing.
 */
export async function storedAuditPath(
  leafCount: number,
  position: number,
  chunkAt: (height: number, chunk: number) => Promise<Buffer | null>,
): Promise<string[] | null> {
  const path: string[] = [];
  for (const height of storedHeights(leafCount)) {
    const at = Math.floor(position / 2 ** height);
    const nodes = await chunkAt(height, Math.floor(at / CHUNK_NODES));
    if (!nodes) return null;
    path.push(...pathInChunk(nodes, at % CHUNK_NODES));
  }
  return path;
}
