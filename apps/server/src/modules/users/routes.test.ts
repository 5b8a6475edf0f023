import { SignJWT, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSchema } from '@hde/contracts';
import { users } from '../../platform/db/schema.js';
import { DEMO_ACCOUNTS } from '../../platform/seed.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const getUser = (token?: string) =>
  ctx.app.inject({
    method: 'GET',
    url: '/v2/app/user/',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('GET /v2/app/user/ authentication', () => {
  it('answers 401 without a token', async () => {
    const response = await getUser();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'Authentication required',
    });
  });

  it('answers 401 to a token signed by another key', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT({ email: 'mallory@example.org' })
      .setProtectedHeader({ alg: 'RS256', kid: ctx.secrets.idpSigningKeys[0]?.kid ?? '' })
      .setIssuer(ctx.config.oidc.issuer)
      .setAudience(ctx.config.oidc.audience)
      .setSubject('mallory')
      .setExpirationTime('5m')
      .sign(privateKey);
    expect((await getUser(forged)).statusCode).toBe(401);
  });

  it('answers 401 to an expired token', async () => {
    const expired = await ctx.token({}, { expiresIn: Math.floor(Date.now() / 1000) - 60 });
    expect((await getUser(expired)).statusCode).toBe(401);
  });

  it('answers 401 to a token for another audience or issuer', async () => {
    expect((await getUser(await ctx.token({ aud: 'another-api' }))).statusCode).toBe(401);
    expect((await getUser(await ctx.token({ iss: 'https://evil.example.org' }))).statusCode).toBe(401);
  });

  it('answers 401 to garbage', async () => {
    expect((await getUser('not.a.jwt')).statusCode).toBe(401);
  });
});

describe('GET /v2/app/user/', () => {
  it('creates the user on the first call and returns the same one afterwards', async () => {
    const token = await ctx.token({ sub: 'new-subject', email: 'New.Person@Example.org' });
    const first = await getUser(token);
    expect(first.statusCode).toBe(200);
    const user = userSchema.parse(first.json());
    expect(user.userId).toBe('new.person@example.org');
    expect(user.userConfiguration).toMatchObject({ beta: false, isFirstTime: true, defaultWorkspace: null });

    const second = userSchema.parse((await getUser(token)).json());
    expect(second.id).toBe(user.id);
    const rows = await ctx.database.db.select().from(users);
    expect(rows.filter((row) => row.userId === 'new.person@example.org')).toHaveLength(1);
  });

  it('refuses to attach an e-mail that belongs to another identity', async () => {
    const token = await ctx.token({ sub: 'someone-else', email: DEMO_ACCOUNTS[0].email });
    expect((await getUser(token)).statusCode).toBe(409);
  });

  it('returns the seeded beta demo user with the beta flag', async () => {
    const [row] = (await ctx.database.db.select().from(users)).filter(
      (u) => u.userId === DEMO_ACCOUNTS[0].email,
    );
    const response = await getUser(await ctx.token({ sub: row?.subject, email: DEMO_ACCOUNTS[0].email }));
    expect(userSchema.parse(response.json()).userConfiguration.beta).toBe(true);
  });
});
