import { expect, type Page } from '@playwright/test';
import { EMAIL_VERIFICATION_TEXT, SIGN_IN_TEXT } from '@hde/contracts/text';
import { expectSignInPage } from './sign-in.js';

export const NEW_ACCOUNT_PASSWORD = 'Str0ng!Passw0rd';

/**
 * Opens the verification link mailed to `email`, found on the local mail page (the server runs without
 * SMTP_URL), in a second tab of the same browser, and confirms it with the account's password.
 */
export async function verifyEmailThroughLocalMail(
  page: Page,
  email: string,
  password = NEW_ACCOUNT_PASSWORD,
): Promise<void> {
  const mailbox = await page.context().newPage();
  await mailbox.goto('/local-mail');
  const mail = mailbox.locator('article', { hasText: email }).first();
  const href = await mail.getByRole('link', { name: /\/verify-email\?token=/ }).getAttribute('href');
  await mailbox.goto(href ?? '');
  await expect(mailbox.getByRole('heading', { name: EMAIL_VERIFICATION_TEXT.confirmTitle })).toBeVisible();
  await mailbox.getByLabel(SIGN_IN_TEXT.password).fill(password);
  await mailbox.getByRole('button', { name: EMAIL_VERIFICATION_TEXT.confirm }).click();
  await expect(mailbox.getByRole('heading', { name: EMAIL_VERIFICATION_TEXT.verifiedTitle })).toBeVisible();
  await mailbox.close();
}

/**
 * Creates a new account through the sign-in page's "Create an account" and returns its e-mail. The e-mail is
 * verified through the local mail page before the sign-in continues, unless `verify` is false.
 */
export async function createAccount(
  page: Page,
  path = '/',
  email = `examiner.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.org`,
  { verify = true }: { verify?: boolean } = {},
): Promise<string> {
  await page.goto(path);
  await expectSignInPage(page);
  await page.getByRole('link', { name: SIGN_IN_TEXT.createAccount }).click();
  await page.getByLabel(SIGN_IN_TEXT.email).fill(email);
  await page.getByLabel(SIGN_IN_TEXT.password, { exact: true }).fill(NEW_ACCOUNT_PASSWORD);
  await page.getByLabel(SIGN_IN_TEXT.confirmPassword).fill(NEW_ACCOUNT_PASSWORD);
  await page.getByRole('button', { name: SIGN_IN_TEXT.signUp }).click();
  await expect(page.getByRole('heading', { name: EMAIL_VERIFICATION_TEXT.checkEmailTitle })).toBeVisible();
  if (verify) await verifyEmailThroughLocalMail(page, email);
  await page.getByRole('link', { name: EMAIL_VERIFICATION_TEXT.continueToApp }).click();
  await expect(page.getByRole('heading', { name: EMAIL_VERIFICATION_TEXT.checkEmailTitle })).toHaveCount(0);
  return email;
}
