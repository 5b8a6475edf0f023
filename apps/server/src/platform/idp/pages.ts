import { ACCOUNT_PASSWORD_RULES, SIGN_IN_TEXT } from '@hde/contracts/text';
import { escapeHtml, page, type ThemeMode } from './html.js';

const T = SIGN_IN_TEXT;

function errorSummary(errors: string[]): string {
  if (errors.length === 0) return '';
  return `<div class="alert" role="alert" id="form-errors"><ul>${errors.map((e) => `<li>${escapeHtml(e)}</li>`).join('')}</ul></div>`;
}

export function field(options: {
  id: string;
  label: string;
  type: string;
  autocomplete: string;
  value?: string;
  describedBy?: string;
  invalid?: boolean;
  autofocus?: boolean;
}): string {
  const attributes = [
    `id="${options.id}"`,
    `name="${options.id}"`,
    `type="${options.type}"`,
    `autocomplete="${options.autocomplete}"`,
    'required',
    options.value ? `value="${escapeHtml(options.value)}"` : '',
    options.describedBy ? `aria-describedby="${options.describedBy}"` : '',
    options.invalid ? 'aria-invalid="true"' : '',
    options.autofocus ? 'autofocus' : '',
  ].filter(Boolean);
  return `<div class="field"><label for="${options.id}">${escapeHtml(options.label)}</label><input ${attributes.join(' ')}></div>`;
}

export interface SignInView {
  uid: string;
  theme: ThemeMode;
  email?: string;
  errors?: string[];
}

export function renderSignInPage(view: SignInView): string {
  const errors = view.errors ?? [];
  return page({
    title: T.signInTitle,
    theme: view.theme,
    body: `<h1 id="page-title">${escapeHtml(T.signInTitle)}</h1>
${errorSummary(errors)}
<form method="post" action="/interaction/${escapeHtml(view.uid)}/login" novalidate>
${field({ id: 'email', label: T.email, type: 'email', autocomplete: 'username', value: view.email ?? '', invalid: errors.length > 0, autofocus: !view.email, describedBy: errors.length ? 'form-errors' : '' })}
${field({ id: 'password', label: T.password, type: 'password', autocomplete: 'current-password', invalid: errors.length > 0, autofocus: Boolean(view.email) })}
<button type="submit" class="primary">${escapeHtml(T.signIn)}</button>
</form>
<p class="switch">${escapeHtml(T.createAccountPrompt)} <a href="/interaction/${escapeHtml(view.uid)}/signup">${escapeHtml(T.createAccount)}</a></p>`,
  });
}

export interface SignUpView {
  uid: string;
  theme: ThemeMode;
  email?: string;
  errors?: string[];
}

export function renderSignUpPage(view: SignUpView): string {
  const errors = view.errors ?? [];
  const rules = ACCOUNT_PASSWORD_RULES.map(
    (rule) =>
      `<li data-rule="${rule.id}"><span class="mark" aria-hidden="true"></span>${escapeHtml(rule.label)}</li>`,
  ).join('');
  return page({
    title: T.signUpTitle,
    theme: view.theme,
    script: 'password-rules.js',
    body: `<h1 id="page-title">${escapeHtml(T.signUpTitle)}</h1>
${errorSummary(errors)}
<form method="post" action="/interaction/${escapeHtml(view.uid)}/signup" novalidate>
${field({ id: 'email', label: T.email, type: 'email', autocomplete: 'email', value: view.email ?? '', autofocus: true })}
${field({ id: 'password', label: T.password, type: 'password', autocomplete: 'new-password', describedBy: 'password-rules' })}
<div id="password-rules" class="rules"><p>${escapeHtml(T.passwordRulesTitle)}</p><ul>${rules}</ul></div>
${field({ id: 'confirmPassword', label: T.confirmPassword, type: 'password', autocomplete: 'new-password' })}
<button type="submit" class="primary">${escapeHtml(T.signUp)}</button>
</form>
<p class="switch">${escapeHtml(T.haveAccountPrompt)} <a href="/interaction/${escapeHtml(view.uid)}">${escapeHtml(T.backToSignIn)}</a></p>`,
  });
}

/** RP-initiated logout: the provider's confirmation form, submitted by script at once. */
export function renderLogoutPage(providerForm: string): string {
  const form = providerForm.replace(
    '</form>',
    '<input type="hidden" name="logout" value="yes"><noscript><button type="submit" class="primary">Logout</button></noscript></form>',
  );
  return page({
    title: 'Signing out',
    theme: 'light',
    script: 'logout.js',
    body: `<h1 id="page-title">Signing you out…</h1>${form}`,
  });
}

export function renderProviderError(message: string): string {
  return page({
    title: 'Sign-in problem',
    theme: 'light',
    body: `<h1 id="page-title">Sign-in problem</h1><div class="alert" role="alert">${escapeHtml(message)}</div><p class="switch"><a href="/">Return to HDE</a></p>`,
  });
}
