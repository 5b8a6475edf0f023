/**
 * Batches point reads into one statement without keeping their results: a key asked for joins the next read, which
 * starts once the read in flight (if any) has finished, so every caller is answered by a read that began after it
 * asked. Under load, one statement answers every request that arrived during the previous one; nothing outlives
 * the batch it was read in.
 */
export function batchedReads<K, V>(readMany: (keys: K[]) => Promise<Map<K, V>>) {
  interface Batch {
    keys: Set<K>;
    result: Promise<Map<K, V>>;
    start: () => void;
  }
  let waiting: Batch | undefined;
  let reading = false;

  function newBatch(): Batch {
    const keys = new Set<K>();
    let start!: () => void;
    const result = new Promise<Map<K, V>>((resolve, reject) => {
      start = () => readMany([...keys]).then(resolve, reject);
    });
    return { keys, result, start };
  }

  function startWaiting() {
    const batch = waiting;
    if (!batch || reading) return;
    waiting = undefined;
    reading = true;
    batch.start();
    void batch.result
      .catch(() => {})
      .finally(() => {
        reading = false;
        startWaiting();
      });
  }

  return async (key: K): Promise<V | undefined> => {
    if (!waiting) {
      waiting = newBatch();
      // Requests parsed in the same turn of the event loop join before the read starts.
      queueMicrotask(startWaiting);
    }
    const batch = waiting;
    batch.keys.add(key);
    return (await batch.result).get(key);
  };
}
