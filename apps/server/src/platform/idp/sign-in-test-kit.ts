import { expect } from 'vitest';
import { EMAIL_VERIFICATION_TEXT } from '@hde/contracts/text';
import type { BrowserlessClient } from '../../test/browserless-client.js';

/** Test helpers that drive the embedded provider over HTTP as the web app and a browser do. */
export const redirectUriOf = (client: BrowserlessClient) => `${client.origin}/auth/callback`;

/** Starts an authorization request and returns the sign-in page's interaction path. */
export async function startSignIn(client: BrowserlessClient, challenge: string): Promise<string> {
  const params = new URLSearchParams({
    client_id: 'hde-web',
    response_type: 'code',
    redirect_uri: redirectUriOf(client),
    scope: 'openid email profile api',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: 'state-123',
  });
  const response = await client.request(`/oidc/auth?${params}`);
  expect(response.status).toBe(303);
  const location = response.headers.get('location') ?? '';
  expect(location).toMatch(/^\/interaction\/[\w-]+$/);
  return location;
}

export async function exchangeCode(client: BrowserlessClient, callbackUrl: string, verifier: string) {
  const url = new URL(callbackUrl);
  expect(`${url.origin}${url.pathname}`).toBe(redirectUriOf(client));
  expect(url.searchParams.get('state')).toBe('state-123');
  const response = await client.request('/oidc/token', {
    form: {
      grant_type: 'authorization_code',
      code: url.searchParams.get('code') ?? '',
      redirect_uri: redirectUriOf(client),
      client_id: 'hde-web',
      code_verifier: verifier,
    },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { access_token: string; refresh_token?: string; id_token: string };
}

/** The "check your e-mail" page an unverified account sees: its Continue link resumes the sign-in. */
export async function continueUnverified(client: BrowserlessClient, response: Response) {
  expect(response.status).toBe(200);
  const html = await response.text();
  expect(html).toContain(EMAIL_VERIFICATION_TEXT.checkEmailTitle);
  const continueUrl = /<a class="button" href="([^"]+)">/.exec(html)?.[1]?.replaceAll('&amp;', '&') ?? '';
  expect(continueUrl).toContain('/oidc/auth/');
  return client.follow(await client.request(continueUrl));
}

export const STRONG_PASSWORD = 'Str0ng!Pass';

export function signUp(client: BrowserlessClient, interaction: string, email: string) {
  return client.request(`${interaction}/signup`, {
    form: { email, password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD },
  });
}

export function logIn(client: BrowserlessClient, interaction: string, email: string, password: string) {
  return client.request(`${interaction}/login`, { form: { email, password } });
}
