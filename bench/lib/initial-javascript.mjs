// The initial JavaScript of the signed-in shell: the entry chunk and every chunk it imports statically, from the
// Vite manifest of `npm run build`. Lazy chunks (dynamic imports) are listed apart.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const WEB_DIST = path.resolve(import.meta.dirname, '../../apps/web/dist');

/**
 * @returns {{ initial: { file: string, raw: number, gzip: number }[], lazy: { file: string, raw: number, gzip: number }[], raw: number, gzip: number }}
 */
export function initialJavaScript(dist = WEB_DIST) {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
  if (!entry) throw new Error('no entry chunk in the manifest: run npm run build first');

  const keys = new Set();
  const visit = (key) => {
    if (keys.has(key)) return;
    keys.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  visit(entry[0]);

  const sizeOf = (file) => {
    const bytes = readFileSync(path.join(dist, file));
    return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  };
  const initial = [...keys].map((key) => sizeOf(manifest[key].file));
  const lazy = Object.entries(manifest)
    .filter(([key, chunk]) => !keys.has(key) && chunk.file.endsWith('.js'))
    .map(([, chunk]) => sizeOf(chunk.file));
  return {
    initial,
    lazy,
    raw: initial.reduce((sum, chunk) => sum + chunk.raw, 0),
    gzip: initial.reduce((sum, chunk) => sum + chunk.gzip, 0),
  };
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
