import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

let overHttps: TestApp;
let overHttp: TestApp;
beforeAll(async () => {
  overHttps = await createTestApp({ PUBLIC_URL: 'https://hde.example.org' });
  overHttp = await createTestApp({ PUBLIC_URL: 'http://localhost:3999' });
});
afterAll(async () => {
  await overHttps.close();
  await overHttp.close();
});

describe('Strict-Transport-Security', () => {
  it('is sent on every answer when PUBLIC_URL is https', async () => {
    for (const url of ['/healthz', '/v2/app/client-config', '/v2/app/user/', '/no/such/page']) {
      const response = await overHttps.app.inject({ url });
      expect(response.headers['strict-transport-security'], url).toBe('max-age=31536000');
    }
  });

  it('is not sent when PUBLIC_URL is http', async () => {
    for (const url of ['/healthz', '/v2/app/client-config']) {
      const response = await overHttp.app.inject({ url });
      expect(response.headers['strict-transport-security'], url).toBeUndefined();
    }
  });
});

describe('Content-Security-Policy', () => {
  it('lets the maps load images from the configured tile host (MAP_TILE_URL, OpenStreetMap by default)', async () => {
    const response = await overHttp.app.inject({ url: '/healthz' });
    expect(response.headers['content-security-policy']).toContain(
      "img-src 'self' data: blob: https://*.tile.openstreetmap.org;",
    );
  });
});

describe('frame-ancestors', () => {
  it('lets any site frame the public calls, and only the product every other answer', async () => {
    const publicCalls = [
      { method: 'GET' as const, url: '/v2/public/CASE/dashboard/unknown/configuration' },
      {
        method: 'POST' as const,
        url: '/v2/public/CASE/dashboard/unknown/query',
        payload: { addCount: true },
      },
    ];
    for (const call of publicCalls) {
      const response = await overHttp.app.inject(call);
      expect(response.headers['content-security-policy'], call.url).toContain('frame-ancestors *;');
    }
    for (const url of [
      '/healthz',
      '/v2/app/client-config',
      '/v2/app/user/',
      '/v2/publicity',
      '/no/such/page',
    ]) {
      const response = await overHttp.app.inject({ url });
      expect(response.headers['content-security-policy'], url).toContain("frame-ancestors 'self';");
    }
  });
});
