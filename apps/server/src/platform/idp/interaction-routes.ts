import formBody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { EMAIL_VERIFICATION_TEXT, SIGN_IN_ERRORS, SIGN_IN_TEXT } from '@hde/contracts/text';
import { z } from 'zod';
import { themeFromCookie } from '../cookies.js';
import { AttemptLimiter, clientAddressKey } from '../rate-limit.js';
import { EMAIL_PATTERN, passwordProblems, type AccountStore, type IdpAccount } from './accounts.js';
import type { SendVerificationMail } from './email-verification.js';
import { renderProviderError, renderSignInPage, renderSignUpPage } from './pages.js';
import type { IdentityProvider } from './provider.js';
import type { SignInThrottle } from './sign-in-throttle.js';
import { renderCheckEmailPage } from './verification-pages.js';

const uidParams = z.object({ uid: z.string().min(1).max(100) });
const loginBody = z.object({
  email: z.string().max(320).default(''),
  password: z.string().max(1024).default(''),
});
const signUpBody = loginBody.extend({ confirmPassword: z.string().max(1024).default('') });

const TEN_MINUTES_MS = 10 * 60_000;
/** New verification links one account may ask for in 10 minutes (each one mails its address). */
const RESENDS_PER_ACCOUNT = 2;

interface Options {
  provider: IdentityProvider;
  accounts: AccountStore;
  sendVerificationMail: SendVerificationMail;
  /** Accounts one client address may create in 10 minutes. */
  signUpLimitPerIp: number;
  signInThrottle: SignInThrottle;
}

/** The embedded provider's own sign-in and sign-up pages (ARCHITECTURE §5). */
export async function interactionRoutes(
  app: FastifyInstance,
  { provider, accounts, sendVerificationMail, signUpLimitPerIp, signInThrottle }: Options,
): Promise<void> {
  await app.register(formBody, { bodyLimit: 16 * 1024 });
  const signUps = new AttemptLimiter(signUpLimitPerIp, TEN_MINUTES_MS);
  const resends = new AttemptLimiter(RESENDS_PER_ACCOUNT, TEN_MINUTES_MS);

  const html = (reply: FastifyReply, body: string, status = 200) =>
    reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);

  /** The pending sign-in, or an error page when it expired or never existed. */
  async function loadInteraction(request: FastifyRequest, reply: FastifyReply) {
    try {
      return await provider.interactionDetails(request.raw, reply.raw);
    } catch {
      await html(reply, renderProviderError(SIGN_IN_ERRORS.expired), 400);
      return undefined;
    }
  }

  /**
   * Signs the account in. An unverified e-mail may sign in (to use its own data) but first sees the "check your
   * e-mail" page, whose Continue link resumes the sign-in the provider has already recorded.
   */
  async function finishLogin(request: FastifyRequest, reply: FastifyReply, uid: string, account: IdpAccount) {
    const result = { login: { accountId: account.id } };
    if (account.emailVerified) {
      reply.hijack();
      await provider.interactionFinished(request.raw, reply.raw, result, { mergeWithLastSubmission: false });
      return reply;
    }
    const continueUrl = await provider.interactionResult(request.raw, reply.raw, result, {
      mergeWithLastSubmission: false,
    });
    const theme = themeFromCookie(request.headers.cookie);
    return html(reply, renderCheckEmailPage({ uid, theme, email: account.email, continueUrl }));
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
      if (!grant) return html(reply, renderProviderError(SIGN_IN_ERRORS.requestNoLongerValid), 400);
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
    const wait = signInThrottle.attempt(request.ip, email);
    if (wait > 0) {
      reply.header('retry-after', String(wait));
      const errors = [SIGN_IN_TEXT.waitBeforeRetry(wait)];
      return html(reply, renderSignInPage({ uid, theme, email, errors }), 429);
    }
    const account = email && password ? await accounts.verifyPassword(email, password) : undefined;
    if (!account) {
      return html(
        reply,
        renderSignInPage({ uid, theme, email, errors: [SIGN_IN_TEXT.invalidCredentials] }),
        401,
      );
    }
    signInThrottle.succeeded(request.ip, email);
    return finishLogin(request, reply, uid, account);
  });

  app.post('/interaction/:uid/verification', { schema: { hide: true } }, async (request, reply) => {
    const { uid } = uidParams.parse(request.params);
    const details = await loadInteraction(request, reply);
    if (!details) return reply;
    const accountId = (details.result as { login?: { accountId?: string } } | undefined)?.login?.accountId;
    const account = accountId ? await accounts.findById(accountId) : undefined;
    if (!account) return html(reply, renderProviderError(SIGN_IN_ERRORS.expired), 400);
    const view = {
      uid,
      theme: themeFromCookie(request.headers.cookie),
      email: account.email,
      continueUrl: details.returnTo,
    };
    if (account.emailVerified) return html(reply, renderCheckEmailPage(view));
    if (!resends.tryAttempt(account.id)) {
      return html(
        reply,
        renderCheckEmailPage({ ...view, error: EMAIL_VERIFICATION_TEXT.resendTooSoon }),
        429,
      );
    }
    await sendVerificationMail(account);
    return html(reply, renderCheckEmailPage({ ...view, notice: EMAIL_VERIFICATION_TEXT.resent }));
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
      // Counted per complete sign-up, so typing mistakes do not use the allowance up.
      if (!signUps.tryAttempt(clientAddressKey(request.ip))) {
        const tooMany = [SIGN_IN_TEXT.tooManySignUps];
        return html(reply, renderSignUpPage({ uid, theme, email, errors: tooMany }), 429);
      }
      const account = await accounts.create(email, password);
      if (account) {
        await sendVerificationMail(account);
        return finishLogin(request, reply, uid, account);
      }
      errors.push(SIGN_IN_TEXT.emailTaken);
    }
    return html(reply, renderSignUpPage({ uid, theme, email, errors }), 400);
  });
}
