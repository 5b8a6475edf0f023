import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { serverPackageDir } from './paths.js';

const configSource = readFileSync(path.join(serverPackageDir(), 'src/platform/config.ts'), 'utf8');
const readme = readFileSync(path.join(serverPackageDir(), '../../README.md'), 'utf8');

/** The first capture of `pattern` in `text`, or an error naming what is missing. */
function partOf(text: string, pattern: RegExp, missing: string): string {
  const part = pattern.exec(text)?.[1];
  if (part === undefined) throw new Error(missing);
  return part;
}

const namesIn = (text: string, pattern: RegExp) =>
  [...text.matchAll(pattern)].map(([, name]) => String(name));

/** The keys of `envSchema`'s object: every environment variable config.ts reads. */
function variablesConfigReads(): string[] {
  const schema = partOf(
    configSource,
    /const envSchema = z\s*\.object\(\{([\s\S]*?)\n {2}\}\)/,
    'config.ts no longer declares `const envSchema = z.object({ ... })`',
  );
  return namesIn(schema, /^ {4}([A-Z][A-Z0-9_]*):/gm);
}

/** The first column of the table under README's "## Configuration". */
function variablesReadmeLists(): string[] {
  const section = partOf(
    readme,
    /^## Configuration\n([\s\S]*?)(?=^## )/m,
    'README.md has no "## Configuration" section',
  );
  return namesIn(section, /^\| `([A-Z][A-Z0-9_]*)` /gm);
}

it("README's settings table lists exactly the variables config.ts reads", () => {
  const read = variablesConfigReads();
  const listed = variablesReadmeLists();
  expect({
    missingFromReadme: read.filter((name) => !listed.includes(name)),
    notReadByConfig: listed.filter((name) => !read.includes(name)),
  }).toEqual({ missingFromReadme: [], notReadByConfig: [] });
});
