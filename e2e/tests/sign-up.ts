import { expect, type Page } from '@playwright/test';
import { SIGN_IN_TEXT } from '@hde/contracts';
import { expectSignInPage } from './sign-in.js';

/** Creates a new account through the sign-in page's "Create an account" and returns its e-mail. */
export async function createAccount(
  page: Page,
  path = '/',
  email = `examiner.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.org`,
): Promise<string> {
  const password = 'Str0ng!Passw0rd';
  await page.goto(path);
  await expectSignInPage(page);
  await page.getByRole('link', { name: SIGN_IN_TEXT.createAccount }).click();
  await page.getByLabel(SIGN_IN_TEXT.email).fill(email);
  await page.getByLabel(SIGN_IN_TEXT.password, { exact: true }).fill(password);
  await page.getByLabel(SIGN_IN_TEXT.confirmPassword).fill(password);
  await page.getByRole('button', { name: SIGN_IN_TEXT.signUp }).click();
  await expect(page.getByRole('heading', { name: SIGN_IN_TEXT.signUpTitle })).toHaveCount(0);
  return email;
}
