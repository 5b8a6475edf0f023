import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSchema } from '@hde/contracts/api';
import { ACCOUNT_PASSWORD_RULES, SIGN_IN_TEXT } from '@hde/contracts/text';
import { DEMO_ACCOUNTS } from '../seed.js';
import { BrowserlessClient, pkcePair } from '../../test/browserless-client.js';
import { createListeningTestApp, type ListeningTestApp } from '../../test/test-app.js';
import { continueUnverified, exchangeCode, redirectUriOf, startSignIn } from './sign-in-test-kit.js';

let ctx: ListeningTestApp;
let origin: string;
beforeAll(async () => {
  ctx = await createListeningTestApp();
  ({ origin } = ctx);
});
afterAll(() => ctx.close());

describe('embedded OpenID provider', () => {
  it('signs a demo user in with code + PKCE and issues API tokens and a refresh token', async () => {
    const client = new BrowserlessClient(origin);
    const { verifier, challenge } = pkcePair();
    const interaction = await startSignIn(client, challenge);

    const page = await client.request(interaction);
    const html = await page.text();
    expect(html).toContain(`<label for="email">${SIGN_IN_TEXT.email}</label>`);
    expect(html).toContain(`<label for="password">${SIGN_IN_TEXT.password}</label>`);
    expect(html).toContain(SIGN_IN_TEXT.signIn);
    expect(html).toContain(`${interaction}/signup`);

    const wrong = await client.request(`${interaction}/login`, {
      form: { email: DEMO_ACCOUNTS[1].email, password: 'wrong-password' },
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain(SIGN_IN_TEXT.invalidCredentials);

    const login = await client.request(`${interaction}/login`, {
      form: { email: DEMO_ACCOUNTS[1].email, password: DEMO_ACCOUNTS[1].password },
    });
    const { url } = await client.follow(login);
    const tokens = await exchangeCode(client, url, verifier);

    const claims = decodeJwt(tokens.access_token);
    expect(claims.aud).toBe('urn:hde:api');
    expect(claims.iss).toBe(`${origin}/oidc`);
    expect(claims.email).toBe(DEMO_ACCOUNTS[1].email);
    expect(claims.email_verified).toBe(true);
    expect(tokens.refresh_token).toBeTruthy();

    const user = await fetch(`${origin}/v2/app/user/`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(user.status).toBe(200);
    expect(userSchema.parse(await user.json()).userId).toBe(DEMO_ACCOUNTS[1].email);

    const refreshed = await client.request('/oidc/token', {
      form: { grant_type: 'refresh_token', refresh_token: tokens.refresh_token ?? '', client_id: 'hde-web' },
    });
    expect(refreshed.status).toBe(200);
    const renewed = (await refreshed.json()) as { access_token: string };
    expect(decodeJwt(renewed.access_token).aud).toBe('urn:hde:api');
  });

  it('refuses a code exchange without the PKCE verifier', async () => {
    const client = new BrowserlessClient(origin);
    const { challenge } = pkcePair();
    const interaction = await startSignIn(client, challenge);
    const login = await client.request(`${interaction}/login`, {
      form: { email: DEMO_ACCOUNTS[0].email, password: DEMO_ACCOUNTS[0].password },
    });
    const { url } = await client.follow(login);
    const response = await client.request('/oidc/token', {
      form: {
        grant_type: 'authorization_code',
        code: new URL(url).searchParams.get('code') ?? '',
        redirect_uri: redirectUriOf(client),
        client_id: 'hde-web',
        code_verifier: pkcePair().verifier,
      },
    });
    expect(response.status).toBe(400);
  });

  it('creates an account on the sign-up page, enforcing the password rules', async () => {
    const client = new BrowserlessClient(origin);
    const { verifier, challenge } = pkcePair();
    const interaction = await startSignIn(client, challenge);

    const form = await (await client.request(`${interaction}/signup`)).text();
    for (const rule of ACCOUNT_PASSWORD_RULES) expect(form).toContain(rule.label);

    const weak = await client.request(`${interaction}/signup`, {
      form: { email: 'new.examiner@example.org', password: 'short', confirmPassword: 'short' },
    });
    expect(weak.status).toBe(400);
    const weakHtml = await weak.text();
    expect(weakHtml).toContain(ACCOUNT_PASSWORD_RULES[0].label);

    const mismatch = await client.request(`${interaction}/signup`, {
      form: { email: 'new.examiner@example.org', password: 'Str0ng!Pass', confirmPassword: 'Str0ng!Pas' },
    });
    expect(await mismatch.text()).toContain(SIGN_IN_TEXT.passwordsDiffer);

    const taken = await client.request(`${interaction}/signup`, {
      form: { email: DEMO_ACCOUNTS[0].email, password: 'Str0ng!Pass', confirmPassword: 'Str0ng!Pass' },
    });
    expect(await taken.text()).toContain(SIGN_IN_TEXT.emailTaken);

    const created = await client.request(`${interaction}/signup`, {
      form: { email: 'New.Examiner@example.org', password: 'Str0ng!Pass', confirmPassword: 'Str0ng!Pass' },
    });
    const { url } = await continueUnverified(client, created);
    const tokens = await exchangeCode(client, url, verifier);
    expect(decodeJwt(tokens.access_token)).toMatchObject({
      email: 'new.examiner@example.org',
      email_verified: false,
    });
  });

  it('shows an error page for an unknown sign-in request', async () => {
    const response = await new BrowserlessClient(origin).request('/interaction/unknown-uid');
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('This sign-in request has expired');
  });
});
