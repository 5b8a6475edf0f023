import formBody from '@fastify/formbody';
import { desc } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { EMAIL_VERIFICATION_TEXT, SIGN_IN_TEXT } from '@hde/contracts/text';
import { z } from 'zod';
import { themeFromCookie } from '../cookies.js';
import type { Database } from '../db/client.js';
import { errorBody } from '../errors.js';
import { mailOutbox } from '../db/schema.js';
import type { AccountStore } from './accounts.js';
import { VERIFY_EMAIL_PATH } from './email-verification.js';
import { isOwnMachineRequest } from './local-request.js';
import { renderProviderError } from './pages.js';
import { isSameOriginPost } from './request-origin.js';
import type { SignInThrottle } from './sign-in-throttle.js';
import {
  renderConfirmEmailPage,
  renderEmailVerifiedPage,
  renderLocalMailPage,
  renderVerificationInvalidPage,
} from './verification-pages.js';

const LOCAL_MAIL_PATH = '/local-mail';
const LOCAL_MAIL_SHOWN = 100;

const verifyQuery = z.object({ token: z.string().max(200).default('') });
const confirmBody = verifyQuery.extend({ password: z.string().max(1024).default('') });

interface Options {
  accounts: AccountStore;
  db: Database;
  publicUrl: string;
  smtpConfigured: boolean;
  /** Shared with sign-in: a wrong password here is a failed sign-in. */
  signInThrottle: SignInThrottle;
}

/** The verification link's page, and the local mail page of an installation without SMTP_URL. */
export async function verificationRoutes(
  app: FastifyInstance,
  { accounts, db, publicUrl, smtpConfigured, signInThrottle }: Options,
): Promise<void> {
  await app.register(formBody, { bodyLimit: 16 * 1024 });
  const html = (reply: FastifyReply, body: string, status = 200) =>
    reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);
  const signInUrl = `${publicUrl}/`;

  // Opening the link only shows the form: a GET never verifies (mail scanners fetch links).
  app.get(VERIFY_EMAIL_PATH, { schema: { hide: true } }, async (request, reply) => {
    const theme = themeFromCookie(request.headers.cookie);
    const { token } = verifyQuery.parse(request.query);
    const account = token ? await accounts.findByVerificationToken(token) : undefined;
    if (!account) return html(reply, renderVerificationInvalidPage({ theme, signInUrl }), 400);
    return html(reply, renderConfirmEmailPage({ theme, email: account.email, token }));
  });

  app.post(VERIFY_EMAIL_PATH, { schema: { hide: true } }, async (request, reply) => {
    const theme = themeFromCookie(request.headers.cookie);
    const { token, password } = confirmBody.parse(request.body ?? {});
    if (!isSameOriginPost(request, publicUrl)) {
      return html(reply, renderProviderError(EMAIL_VERIFICATION_TEXT.confirmRefused), 403);
    }
    const account = token ? await accounts.findByVerificationToken(token) : undefined;
    if (!account) return html(reply, renderVerificationInvalidPage({ theme, signInUrl }), 400);
    const view = { theme, email: account.email, token };
    const wait = signInThrottle.attempt(request.ip, account.email);
    if (wait > 0) {
      reply.header('retry-after', String(wait));
      return html(reply, renderConfirmEmailPage({ ...view, error: SIGN_IN_TEXT.waitBeforeRetry(wait) }), 429);
    }
    const owner = password ? await accounts.verifyPassword(account.email, password) : undefined;
    if (owner?.id !== account.id) {
      return html(
        reply,
        renderConfirmEmailPage({ ...view, error: EMAIL_VERIFICATION_TEXT.wrongPassword }),
        401,
      );
    }
    signInThrottle.succeeded(request.ip, account.email);
    if (!(await accounts.confirmEmail(token, account.id))) {
      return html(reply, renderVerificationInvalidPage({ theme, signInUrl }), 400);
    }
    return html(reply, renderEmailVerifiedPage({ theme, email: account.email, signInUrl }));
  });

  app.get(LOCAL_MAIL_PATH, { schema: { hide: true } }, async (request, reply) => {
    // A plain 404, as for any unknown server path (not the web app's page, which would answer 200).
    if (smtpConfigured || !isOwnMachineRequest(request, publicUrl))
      return reply.code(404).send(errorBody(404, 'Not found'));
    const rows = await db
      .select({
        to: mailOutbox.toAddress,
        subject: mailOutbox.subject,
        text: mailOutbox.bodyText,
        createdAt: mailOutbox.createdAt,
      })
      .from(mailOutbox)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(LOCAL_MAIL_SHOWN);
    return html(
      reply,
      renderLocalMailPage({ theme: themeFromCookie(request.headers.cookie), messages: rows }),
    );
  });
}
