import { SignJWT, generateKeyPair, importJWK, type JWTPayload } from 'jose';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSchema } from '@hde/contracts/api';
import { SIGN_IN_ERRORS } from '@hde/contracts/text';
import { idpAccounts, users } from '../../platform/db/schema.js';
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
      message: SIGN_IN_ERRORS.authenticationRequired,
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

  /** A token signed by the provider's own key with exactly these claims (no defaults). */
  async function signed(claims: JWTPayload) {
    const key = ctx.secrets.idpSigningKeys[0];
    return new SignJWT({ iss: ctx.config.oidc.issuer, aud: ctx.config.oidc.audience, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: key?.kid ?? '' })
      .sign(await importJWK(key ?? {}, 'RS256'));
  }
  const now = () => Math.floor(Date.now() / 1000);

  it('answers 401 to a token without an expiry', async () => {
    const claims = { sub: 'no-exp', email: 'no.exp@example.org', iat: now() };
    expect((await getUser(await signed(claims))).statusCode).toBe(401);
    expect((await getUser(await signed({ ...claims, exp: now() + 60 }))).statusCode).toBe(200);
  });

  it('answers 401 to a token issued in the future, beyond the clock tolerance', async () => {
    const claims = { sub: 'future', email: 'future@example.org', exp: now() + 600 };
    expect((await getUser(await signed({ ...claims, iat: now() + 60 }))).statusCode).toBe(401);
    expect((await getUser(await signed({ ...claims, iat: now() + 2 }))).statusCode).toBe(200);
  });

  it('reads the Bearer scheme name in any case', async () => {
    const token = await ctx.token({ sub: 'scheme-case', email: 'scheme.case@example.org' });
    for (const scheme of ['bearer', 'BEARER', 'Bearer']) {
      const response = await ctx.app.inject({
        url: '/v2/app/user/',
        headers: { authorization: `${scheme} ${token}` },
      });
      expect(response.statusCode, scheme).toBe(200);
    }
    const basic = await ctx.app.inject({
      url: '/v2/app/user/',
      headers: { authorization: `Basic ${token}` },
    });
    expect(basic.statusCode).toBe(401);
  });
});

describe('a deleted embedded account', () => {
  async function account(email: string) {
    const [row] = await ctx.database.db
      .insert(idpAccounts)
      .values({ email, passwordHash: 'unused', emailVerifiedAt: new Date() })
      .returning();
    if (!row) throw new Error('no account');
    return row;
  }
  const deleteAccount = (id: string) => ctx.database.db.delete(idpAccounts).where(eq(idpAccounts.id, id));

  it('has its still-valid token refused, on user and workspace routes', async () => {
    const { id, email } = await account('leaving@example.org');
    const token = await ctx.token({ sub: id, email });
    expect((await getUser(token)).statusCode).toBe(200);
    const headers = { authorization: `Bearer ${token}` };
    const signUp = await ctx.app.inject({ method: 'POST', url: '/v2/app/user/sign-up', headers });
    expect(signUp.statusCode).toBe(200);
    const list = await ctx.app.inject({ url: '/v2/app/workspace/list', headers });
    const workspaceId = (list.json() as { items: { id: string }[] }).items[0]?.id;
    const workspace = () => ctx.app.inject({ url: `/v2/app/workspace/${workspaceId}`, headers });
    // The dashboard's gate keeps its passes: the deletion must still reach it.
    const dashboard = () => ctx.app.inject({ url: `/v2/app/case/dashboard/${workspaceId}/version`, headers });
    expect((await workspace()).statusCode).toBe(200);
    expect((await dashboard()).statusCode).toBe(200);
    expect((await dashboard()).statusCode).toBe(200);

    await deleteAccount(id);
    expect((await getUser(token)).statusCode).toBe(401);
    expect((await workspace()).statusCode).toBe(401);
    expect((await dashboard()).statusCode).toBe(401);
  });

  it('cannot create a user row with a token issued before the deletion', async () => {
    const { id, email } = await account('gone.before@example.org');
    const token = await ctx.token({ sub: id, email });
    await deleteAccount(id);
    expect((await getUser(token)).statusCode).toBe(401);
    const rows = await ctx.database.db.select().from(users).where(eq(users.subject, id));
    expect(rows).toEqual([]);
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
