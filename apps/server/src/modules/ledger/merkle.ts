import { createHash } from 'node:crypto';
import { isSha256Hex } from './sha256.js';

// RFC 6962 §2.1: domain separation keeps a leaf from ever being read as an inner node.
const LEAF_PREFIX = Buffer.from([0x00]);
const NODE_PREFIX = Buffer.from([0x01]);

function sha256(...parts: Buffer[]): Buffer {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest();
}

function leafNode(leafHash: string): Buffer {
  return sha256(LEAF_PREFIX, Buffer.from(leafHash, 'hex'));
}

function parentNode(left: Buffer, right: Buffer): Buffer {
  return sha256(NODE_PREFIX, left, right);
}

/** The largest power of two smaller than `size` (size > 1). */
function splitPoint(size: number): number {
  let split = 1;
  while (split * 2 < size) split *= 2;
  return split;
}

function subtreeRoot(nodes: readonly Buffer[], start: number, end: number): Buffer {
  if (end - start === 1) return nodes[start]!;
  const middle = start + splitPoint(end - start);
  return parentNode(subtreeRoot(nodes, start, middle), subtreeRoot(nodes, middle, end));
}

function leafNodes(leafHashes: readonly string[]): Buffer[] {
  if (!leafHashes.every(isSha256Hex)) {
    throw new TypeError('leaf hashes must be lowercase SHA-256 hex');
  }
  return leafHashes.map(leafNode);
}

/** RFC 6962 Merkle tree hash over leaf hashes (hex); the empty tree hashes to SHA-256 of the empty string. */
export function merkleRoot(leafHashes: readonly string[]): string {
  if (leafHashes.length === 0) return sha256().toString('hex');
  return subtreeRoot(leafNodes(leafHashes), 0, leafHashes.length).toString('hex');
}

/** RFC 6962 audit path of the leaf at `index`, nearest sibling first. */
export function inclusionProof(leafHashes: readonly string[], index: number): string[] {
  if (!Number.isInteger(index) || index < 0 || index >= leafHashes.length) {
    throw new RangeError('leaf index outside the tree');
  }
  const nodes = leafNodes(leafHashes);
  const siblings: Buffer[] = [];
  let start = 0;
  let end = nodes.length;
  while (end - start > 1) {
    const middle = start + splitPoint(end - start);
    if (index < middle) {
      siblings.push(subtreeRoot(nodes, middle, end));
      end = middle;
    } else {
      siblings.push(subtreeRoot(nodes, start, middle));
      start = middle;
    }
  }
  return siblings.reverse().map((node) => node.toString('hex'));
}

/** Checks an audit path the way RFC 9162 §2.1.3.2 does; malformed input is simply not a proof. */
export function verifyInclusion(
  leafHash: string,
  index: number,
  treeSize: number,
  proof: readonly string[],
  root: string,
): boolean {
  const wellFormed =
    Number.isSafeInteger(treeSize) &&
    Number.isInteger(index) &&
    index >= 0 &&
    index < treeSize &&
    [leafHash, root, ...proof].every(isSha256Hex);
  if (!wellFormed) return false;

  let position = index;
  let last = treeSize - 1;
  let node = leafNode(leafHash);
  for (const siblingHash of proof) {
    if (last === 0) return false;
    const sibling = Buffer.from(siblingHash, 'hex');
    if (position % 2 === 1 || position === last) {
      node = parentNode(sibling, node);
      // A right-edge node with no sibling at this level moves up unchanged.
      while (position % 2 === 0 && position !== 0) {
        position = Math.floor(position / 2);
        last = Math.floor(last / 2);
      }
    } else {
      node = parentNode(node, sibling);
    }
    position = Math.floor(position / 2);
    last = Math.floor(last / 2);
  }
  return last === 0 && node.toString('hex') === root;
}
