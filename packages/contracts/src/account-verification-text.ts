/** Texts of the embedded provider's e-mail verification pages and mail, and of its sign-in limits. */
export const EMAIL_VERIFICATION_TEXT = {
  checkEmailTitle: 'Check your e-mail',
  checkEmailBody: (email: string) =>
    `We sent a verification link to ${email}. Follow it to confirm that this address is yours.`,
  whyVerify:
    'Until your address is verified you can use HDE with your own data, but invitations sent to it are not shown and cannot be accepted.',
  continueToApp: 'Continue to HDE',
  resend: 'Resend verification e-mail',
  resent: 'A new verification link is on its way. Links sent before no longer work.',
  resendTooSoon:
    'A verification e-mail was sent a moment ago. Please wait a few minutes before asking again.',
  confirmTitle: 'Confirm your e-mail address',
  confirmBody: (email: string) =>
    `To verify ${email}, enter the password of the HDE account that was created with it.`,
  notYourAccount: 'If you did not create an HDE account, ignore this e-mail.',
  confirm: 'Verify e-mail address',
  wrongPassword: 'The password is incorrect.',
  confirmRefused: 'This form must be sent from the HDE verification page. Please open the link again.',
  verifiedTitle: 'E-mail address verified',
  verifiedBody: (email: string) =>
    `${email} is verified. Sign in to HDE again to see and accept the invitations sent to it.`,
  invalidTitle: 'Verification link not valid',
  invalidBody:
    'This verification link is invalid, expired or already used. Sign in to HDE to ask for a new one; if your address is already verified there is nothing more to do.',
  signInLink: 'Sign in to HDE',
  mailSubject: 'Verify your e-mail address for HDE',
  mailBody: (link: string, validHours: number) =>
    [
      'Hello,',
      '',
      'Someone (hopefully you) created an HDE account with this e-mail address. To verify it, open this link and enter the password of that account:',
      link,
      '',
      `The link works once and expires in ${validHours} hours. If you did not create an account, ignore this e-mail.`,
      '',
    ].join('\n'),
} as const;

/** The local mail page (embedded provider without SMTP_URL, opened from the server's own machine). */
export const LOCAL_MAIL_TEXT = {
  title: 'Local mail',
  intro:
    'No SMTP server is configured (SMTP_URL), so HDE keeps its outgoing e-mail here. Newest first; only this machine can open this page.',
  empty: 'No e-mail has been sent yet.',
  to: 'To',
  subject: 'Subject',
  sentAt: 'Queued',
} as const;

/** Sign-in failures shown on the provider's pages or returned by the API. */
export const SIGN_IN_ERRORS = {
  providerTimeout: 'The identity provider did not answer in time. Please try again.',
  expired: 'This sign-in request has expired. Please return to HDE and try again.',
  requestNoLongerValid: 'The sign-in request is no longer valid.',
  authenticationRequired: 'Authentication required',
  invalidToken: 'Invalid or expired token',
  accountDeleted: 'This account has been deleted',
  noEmail: 'The identity provider did not supply an e-mail address',
  emailLinkedElsewhere: 'This e-mail address is already linked to another sign-in identity',
} as const;
