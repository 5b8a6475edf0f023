import formBody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SIGN_IN_TEXT } from '@hde/contracts';
import { z } from 'zod';
import { themeFromCookie } from '../cookies.js';
import { AttemptLimiter } from '../rate-limit.js';
import { EMAIL_PATTERN, normaliseEmail, passwordProblems, type AccountStore } from './accounts.js';
import { renderProviderError, renderSignInPage, renderSignUpPage } from './pages.js';
import type { IdentityProvider } from './provider.js';

const uidParams = z.object({ uid: z.string().min(1).max(100) });
const loginBody = z.object({
  email: z.string().max(320).default(''),
  password: z.string().max(1024).default(''),
});
const signUpBody = loginBody.extend({ confirmPassword: z.string().max(1024).default('') });

const LOGIN_ATTEMPTS_PER_MINUTE = 10;

interface Options {
  provider: IdentityProvider;
  accounts: AccountStore;
}

/** The embedded provider's own sign-in and sign-up pages (ARCHITECTURE §5). */
export async function interactionRoutes(
  app: FastifyInstance,
  { provider, accounts }: Options,
): Promise<void> {
  await app.register(formBody, { bodyLimit: 16 * 1024 });
  const limiter = new AttemptLimiter(LOGIN_ATTEMPTS_PER_MINUTE, 60_000);

  const html = (reply: FastifyReply, body: string, status = 200) =>
    reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);

  /** The pending sign-in, or an error page when it expired or never existed. */
  async function loadInteraction(request: FastifyRequest, reply: FastifyReply) {
    try {
      return await provider.interactionDetails(request.raw, reply.raw);
    } catch {
      await html(
        reply,
        renderProviderError('This sign-in request has expired. Please return to HDE and try again.'),
        400,
      );
      return undefined;
    }
  }

  async function finishLogin(request: FastifyRequest, reply: FastifyReply, accountId: string) {
    reply.hijack();
    await provider.interactionFinished(
      request.raw,
      reply.raw,
      { login: { accountId } },
      { mergeWithLastSubmission: false },
    );
  }

  app.get('/interaction/:uid', { schema: { hide: true } }, async (request, reply) => {
    const { uid } = uidParams.parse(request.params);
    const details = await loadInteraction(request, reply);
    if (!details) return reply;
    if (details.prompt.name === 'consent') {
      // First-party client: grant what it asked for without a consent screen.
      const grant = details.grantId
        ? await provider.Grant.find(details.grantId)
        : new provider.Grant({
            accountId: details.session?.accountId ?? '',
            clientId: String(details.params.client_id),
          });
      if (!grant) return html(reply, renderProviderError('The sign-in request is no longer valid.'), 400);
      const missing = details.prompt.details as {
        missingOIDCScope?: string[];
        missingResourceScopes?: Record<string, string[]>;
      };
      if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
      for (const [resource, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
        grant.addResourceScope(resource, scopes.join(' '));
      }
      const grantId = await grant.save();
      reply.hijack();
      await provider.interactionFinished(
        request.raw,
        reply.raw,
        { consent: { grantId } },
        { mergeWithLastSubmission: true },
      );
      return reply;
    }
    return html(reply, renderSignInPage({ uid, theme: themeFromCookie(request.headers.cookie) }));
  });

  app.get('/interaction/:uid/signup', { schema: { hide: true } }, async (request, reply) => {
    const { uid } = uidParams.parse(request.params);
    if (!(await loadInteraction(request, reply))) return reply;
    return html(reply, renderSignUpPage({ uid, theme: themeFromCookie(request.headers.cookie) }));
  });

  app.post('/interaction/:uid/login', { schema: { hide: true } }, async (request, reply) => {
    const { uid } = uidParams.parse(request.params);
    const { email, password } = loginBody.parse(request.body ?? {});
    const theme = themeFromCookie(request.headers.cookie);
    if (!(await loadInteraction(request, reply))) return reply;
    if (!limiter.tryAttempt(`${request.ip}|${normaliseEmail(email)}`)) {
      return html(
        reply,
        renderSignInPage({ uid, theme, email, errors: [SIGN_IN_TEXT.tooManyAttempts] }),
        429,
      );
    }
    const account = email && password ? await accounts.verifyPassword(email, password) : undefined;
    if (!account) {
      return html(
        reply,
        renderSignInPage({ uid, theme, email, errors: [SIGN_IN_TEXT.invalidCredentials] }),
        401,
      );
    }
    await finishLogin(request, reply, account.id);
    return reply;
  });

  app.post('/interaction/:uid/signup', { schema: { hide: true } }, async (request, reply) => {
    const { uid } = uidParams.parse(request.params);
    const { email, password, confirmPassword } = signUpBody.parse(request.body ?? {});
    const theme = themeFromCookie(request.headers.cookie);
    if (!(await loadInteraction(request, reply))) return reply;
    const errors: string[] = [];
    if (!EMAIL_PATTERN.test(email.trim())) errors.push(SIGN_IN_TEXT.invalidEmail);
    errors.push(...passwordProblems(password));
    if (password !== confirmPassword) errors.push(SIGN_IN_TEXT.passwordsDiffer);
    if (errors.length === 0) {
      const account = await accounts.create(email, password);
      if (account) {
        await finishLogin(request, reply, account.id);
        return reply;
      }
      errors.push(SIGN_IN_TEXT.emailTaken);
    }
    return html(reply, renderSignUpPage({ uid, theme, email, errors }), 400);
  });
}
