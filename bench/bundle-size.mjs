// Initial JavaScript of the signed-in shell: the entry chunk and every chunk it imports statically,
// gzipped, from the Vite manifest of `npm run build`. Lazy chunks (dynamic imports) are listed apart.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
if (!entry) throw new Error('no entry chunk in the manifest: run npm run build first');

const initial = new Set();
const visit = (key) => {
  if (initial.has(key)) return;
  initial.add(key);
  for (const imported of manifest[key].imports ?? []) visit(imported);
};
visit(entry[0]);

const sizeOf = (file) => {
  const bytes = readFileSync(path.join(dist, file));
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

let raw = 0;
let gzip = 0;
for (const key of initial) {
  const size = sizeOf(manifest[key].file);
  raw += size.raw;
  gzip += size.gzip;
  console.log(
    `initial  ${manifest[key].file.padEnd(48)} ${kb(size.raw).padStart(10)} ${kb(size.gzip).padStart(10)} gz`,
  );
}
for (const [key, chunk] of Object.entries(manifest)) {
  if (initial.has(key) || !chunk.file.endsWith('.js')) continue;
  const size = sizeOf(chunk.file);
  console.log(
    `lazy     ${chunk.file.padEnd(48)} ${kb(size.raw).padStart(10)} ${kb(size.gzip).padStart(10)} gz`,
  );
}
const budget = 300 * 1024;
console.log(
  `\ninitial JavaScript: ${kb(raw)} raw, ${kb(gzip)} gzipped (budget ${kb(budget)}: ${((gzip / budget) * 100).toFixed(0)} %)`,
);
