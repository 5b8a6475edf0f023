import { desc } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { themeFromCookie } from '../cookies.js';
import type { Database } from '../db/client.js';
import { errorBody } from '../errors.js';
import { mailOutbox } from '../db/schema.js';
import type { AccountStore } from './accounts.js';
import { VERIFY_EMAIL_PATH } from './email-verification.js';
import { isOwnMachineRequest } from './local-request.js';
import {
  renderEmailVerifiedPage,
  renderLocalMailPage,
  renderVerificationInvalidPage,
} from './verification-pages.js';

export const LOCAL_MAIL_PATH = '/local-mail';
const LOCAL_MAIL_SHOWN = 100;

const verifyQuery = z.object({ token: z.string().max(200).default('') });

interface Options {
  accounts: AccountStore;
  db: Database;
  publicUrl: string;
  smtpConfigured: boolean;
}

/** The verification link's page, and the local mail page of an installation without SMTP_URL. */
export async function verificationRoutes(
  app: FastifyInstance,
  { accounts, db, publicUrl, smtpConfigured }: Options,
): Promise<void> {
  const html = (reply: FastifyReply, body: string, status = 200) =>
    reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);
  const signInUrl = `${publicUrl}/`;

  app.get(VERIFY_EMAIL_PATH, { schema: { hide: true } }, async (request, reply) => {
    const theme = themeFromCookie(request.headers.cookie);
    const { token } = verifyQuery.parse(request.query);
    const email = token ? await accounts.verifyEmail(token) : undefined;
    if (!email) return html(reply, renderVerificationInvalidPage({ theme, signInUrl }), 400);
    return html(reply, renderEmailVerifiedPage({ theme, email, signInUrl }));
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
