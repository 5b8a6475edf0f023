import { expect, test } from '@playwright/test';
import {
  ACCOUNT_TEXT,
  EMAIL_VERIFICATION_TEXT,
  ONBOARDING_TEXT,
  SHELL_TEXT,
  SIGN_IN_TEXT,
} from '@hde/contracts/text';
import { DEMO, expectSignInPage, signIn } from './sign-in.js';

test('a signed-out visit to /account signs in and comes back to /account', async ({ page }) => {
  await page.goto('/account');
  await expectSignInPage(page);
  expect(new URL(page.url()).pathname).toMatch(/^\/interaction\//);
  await signIn(page, DEMO.user);
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { name: ACCOUNT_TEXT.title })).toBeVisible();
  await expect(page.getByText(DEMO.user.email)).toBeVisible();
});

test('a wrong password is refused with a clear message', async ({ page }) => {
  await page.goto('/account');
  await signIn(page, { email: DEMO.user.email, password: 'not-the-password' });
  await expect(page.getByRole('alert')).toHaveText(SIGN_IN_TEXT.invalidCredentials);
});

test('a new account can be created from the sign-in page', async ({ page }) => {
  const email = `examiner.${Date.now()}@example.org`;
  await page.goto('/account');
  await expectSignInPage(page);
  await page.getByRole('link', { name: SIGN_IN_TEXT.createAccount }).click();
  await expect(page.getByRole('heading', { name: SIGN_IN_TEXT.signUpTitle })).toBeVisible();
  await page.getByLabel(SIGN_IN_TEXT.email).fill(email);
  await page.getByLabel(SIGN_IN_TEXT.password, { exact: true }).fill('weak');
  await page.getByLabel(SIGN_IN_TEXT.confirmPassword).fill('weak');
  await page.getByRole('button', { name: SIGN_IN_TEXT.signUp }).click();
  await expect(page.getByRole('alert')).toBeVisible();

  await page.getByLabel(SIGN_IN_TEXT.password, { exact: true }).fill('Str0ng!Passw0rd');
  await page.getByLabel(SIGN_IN_TEXT.confirmPassword).fill('Str0ng!Passw0rd');
  await page.getByRole('button', { name: SIGN_IN_TEXT.signUp }).click();
  // A new account is asked to verify its e-mail, may continue at once, and starts with onboarding.
  await expect(page.getByText(EMAIL_VERIFICATION_TEXT.checkEmailBody(email))).toBeVisible();
  await page.getByRole('link', { name: EMAIL_VERIFICATION_TEXT.continueToApp }).click();
  await expect(page.getByText(ONBOARDING_TEXT.step1Chip)).toBeVisible();
});

test('logout ends the session: the app asks for sign-in again', async ({ page }) => {
  await page.goto('/account');
  await signIn(page, DEMO.user);
  await expect(page.getByRole('heading', { name: ACCOUNT_TEXT.title })).toBeVisible();
  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: SHELL_TEXT.avatarMenu.logout }).click();
  await expectSignInPage(page);
  await page.goto('/account');
  await expectSignInPage(page);
});
