import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfigFromFile } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

let ctx: TestApp;
let webDir: string;
beforeAll(async () => {
  // A build made with source maps, as vite.config.ts made them before.
  webDir = await mkdtemp(path.join(tmpdir(), 'hde-web-maps-'));
  await mkdir(path.join(webDir, 'assets'));
  await writeFile(path.join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(path.join(webDir, 'assets', 'index-abc123.js'), 'console.log(1)\n');
  await writeFile(
    path.join(webDir, 'assets', 'index-abc123.js.map'),
    '{"version":3,"sources":["src/main.tsx"]}',
  );
  await writeFile(path.join(webDir, 'top.js.map'), '{"version":3}');
  ctx = await createTestApp({ WEB_DIST_DIR: webDir });
});
afterAll(async () => {
  await ctx.close();
  await rm(webDir, { recursive: true, force: true });
});

describe('source maps', () => {
  it('are never served, even when the build holds them', async () => {
    for (const url of ['/assets/index-abc123.js.map', '/top.js.map']) {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await ctx.app.inject({ method, url });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.body).not.toContain('sources');
      }
    }
    const script = await ctx.app.inject({ url: '/assets/index-abc123.js' });
    expect(script.statusCode).toBe(200);
  });

  it('are not made by the production build of the web app', async () => {
    const configFile = fileURLToPath(new URL('../../../web/vite.config.ts', import.meta.url));
    const loaded = await loadConfigFromFile({ command: 'build', mode: 'production' }, configFile);
    expect(loaded?.config.build?.sourcemap ?? false).toBe(false);
  });
});
