// Initial JavaScript of the signed-in shell, gzipped, from the Vite manifest of `npm run build`; lazy chunks apart.
import { initialJavaScript, kb } from './lib/initial-javascript.mjs';

const figures = initialJavaScript();
const line = (kind, chunk) =>
  console.log(
    `${kind.padEnd(8)} ${chunk.file.padEnd(48)} ${kb(chunk.raw).padStart(10)} ${kb(chunk.gzip).padStart(10)} gz`,
  );
for (const chunk of figures.initial) line('initial', chunk);
for (const chunk of figures.lazy) line('lazy', chunk);
const budget = 300 * 1024;
console.log(
  `\ninitial JavaScript: ${kb(figures.raw)} raw, ${kb(figures.gzip)} gzipped (budget ${kb(budget)}: ${((figures.gzip / budget) * 100).toFixed(0)} %)`,
);
