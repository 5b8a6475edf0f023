import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

/** The client address the server counts sign-in and sign-up attempts against, behind the given settings. */
async function clientAddress(
  env: Record<string, string>,
  forwardedFor: string,
  peer = '127.0.0.1',
): Promise<string> {
  const app = Fastify({ trustProxy: loadConfig(env).trustProxy });
  app.get('/', (request) => ({ ip: request.ip }));
  const response = await app.inject({
    url: '/',
    remoteAddress: peer,
    headers: { 'x-forwarded-for': forwardedFor },
  });
  await app.close();
  return (response.json() as { ip: string }).ip;
}

describe('TRUST_PROXY', () => {
  it('behind https, believes only the address a proxy on this host appended, not one the client wrote', async () => {
    const ip = await clientAddress({ PUBLIC_URL: 'https://hde.example.org' }, '6.6.6.6, 203.0.113.7');
    expect(ip).toBe('203.0.113.7');
  });

  it('behind https, believes no forwarding header from a peer that is not a trusted proxy', async () => {
    const ip = await clientAddress({ PUBLIC_URL: 'https://hde.example.org' }, '203.0.113.7', '198.51.100.4');
    expect(ip).toBe('198.51.100.4');
  });

  it('over plain http, believes no forwarding header', async () => {
    expect(await clientAddress({}, '203.0.113.7')).toBe('127.0.0.1');
  });

  it('believes the proxies it is told of, and only those', async () => {
    const env = { PUBLIC_URL: 'https://hde.example.org', TRUST_PROXY: '10.0.0.0/8, loopback' };
    expect(await clientAddress(env, '6.6.6.6, 203.0.113.7, 10.0.0.1', '10.0.0.2')).toBe('203.0.113.7');
  });

  it('refuses a value that is not a list of addresses', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true; rm -rf' })).toThrow(/TRUST_PROXY/);
  });
});
