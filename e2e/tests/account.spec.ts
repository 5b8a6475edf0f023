import { expect, test } from '@playwright/test';
import { THEME_COOKIE } from '@hde/contracts';
import { ACCOUNT_TEXT, ERROR_MESSAGES, SHELL_TEXT, SUCCESS_MESSAGES } from '@hde/contracts/text';
import { DEMO, openSignedIn } from './sign-in.js';

test('profile edit: an invalid phone shows the error and saves nothing; cancel restores; a valid edit saves', async ({
  page,
}) => {
  await openSignedIn(page, '/account', DEMO.user);
  const details = page.getByRole('region', { name: ACCOUNT_TEXT.myDetails });
  await page.getByRole('button', { name: ACCOUNT_TEXT.edit }).click();

  const phone = page.getByLabel(ACCOUNT_TEXT.phoneNumber);
  await phone.fill('555123');
  await expect(page.getByText(ERROR_MESSAGES.invalidPhone)).toBeVisible();
  await page.getByRole('button', { name: ACCOUNT_TEXT.save }).click();
  await expect(page.getByText(ERROR_MESSAGES.invalidInformation)).toBeVisible();

  await page.getByRole('button', { name: ACCOUNT_TEXT.cancel }).click();
  await expect(details.getByText('555-123')).toHaveCount(0);

  await page.reload();
  await expect(details.getByText('555-123')).toHaveCount(0);

  await page.getByRole('button', { name: ACCOUNT_TEXT.edit }).click();
  await page.getByLabel(ACCOUNT_TEXT.jobTitle).fill('Chief Investigator');
  await page.getByLabel(ACCOUNT_TEXT.phoneNumber).fill('2055550199');
  await page.getByRole('button', { name: ACCOUNT_TEXT.save }).click();
  await expect(page.getByText(SUCCESS_MESSAGES.informationSaved)).toBeVisible();
  await page.reload();
  await expect(details.getByText('Chief Investigator')).toBeVisible();
  await expect(details.getByText('205-555-0199')).toBeVisible();
});

test('dark mode from the account page is kept in hde_mode', async ({ page, context }) => {
  await openSignedIn(page, '/account', DEMO.user);
  await page.getByRole('button', { name: SHELL_TEXT.theme.dark, exact: true }).click();
  await expect
    .poll(async () => (await context.cookies()).find((c) => c.name === THEME_COOKIE)?.value)
    .toBe('dark');
  await page.getByRole('button', { name: SHELL_TEXT.theme.light, exact: true }).click();
  await expect
    .poll(async () => (await context.cookies()).find((c) => c.name === THEME_COOKIE)?.value)
    .toBe('light');
});
