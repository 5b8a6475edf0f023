import { NODE_BYTES } from './merkle-tree.js';

/**
 * Where each leaf of a tree is, found by its node (ARCHITECTURE §9): (prefix, position) pairs, the prefix being
 * the node's first 4 bytes, sorted by prefix then position and cut into chunks. A case's check recomputes its
 * rows' leaves and finds their positions here; a position found is only a candidate, compared in full with the
 * stored leaf node before its proof is checked, so a wrong pair can hide a leaf but never prove one.
 */
export const INDEX_PAIRS_PER_CHUNK = 4096;
const PAIR_BYTES = 8;

export interface LeafIndexChunk {
  firstPrefix: number;
  pairs: Buffer;
}

export function nodePrefix(node: Buffer): number {
  return node.readUInt32BE(0);
}

/** The index of the leaf nodes of a tree (concatenated), in chunks. */
export function buildLeafIndex(leafNodes: Buffer): LeafIndexChunk[] {
  const count = leafNodes.length / NODE_BYTES;
  const keys = new BigUint64Array(count);
  for (let position = 0; position < count; position += 1) {
    keys[position] = (BigInt(leafNodes.readUInt32BE(position * NODE_BYTES)) << 32n) | BigInt(position);
  }
  keys.sort();
  const chunks: LeafIndexChunk[] = [];
  for (let start = 0; start < count; start += INDEX_PAIRS_PER_CHUNK) {
    const slice = keys.subarray(start, start + INDEX_PAIRS_PER_CHUNK);
    const pairs = Buffer.allocUnsafe(slice.length * PAIR_BYTES);
    slice.forEach((key, at) => pairs.writeBigUInt64BE(key, at * PAIR_BYTES));
    chunks.push({ firstPrefix: Number(slice[0]! >> 32n), pairs });
  }
  return chunks;
}

/** The positions listed under `prefix` in some chunks of the index. */
export function positionsWithPrefix(chunks: readonly Buffer[], prefix: number): number[] {
  const positions: number[] = [];
  for (const pairs of chunks) {
    for (let at = 0; at + PAIR_BYTES <= pairs.length; at += PAIR_BYTES) {
      if (pairs.readUInt32BE(at) === prefix) positions.push(pairs.readUInt32BE(at + 4));
    }
  }
  return positions;
}
