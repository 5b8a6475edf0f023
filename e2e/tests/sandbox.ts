import { expect, type Page } from '@playwright/test';
import { IMPORT_WELCOME_TEXT, WORKSPACE_TAB_LABELS } from '@hde/contracts/text';
import { completeOnboarding } from './onboarding.js';
import { createAccount } from './sign-up.js';

export const SANDBOX_CASES = 100;

/** A new account's first workspace with the sandbox's 100 cases imported by the job runner. */
export async function workspaceWithSandbox(page: Page) {
  await createAccount(page);
  await completeOnboarding(page, { firstName: 'Ana', startMdiTrial: true });
  await expect(page).toHaveURL(/\/mdi\/workspace\/[0-9a-f-]{36}/);
  await page.getByRole('tab', { name: WORKSPACE_TAB_LABELS.import }).click();
  await page.getByRole('button', { name: IMPORT_WELCOME_TEXT.sandbox }).click();
  await page
    .getByRole('dialog', { name: IMPORT_WELCOME_TEXT.sandboxDialog.title })
    .getByRole('button', { name: IMPORT_WELCOME_TEXT.sandboxDialog.confirm })
    .click();
  await expect(page.getByRole('row').filter({ hasText: 'sandbox-demo-data.json' })).toContainText('Success', {
    timeout: 60_000,
  });
}
