import { EMAIL_VERIFICATION_TEXT, LOCAL_MAIL_TEXT, SIGN_IN_TEXT } from '@hde/contracts/text';
import { escapeHtml, page, type ThemeMode } from './html.js';
import { VERIFY_EMAIL_PATH } from './email-verification.js';
import { field } from './pages.js';

const T = EMAIL_VERIFICATION_TEXT;

export interface CheckEmailView {
  uid: string;
  theme: ThemeMode;
  email: string;
  /** Where the pending sign-in continues (the provider's resume URL). */
  continueUrl: string;
  notice?: string;
  error?: string;
}

/** After sign-up, and on each sign-in while the e-mail is unverified: continue, or ask for a new link. */
export function renderCheckEmailPage(view: CheckEmailView): string {
  const notice = view.notice ? `<div class="notice" role="status">${escapeHtml(view.notice)}</div>` : '';
  const error = view.error ? `<div class="alert" role="alert">${escapeHtml(view.error)}</div>` : '';
  return page({
    title: T.checkEmailTitle,
    theme: view.theme,
    body: `<h1 id="page-title">${escapeHtml(T.checkEmailTitle)}</h1>
${notice}${error}
<p>${escapeHtml(T.checkEmailBody(view.email))}</p>
<p>${escapeHtml(T.whyVerify)}</p>
<a class="button" href="${escapeHtml(view.continueUrl)}">${escapeHtml(T.continueToApp)}</a>
<form method="post" action="/interaction/${escapeHtml(view.uid)}/verification">
<button type="submit" class="secondary">${escapeHtml(T.resend)}</button>
</form>`,
  });
}

export interface ConfirmEmailView {
  theme: ThemeMode;
  email: string;
  token: string;
  error?: string;
}

/**
 * What a verification link opens: nothing is verified until the password of the account that signed up is
 * entered, so neither a mail scanner fetching the link nor the mailbox's owner (if someone else signed up with
 * the address) verifies an account by opening it.
 */
export function renderConfirmEmailPage(view: ConfirmEmailView): string {
  const error = view.error
    ? `<div class="alert" role="alert" id="form-errors">${escapeHtml(view.error)}</div>`
    : '';
  return page({
    title: T.confirmTitle,
    theme: view.theme,
    body: `<h1 id="page-title">${escapeHtml(T.confirmTitle)}</h1>
${error}
<p>${escapeHtml(T.confirmBody(view.email))}</p>
<p>${escapeHtml(T.notYourAccount)}</p>
<form method="post" action="${VERIFY_EMAIL_PATH}" novalidate>
<input type="hidden" name="token" value="${escapeHtml(view.token)}">
<input type="hidden" name="email" autocomplete="username" value="${escapeHtml(view.email)}">
${field({ id: 'password', label: SIGN_IN_TEXT.password, type: 'password', autocomplete: 'current-password', autofocus: true, invalid: Boolean(view.error), describedBy: view.error ? 'form-errors' : '' })}
<button type="submit" class="primary">${escapeHtml(T.confirm)}</button>
</form>`,
  });
}

export function renderEmailVerifiedPage(view: {
  theme: ThemeMode;
  email: string;
  signInUrl: string;
}): string {
  return page({
    title: T.verifiedTitle,
    theme: view.theme,
    body: `<h1 id="page-title">${escapeHtml(T.verifiedTitle)}</h1>
<p>${escapeHtml(T.verifiedBody(view.email))}</p>
<a class="button" href="${escapeHtml(view.signInUrl)}">${escapeHtml(T.signInLink)}</a>`,
  });
}

export function renderVerificationInvalidPage(view: { theme: ThemeMode; signInUrl: string }): string {
  return page({
    title: T.invalidTitle,
    theme: view.theme,
    body: `<h1 id="page-title">${escapeHtml(T.invalidTitle)}</h1>
<div class="alert" role="alert">${escapeHtml(T.invalidBody)}</div>
<a class="button" href="${escapeHtml(view.signInUrl)}">${escapeHtml(T.signInLink)}</a>`,
  });
}

export interface LocalMailMessage {
  to: string;
  subject: string;
  text: string;
  createdAt: Date;
}

const WEB_LINK = /https?:\/\/[^\s<>"']+/g;

/** Escaped text whose http(s) links are clickable (no other scheme becomes a link). */
function linkifiedText(text: string): string {
  let html = '';
  let from = 0;
  for (const match of text.matchAll(WEB_LINK)) {
    const url = match[0];
    html += escapeHtml(text.slice(from, match.index));
    html += `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
    from = match.index + url.length;
  }
  return html + escapeHtml(text.slice(from));
}

export function renderLocalMailPage(view: { theme: ThemeMode; messages: LocalMailMessage[] }): string {
  const L = LOCAL_MAIL_TEXT;
  const messages = view.messages.map(
    (message) => `<article class="mail">
<dl><dt>${escapeHtml(L.to)}</dt><dd>${escapeHtml(message.to)}</dd>
<dt>${escapeHtml(L.subject)}</dt><dd>${escapeHtml(message.subject)}</dd>
<dt>${escapeHtml(L.sentAt)}</dt><dd><time datetime="${message.createdAt.toISOString()}">${message.createdAt.toISOString()}</time></dd></dl>
<pre>${linkifiedText(message.text)}</pre>
</article>`,
  );
  return page({
    title: L.title,
    theme: view.theme,
    wide: true,
    body: `<h1 id="page-title">${escapeHtml(L.title)}</h1>
<p>${escapeHtml(L.intro)}</p>
${messages.length ? messages.join('\n') : `<p>${escapeHtml(L.empty)}</p>`}`,
  });
}
