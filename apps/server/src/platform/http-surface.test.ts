import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@hde/contracts/api';
import { createTestApp, type TestApp } from '../test/test-app.js';

let ctx: TestApp;
let webDir: string;
beforeAll(async () => {
  webDir = await mkdtemp(path.join(tmpdir(), 'hde-web-'));
  await mkdir(path.join(webDir, 'assets'));
  await writeFile(path.join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(path.join(webDir, 'assets', 'app.js'), 'console.log(1)');
  ctx = await createTestApp({ WEB_DIST_DIR: webDir });
});
afterAll(async () => {
  await ctx.close();
  await rm(webDir, { recursive: true, force: true });
});

describe('web app serving', () => {
  it('serves index.html for client-side routes', async () => {
    for (const url of ['/', '/account', '/mdi/workspace/123?id=analytics', '/no/such/page']) {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('serves built assets with long caching', async () => {
    const response = await ctx.app.inject({ url: '/assets/app.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('answers unknown API paths and missing files with a JSON 404', async () => {
    for (const url of ['/v2/app/nothing-here', '/assets/missing.js']) {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(apiErrorSchema.parse(response.json())).toEqual({
        statusCode: 404,
        error: 'Not Found',
        message: 'Not found',
      });
    }
  });
});

describe('security headers', () => {
  it('send a CSP that allows framing only by the product itself', async () => {
    const response = await ctx.app.inject({ url: '/account' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('errors', () => {
  it('answer malformed JSON with a 400 in the API error shape, without internals', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/v2/app/user/',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken": ',
    });
    const body = apiErrorSchema.parse(response.json());
    expect(body.statusCode).toBeGreaterThanOrEqual(400);
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts|node_modules|stack/i);
  });
});

describe('OpenAPI', () => {
  it('describes the API at /v2/docs', async () => {
    const response = await ctx.app.inject({ url: '/v2/docs/json' });
    expect(response.statusCode).toBe(200);
    const spec = response.json() as { openapi: string; paths: Record<string, unknown> };
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(expect.arrayContaining(['/v2/app/user/', '/healthz', '/readyz']));
  });
});
