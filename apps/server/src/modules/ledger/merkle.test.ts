import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inclusionProof, merkleRoot, verifyInclusion } from './merkle.js';

const sha256 = (...parts: Buffer[]) => createHash('sha256').update(Buffer.concat(parts)).digest();
const leafHashOf = (text: string) => createHash('sha256').update(text).digest('hex');
const leaf = (leafHash: string) => sha256(Buffer.from([0]), Buffer.from(leafHash, 'hex'));
const node = (left: Buffer, right: Buffer) => sha256(Buffer.from([1]), left, right);
const leavesOf = (count: number) => Array.from({ length: count }, (_, index) => leafHashOf(`row ${index}`));

describe('merkleRoot', () => {
  it('hashes the empty tree as SHA-256 of the empty string', () => {
    expect(merkleRoot([])).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  it('matches hand-computed trees of 1, 2, 3 and 5 leaves', () => {
    const [a, b, c, d, e] = leavesOf(5) as [string, string, string, string, string];
    expect(merkleRoot([a])).toBe(leaf(a).toString('hex'));
    expect(merkleRoot([a, b])).toBe(node(leaf(a), leaf(b)).toString('hex'));
    expect(merkleRoot([a, b, c])).toBe(node(node(leaf(a), leaf(b)), leaf(c)).toString('hex'));
    const firstFour = node(node(leaf(a), leaf(b)), node(leaf(c), leaf(d)));
    expect(merkleRoot([a, b, c, d, e])).toBe(node(firstFour, leaf(e)).toString('hex'));
  });

  it('refuses leaves that are not SHA-256 hex', () => {
    expect(() => merkleRoot(['abc'])).toThrow(TypeError);
    expect(() => merkleRoot([leafHashOf('x').toUpperCase()])).toThrow(TypeError);
  });
});

describe('inclusion proofs', () => {
  it('prove every leaf of trees of 1 to 17 leaves', () => {
    for (let size = 1; size <= 17; size += 1) {
      const leaves = leavesOf(size);
      const root = merkleRoot(leaves);
      leaves.forEach((leafHash, index) => {
        expect(verifyInclusion(leafHash, index, size, inclusionProof(leaves, index), root)).toBe(true);
      });
    }
  });

  it('fail for a wrong leaf, index, root or path, or an index outside the tree', () => {
    for (let size = 1; size <= 17; size += 1) {
      const leaves = leavesOf(size);
      const root = merkleRoot(leaves);
      leaves.forEach((leafHash, index) => {
        const proof = inclusionProof(leaves, index);
        expect(verifyInclusion(leafHashOf('other'), index, size, proof, root)).toBe(false);
        expect(verifyInclusion(leafHash, (index + 1) % size, size, proof, root)).toBe(size === 1);
        expect(verifyInclusion(leafHash, index, index, proof, root)).toBe(false);
        expect(verifyInclusion(leafHash, index, size, proof, merkleRoot([...leaves, leafHash]))).toBe(false);
        if (proof.length > 0) {
          expect(verifyInclusion(leafHash, index, size, proof.slice(1), root)).toBe(false);
          expect(verifyInclusion(leafHash, index, size, [...proof, proof[0]!], root)).toBe(false);
        }
      });
    }
  });

  it('give the RFC 6962 path for a hand-computed tree of 5 leaves', () => {
    const leaves = leavesOf(5);
    const [a, b, c, d, e] = leaves.map(leaf) as [Buffer, Buffer, Buffer, Buffer, Buffer];
    const hex = (buffer: Buffer) => buffer.toString('hex');
    expect(inclusionProof(leaves, 2)).toEqual([hex(d), hex(node(a, b)), hex(e)]);
    expect(inclusionProof(leaves, 4)).toEqual([hex(node(node(a, b), node(c, d)))]);
  });

  it('reject malformed input instead of throwing', () => {
    const leaves = leavesOf(3);
    const root = merkleRoot(leaves);
    expect(() => inclusionProof(leaves, 3)).toThrow(RangeError);
    expect(verifyInclusion(leaves[0]!, -1, 3, inclusionProof(leaves, 0), root)).toBe(false);
    expect(verifyInclusion(leaves[0]!, 0.5, 3, inclusionProof(leaves, 0), root)).toBe(false);
    expect(verifyInclusion(leaves[0]!, 0, 3, ['not hex'], root)).toBe(false);
  });
});
