import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AuthIdentity } from '../../platform/auth.js';
import { HttpError } from '../../platform/errors.js';
import { createUserinfoEmailResolver } from './userinfo.js';

/** A stand-in OpenID issuer: its discovery document and userinfo answer are set per test. */
let issuer: string;
let userinfo: { claims: Record<string, unknown>; delayMs: number };
let discoveries = 0;
const server = http.createServer((request, response) => {
  if (request.url === '/.well-known/openid-configuration') {
    discoveries += 1;
    response.end(JSON.stringify({ userinfo_endpoint: `${issuer}/userinfo` }));
    return;
  }
  setTimeout(() => {
    if (!response.destroyed) response.end(JSON.stringify(userinfo.claims));
  }, userinfo.delayMs);
});
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  userinfo = { claims: {}, delayMs: 0 };
});

const identity = {
  issuer: 'x',
  subject: 's',
  email: undefined,
  emailVerified: undefined,
  token: 't',
} as AuthIdentity;
const email = 'new.hire@hospital.example';

describe('the userinfo e-mail resolver', () => {
  it('counts an e-mail without email_verified as verified only when OIDC_TRUST_EMAIL is set', async () => {
    userinfo.claims = { email };
    const strict = createUserinfoEmailResolver(issuer, { trustEmail: false });
    expect(await strict(identity)).toEqual({ email, emailVerified: undefined });
    const trusting = createUserinfoEmailResolver(issuer, { trustEmail: true });
    expect(await trusting(identity)).toEqual({ email, emailVerified: true });
    userinfo.claims = { email, email_verified: false };
    expect(await trusting(identity)).toEqual({ email, emailVerified: false });
  });

  it('answers a clear 504 when the issuer does not answer in time, and asks it again next time', async () => {
    const resolve = createUserinfoEmailResolver(issuer, { trustEmail: false, timeoutMs: 200 });
    userinfo = { claims: { email, email_verified: true }, delayMs: 2_000 };
    const started = Date.now();
    const error = await resolve(identity).catch((caught: unknown) => caught);
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      statusCode: 504,
      message: expect.stringMatching(/did not answer in time/),
    });
    userinfo.delayMs = 0;
    expect(await resolve(identity)).toEqual({ email, emailVerified: true });
  });

  it('asks discovery again after a failure, and only once after a success', async () => {
    const before = discoveries;
    const unreachable = createUserinfoEmailResolver('http://127.0.0.1:1', { trustEmail: false });
    expect(await unreachable(identity)).toEqual({ email: undefined, emailVerified: undefined });
    const resolve = createUserinfoEmailResolver(issuer, { trustEmail: false });
    userinfo.claims = { email, email_verified: true };
    await resolve(identity);
    await resolve(identity);
    expect(discoveries - before).toBe(1);
  });
});
