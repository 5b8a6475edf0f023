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

describe('public dashboard pages', () => {
  it('are the web app, which any site may frame; every other page only the product itself', async () => {
    const page = await ctx.app.inject({ url: '/public/0b6f1c52-7f53-4a4e-9f3e-2f1f7d8a9c10' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    expect(page.headers['content-security-policy']).toContain('frame-ancestors *');
    for (const url of ['/', '/mdi/workspace/x', '/publicity', '/assets/index-abc123.js']) {
      const other = await ctx.app.inject({ url });
      expect(other.headers['content-security-policy'], url).toContain("frame-ancestors 'self'");
    }
  });
});
