import { describe, expect, it } from 'vitest';
import { batchedReads } from './batched-reads.js';

/** A store whose reads are held until released, recording the keys of each read. */
function heldStore(values: Map<string, number>) {
  const reads: string[][] = [];
  const releases: (() => void)[] = [];
  const readMany = (keys: string[]) => {
    reads.push(keys);
    return new Promise<Map<string, number>>((resolve, reject) => {
      releases.push(() => {
        if (keys.includes('broken')) reject(new Error('read failed'));
        else resolve(new Map(keys.flatMap((key) => (values.has(key) ? [[key, values.get(key)!]] : []))));
      });
    });
  };
  const releaseNext = async () => {
    releases.shift()?.();
    // Lets the finished read's callers and the next read start.
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { reads, readMany, releaseNext };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('batchedReads', () => {
  it('answers the calls of one turn with one read of all their keys', async () => {
    const store = heldStore(new Map([['a', 1]]));
    const read = batchedReads(store.readMany);
    const answers = Promise.all([read('a'), read('b'), read('a')]);
    await turn();
    expect(store.reads).toEqual([['a', 'b']]);
    await store.releaseNext();
    expect(await answers).toEqual([1, undefined, 1]);
  });

  it('answers a call made during a read with a read started after it', async () => {
    const values = new Map([['a', 1]]);
    const store = heldStore(values);
    const read = batchedReads(store.readMany);
    const before = read('a');
    await turn();
    values.set('a', 2);
    const during = read('a');
    await turn();
    expect(store.reads).toHaveLength(1);
    await store.releaseNext();
    expect(await before).toBe(2);
    expect(store.reads).toHaveLength(2);
    values.delete('a');
    await store.releaseNext();
    expect(await during).toBeUndefined();
  });

  it('keeps nothing once a read has answered', async () => {
    const values = new Map([['a', 1]]);
    const store = heldStore(values);
    const read = batchedReads(store.readMany);
    const first = read('a');
    await turn();
    await store.releaseNext();
    expect(await first).toBe(1);
    values.set('a', 5);
    const second = read('a');
    await turn();
    await store.releaseNext();
    expect(await second).toBe(5);
    expect(store.reads).toEqual([['a'], ['a']]);
  });

  it('fails the calls of a failed read and goes on with the next', async () => {
    const store = heldStore(new Map([['a', 1]]));
    const read = batchedReads(store.readMany);
    const failed = expect(read('broken')).rejects.toThrow('read failed');
    await turn();
    const next = read('a');
    await store.releaseNext();
    await failed;
    await store.releaseNext();
    expect(await next).toBe(1);
  });
});
