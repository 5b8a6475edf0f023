import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inclusionProof, merkleRoot } from './merkle.js';
import {
  CHUNK_NODES,
  EMPTY_TREE_ROOT,
  buildTree,
  chunksOf,
  storedAuditPath,
  storedHeights,
} from './merkle-tree.js';

const leavesOf = (count: number) =>
  Array.from({ length: count }, (_, index) => createHash('sha256').update(`row ${index}`).digest('hex'));

/** A chunk getter over a built tree, as the store answers it. */
function chunksOfTree(tree: ReturnType<typeof buildTree>) {
  return async (height: number, chunk: number) => {
    const level = tree.levels.find((stored) => stored.height === height);
    return level ? (chunksOf(level.nodes)[chunk] ?? null) : null;
  };
}

describe('buildTree', () => {
  it('has the root merkleRoot computes, at sizes around every chunk edge', () => {
    for (const size of [1, 2, 3, 5, 17, 1023, 1024, 1025, 2047, 2048, 2049, 3000]) {
      const leaves = leavesOf(size);
      expect(buildTree(leaves).root, `size ${size}`).toBe(merkleRoot(leaves));
    }
    expect(buildTree([])).toEqual({ levels: [], root: EMPTY_TREE_ROOT });
  });

  it('stores every tenth level until one fits a chunk', () => {
    expect(buildTree(leavesOf(CHUNK_NODES)).levels.map((level) => level.height)).toEqual([0]);
    const tree = buildTree(leavesOf(CHUNK_NODES + 1));
    expect(tree.levels.map((level) => [level.height, level.nodes.length / 32])).toEqual([
      [0, CHUNK_NODES + 1],
      [10, 2],
    ]);
    expect(storedHeights(CHUNK_NODES + 1)).toEqual([0, 10]);
    expect(storedHeights(CHUNK_NODES * CHUNK_NODES + 1)).toEqual([0, 10, 20]);
    expect(storedHeights(0)).toEqual([]);
  });
});

describe('storedAuditPath', () => {
  it('is the RFC 6962 audit path, read from one chunk of each stored level', async () => {
    for (const size of [1, 2, 7, 1024, 1025, 2500]) {
      const leaves = leavesOf(size);
      const tree = buildTree(leaves);
      const positions = new Set([0, 1, size - 2, size - 1, Math.floor(size / 2), 1023, 1024, 2048]);
      for (const position of [...positions].filter((at) => at >= 0 && at < size)) {
        const read: string[] = [];
        const path = await storedAuditPath(size, position, async (height, chunk) => {
          read.push(`${height}:${chunk}`);
          return chunksOfTree(tree)(height, chunk);
        });
        expect(path, `size ${size}, leaf ${position}`).toEqual(inclusionProof(leaves, position));
        expect(read).toHaveLength(tree.levels.length);
      }
    }
  });

  it('is null when a chunk is missing', async () => {
    expect(await storedAuditPath(3000, 5, async () => null)).toBeNull();
  });
});
