import { expect, type Page } from '@playwright/test';
import { SIGN_IN_TEXT } from '@hde/contracts/text';

/** Demo accounts seeded by the embedded provider (README "Demo accounts"). */
export const DEMO = {
  beta: { email: 'beta@example.com', password: 'HdeDemo#2026' },
  user: { email: 'user@example.com', password: 'HdeDemo#2026' },
} as const;

export async function expectSignInPage(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: SIGN_IN_TEXT.signInTitle })).toBeVisible();
}

export async function signIn(page: Page, account: { email: string; password: string }): Promise<void> {
  await expectSignInPage(page);
  await page.getByLabel(SIGN_IN_TEXT.email).fill(account.email);
  await page.getByLabel(SIGN_IN_TEXT.password, { exact: true }).fill(account.password);
  await page.getByRole('button', { name: SIGN_IN_TEXT.signIn }).click();
}

/** Opens an app path signed in as the account (through the real sign-in page). */
export async function openSignedIn(page: Page, path: string, account: { email: string; password: string }) {
  await page.goto(path);
  await signIn(page, account);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
}
