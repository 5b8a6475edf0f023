/**
 * The bytes from `start` up to (not including) `end` of a file; only that slice is read. FileReader rather
 * than `Blob.arrayBuffer()`, which the test DOM (jsdom) lacks.
 */
export function readBlobBytes(blob: Blob, start: number, end: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsArrayBuffer(blob.slice(start, end));
  });
}
