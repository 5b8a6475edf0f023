import { existsSync } from 'node:fs';
import path from 'node:path';

/** The server package folder, found the same way from `src/` (tsx, tests) and from the bundled `dist/`. */
export function serverPackageDir(): string {
  let dir = import.meta.dirname;
  while (!existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return dir;
}
