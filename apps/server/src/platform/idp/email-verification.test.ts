import { desc, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pendingInvitationListSchema } from '@hde/contracts/api';
import { EMAIL_VERIFICATION_TEXT } from '@hde/contracts/text';
import { idpAccounts, mailOutbox } from '../db/schema.js';
import { BrowserlessClient, pkcePair } from '../../test/browserless-client.js';
import { createListeningTestApp, createTestApp, type ListeningTestApp } from '../../test/test-app.js';
import { ownerWithWorkspace } from '../../test/workspace-fixtures.js';
import type { AccountStore } from './accounts.js';
import { createVerificationMail } from './email-verification.js';
import {
  STRONG_PASSWORD,
  continueUnverified,
  exchangeCode,
  logIn,
  signUp,
  startSignIn,
} from './sign-in-test-kit.js';

let ctx: ListeningTestApp;
let origin: string;
let port: number;
beforeAll(async () => {
  ctx = await createListeningTestApp();
  ({ origin, port } = ctx);
});
afterAll(() => ctx.close());

let counter = 0;
const newEmail = () => `new.hire.${(counter += 1)}.${Date.now()}@hospital.example`;

/** The verification link of the newest mail to the address. */
async function verificationLink(email: string): Promise<string> {
  const [mail] = await ctx.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, email))
    .orderBy(desc(mailOutbox.createdAt));
  expect(mail?.subject).toBe(EMAIL_VERIFICATION_TEXT.mailSubject);
  const link = /https?:\/\/\S+\/verify-email\?token=\S+/.exec(mail?.bodyText ?? '')?.[0];
  if (!link) throw new Error('no verification link');
  return link;
}

const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

/** Sends the verification page's form: the link's token and a password, from a browser at `address`. */
function confirmLink(link: string, password: string, address = '127.0.0.1') {
  return new BrowserlessClient(origin, address).request('/verify-email', {
    form: { token: tokenOf(link), password },
  });
}

async function isVerified(email: string): Promise<boolean> {
  const [account] = await ctx.database.db
    .select({ verifiedAt: idpAccounts.emailVerifiedAt })
    .from(idpAccounts)
    .where(eq(idpAccounts.email, email));
  return Boolean(account?.verifiedAt);
}

/** Signs up (or in) through the real pages and answers the API token and the client. */
async function signUpAndGetToken(email: string) {
  const client = new BrowserlessClient(origin);
  const { verifier, challenge } = pkcePair();
  const interaction = await startSignIn(client, challenge);
  const { url } = await continueUnverified(client, await signUp(client, interaction, email));
  return { client, token: (await exchangeCode(client, url, verifier)).access_token };
}

async function signInAgain(email: string) {
  const client = new BrowserlessClient(origin);
  const { verifier, challenge } = pkcePair();
  const interaction = await startSignIn(client, challenge);
  const login = await logIn(client, interaction, email, STRONG_PASSWORD);
  return { client, interaction, login, verifier };
}

const api = (token: string, method: 'GET' | 'POST', url: string) =>
  ctx.app.inject({ method, url, headers: { authorization: `Bearer ${token}` } });

describe('e-mail verification of the embedded provider', () => {
  it('keeps an invitation from an unverified account of the address until the link is followed', async () => {
    const email = newEmail();
    const { owner, workspace } = await ownerWithWorkspace(ctx);
    const invited = await owner.call(
      'POST',
      `/v2/app/workspace/${workspace.id}/invite?email=${encodeURIComponent(email)}&role=ADMIN`,
    );
    expect(invited.statusCode).toBe(200);
    const inviteId = (invited.json() as { id: string }).id;

    const { token } = await signUpAndGetToken(email);
    expect(decodeJwt(token)).toMatchObject({ email, email_verified: false });
    const hidden = await api(token, 'GET', '/v2/app/workspace/invitations/pending');
    expect(pendingInvitationListSchema.parse(hidden.json())).toEqual({ items: [], total: 0 });
    const refused = await api(token, 'POST', `/v2/app/workspace/invitations/${inviteId}/ACCEPTED`);
    expect(refused.statusCode).toBe(403);

    const link = await verificationLink(email);
    expect(link.startsWith(`${origin}/verify-email?token=`)).toBe(true);
    const opened = await fetch(link);
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain(EMAIL_VERIFICATION_TEXT.confirmTitle);
    const verified = await confirmLink(link, STRONG_PASSWORD);
    expect(verified.status).toBe(200);
    const page = await verified.text();
    expect(page).toContain(EMAIL_VERIFICATION_TEXT.verifiedTitle);
    expect(page).toContain(`href="${origin}/"`);
    const again = await fetch(link);
    expect(again.status).toBe(400);
    expect(await again.text()).toContain(EMAIL_VERIFICATION_TEXT.invalidTitle);
    expect((await confirmLink(link, STRONG_PASSWORD)).status).toBe(400);

    // Verified: the next sign-in goes straight back to the app, with a token that says so.
    const { client, login, verifier } = await signInAgain(email);
    const { url } = await client.follow(login);
    const fresh = (await exchangeCode(client, url, verifier)).access_token;
    expect(decodeJwt(fresh).email_verified).toBe(true);
    const shown = pendingInvitationListSchema.parse(
      (await api(fresh, 'GET', '/v2/app/workspace/invitations/pending')).json(),
    );
    expect(shown.items.map((item) => item.inviteId)).toEqual([inviteId]);
    const accepted = await api(fresh, 'POST', `/v2/app/workspace/invitations/${inviteId}/ACCEPTED`);
    expect(accepted.statusCode).toBe(200);
  });

  it('refuses an unknown, tampered or expired link', async () => {
    const email = newEmail();
    await signUpAndGetToken(email);
    const link = await verificationLink(email);
    expect((await fetch(`${link}x`)).status).toBe(400);
    expect((await fetch(`${origin}/verify-email`)).status).toBe(400);
    await ctx.database.db
      .update(idpAccounts)
      .set({ verificationExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(idpAccounts.email, email));
    expect((await fetch(link)).status).toBe(400);
    expect((await confirmLink(link, STRONG_PASSWORD)).status).toBe(400);
    const [account] = await ctx.database.db.select().from(idpAccounts).where(eq(idpAccounts.email, email));
    expect(account?.emailVerifiedAt).toBeNull();
    // Only the token's hash is stored.
    expect(account?.verificationTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(link).not.toContain(account?.verificationTokenHash ?? '');
  });

  it('verifies nothing when the link is only opened, or confirmed with a wrong password', async () => {
    const email = newEmail();
    await signUpAndGetToken(email);
    const link = await verificationLink(email);

    // A mail scanner, or the mailbox's owner when someone else signed up with the address, opens the link.
    for (let opened = 0; opened < 3; opened += 1) {
      const response = await fetch(link);
      expect(response.status).toBe(200);
      const page = await response.text();
      expect(page).toContain(EMAIL_VERIFICATION_TEXT.confirmBody(email));
      expect(page).toContain(EMAIL_VERIFICATION_TEXT.notYourAccount);
      expect(page).toContain('<form method="post" action="/verify-email"');
    }
    expect(await isVerified(email)).toBe(false);

    const wrong = await confirmLink(link, 'Not-the-passw0rd', '127.0.0.8');
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain(EMAIL_VERIFICATION_TEXT.wrongPassword);
    expect(await isVerified(email)).toBe(false);

    // Throttled as failed sign-ins are: 5 failures on one e-mail from one address, then a wait, even for the
    // right password from that address.
    for (let failure = 2; failure <= 5; failure += 1) {
      expect((await confirmLink(link, `Wrong-${failure}!`, '127.0.0.8')).status).toBe(401);
    }
    const throttled = await confirmLink(link, STRONG_PASSWORD, '127.0.0.8');
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await isVerified(email)).toBe(false);

    // The account's owner, elsewhere, still confirms.
    expect((await confirmLink(link, STRONG_PASSWORD, '127.0.0.9')).status).toBe(200);
    expect(await isVerified(email)).toBe(true);
  });

  it('refuses a confirmation another site sends', async () => {
    const email = newEmail();
    await signUpAndGetToken(email);
    const payload = new URLSearchParams({
      token: tokenOf(await verificationLink(email)),
      password: STRONG_PASSWORD,
    });
    const crossSite = [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'null' },
      { origin, 'sec-fetch-site': 'same-site' },
    ];
    for (const headers of crossSite) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/verify-email',
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        payload: payload.toString(),
      });
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
    }
    expect(await isVerified(email)).toBe(false);
    const sameOrigin = await ctx.app.inject({
      method: 'POST',
      url: '/verify-email',
      // As Chromium sends it from a page served with Referrer-Policy: no-referrer.
      headers: {
        origin: 'null',
        'sec-fetch-site': 'same-origin',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: payload.toString(),
    });
    expect(sameOrigin.statusCode).toBe(200);
    expect(await isVerified(email)).toBe(true);
  });

  it('asks an unverified account to check its e-mail at each sign-in and resends the link, a few times', async () => {
    const email = newEmail();
    await signUpAndGetToken(email);
    const firstLink = await verificationLink(email);

    const { client, interaction, login } = await signInAgain(email);
    expect(await login.clone().text()).toContain(EMAIL_VERIFICATION_TEXT.checkEmailBody(email));
    const resent = await client.request(`${interaction}/verification`, { form: {} });
    expect(resent.status).toBe(200);
    expect(await resent.text()).toContain(EMAIL_VERIFICATION_TEXT.resent);
    const secondLink = await verificationLink(email);
    expect(secondLink).not.toBe(firstLink);
    expect((await fetch(firstLink)).status).toBe(400);

    expect((await client.request(`${interaction}/verification`, { form: {} })).status).toBe(200);
    const tooSoon = await client.request(`${interaction}/verification`, { form: {} });
    expect(tooSoon.status).toBe(429);
    expect(await tooSoon.text()).toContain(EMAIL_VERIFICATION_TEXT.resendTooSoon);
    // The Continue link still signs the account in.
    await continueUnverified(client, login);
  });
});

describe('the local mail page', () => {
  const ownHost = () => ({ host: `127.0.0.1:${port}` });

  it('lists the outbox newest first, escaped, with clickable web links, to the own machine only', async () => {
    await ctx.database.db.insert(mailOutbox).values([
      { toAddress: 'older@example.org', subject: 'Older', bodyText: 'first', createdAt: new Date(1_000) },
      {
        toAddress: 'x@example.org',
        subject: '<script>alert(1)</script>',
        bodyText: 'Open "https://hde.example/a?b=1&c=2" or javascript:alert(1) <b>now</b>',
      },
    ]);
    const page = await ctx.app.inject({ url: '/local-mail', headers: ownHost() });
    expect(page.statusCode).toBe(200);
    const html = page.body;
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain(
      '<a href="https://hde.example/a?b=1&amp;c=2">https://hde.example/a?b=1&amp;c=2</a>',
    );
    expect(html).not.toContain('href="javascript');
    expect(html).toContain('&lt;b&gt;now&lt;/b&gt;');
    expect(html.indexOf('&lt;script&gt;')).toBeLessThan(html.indexOf('Older'));

    const remote = await ctx.app.inject({
      url: '/local-mail',
      headers: ownHost(),
      remoteAddress: '192.0.2.7',
    });
    expect(remote.statusCode).toBe(404);
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
      const proxied = await ctx.app.inject({
        url: '/local-mail',
        headers: { ...ownHost(), [header]: '192.0.2.7' },
      });
      expect(proxied.statusCode, header).toBe(404);
    }
    const fromIpv6 = await ctx.app.inject({ url: '/local-mail', headers: ownHost(), remoteAddress: '::1' });
    expect(fromIpv6.statusCode).toBe(200);
  });

  it("answers only to this server's own names, never to another site's page (DNS rebinding)", async () => {
    const status = async (headers: Record<string, string>) =>
      (await ctx.app.inject({ url: '/local-mail', headers })).statusCode;
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `LOCALHOST:${port}`, `[::1]:${port}`]) {
      expect(await status({ host }), host).toBe(200);
    }
    const foreignHosts = [
      `rebind.attacker.example:${port}`,
      `localhost:${port + 1}`,
      'localhost',
      `127.0.0.1:${port}@rebind.attacker.example`,
      '',
    ];
    for (const host of foreignHosts) expect(await status({ host }), host).toBe(404);
    for (const site of ['none', 'same-origin']) {
      expect(await status({ ...ownHost(), 'sec-fetch-site': site }), site).toBe(200);
    }
    for (const site of ['cross-site', 'same-site']) {
      expect(await status({ ...ownHost(), 'sec-fetch-site': site }), site).toBe(404);
    }
  });

  it('does not exist when mail leaves through SMTP, or when the server is not a local one', async () => {
    const settings: Record<string, string>[] = [
      { SMTP_URL: 'smtp://127.0.0.1:1' },
      { PUBLIC_URL: 'https://hde.hospital.example' },
    ];
    for (const env of settings) {
      const other = await createTestApp(env);
      try {
        expect((await other.app.inject({ url: '/local-mail' })).statusCode).toBe(404);
      } finally {
        await other.close();
      }
    }
  });
});

describe('the verification mail', () => {
  const account = { id: 'a', email: 'owner@example.org', emailVerified: false };
  const accounts = { newVerificationToken: async () => 'token-1' } as unknown as AccountStore;
  const mailer = { send: vi.fn(async () => ({ id: 'm', deliver: async () => undefined })) };

  it('is printed to the log, with its link, only when no SMTP server is set', async () => {
    for (const smtpConfigured of [false, true]) {
      const log = { info: vi.fn() };
      const send = createVerificationMail({
        accounts,
        mailer,
        publicUrl: 'http://localhost:3000',
        smtpConfigured,
        log: log as never,
      });
      expect(await send(account)).toBe(true);
      const link = 'http://localhost:3000/verify-email?token=token-1';
      expect(mailer.send).toHaveBeenLastCalledWith(
        expect.objectContaining({ to: account.email, text: expect.stringContaining(link) }),
      );
      expect(log.info).toHaveBeenCalledTimes(smtpConfigured ? 0 : 1);
      if (!smtpConfigured) expect(log.info.mock.calls[0]?.[0]).toContain(link);
    }
  });
});
