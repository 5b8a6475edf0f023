import { EMAIL_VERIFICATION_TEXT } from '@hde/contracts/text';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../mail.js';
import { VERIFICATION_LINK_HOURS, type AccountStore, type IdpAccount } from './accounts.js';

export const VERIFY_EMAIL_PATH = '/verify-email';

export interface VerificationMailDeps {
  accounts: AccountStore;
  mailer: Mailer;
  publicUrl: string;
  /** SMTP_URL is set: the mail leaves the server, so the link is not printed. */
  smtpConfigured: boolean;
  log: FastifyBaseLogger;
}

/** Sends an unverified account a new verification link (replacing earlier ones); false when none was needed. */
export function createVerificationMail({
  accounts,
  mailer,
  publicUrl,
  smtpConfigured,
  log,
}: VerificationMailDeps) {
  return async (account: IdpAccount): Promise<boolean> => {
    const token = await accounts.newVerificationToken(account.id);
    if (!token) return false;
    const link = `${publicUrl}${VERIFY_EMAIL_PATH}?token=${token}`;
    await mailer.send({
      to: account.email,
      subject: EMAIL_VERIFICATION_TEXT.mailSubject,
      text: EMAIL_VERIFICATION_TEXT.mailBody(link, VERIFICATION_LINK_HOURS),
    });
    if (!smtpConfigured) {
      // The one log line allowed to carry an e-mail address: without SMTP_URL the mail goes nowhere, and this is
      // how the operator verifies their own sign-up (README "Run it"; also on the local mail page).
      log.info(`E-mail verification link for ${account.email} (no SMTP_URL is set): ${link}`);
    }
    return true;
  };
}

export type SendVerificationMail = ReturnType<typeof createVerificationMail>;
