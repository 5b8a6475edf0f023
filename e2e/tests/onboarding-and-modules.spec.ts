import { expect, test } from '@playwright/test';
import { GOAL_OPTIONS, PRODUCT_NAME } from '@hde/contracts';
import {
  MODULE_MANAGER_TEXT,
  MODULE_STATUS_CHIPS,
  ONBOARDING_TEXT,
  SUCCESS_MESSAGES,
  VALIDATION_MESSAGES,
} from '@hde/contracts/text';
import { createAccount } from './sign-up.js';

test('a new account goes through onboarding, starts the MDI trial in the Module Manager and lands in its workspace', async ({
  page,
  context,
}) => {
  await createAccount(page);
  await expect(page.getByRole('heading', { name: ONBOARDING_TEXT.step1Title(PRODUCT_NAME) })).toBeVisible();
  await expect(page.getByRole('button', { name: ONBOARDING_TEXT.logout })).toBeVisible();
  await expect(page.getByRole('link', { name: ONBOARDING_TEXT.terms })).toBeVisible();

  await page.getByRole('button', { name: ONBOARDING_TEXT.next }).click();
  for (const message of Object.values(VALIDATION_MESSAGES))
    await expect(page.getByText(message)).toBeVisible();

  await page.getByLabel(ONBOARDING_TEXT.firstName).fill('Avery');
  await expect(page.getByText(VALIDATION_MESSAGES.firstNameRequired)).toHaveCount(0);
  await page.getByLabel(ONBOARDING_TEXT.lastName).fill('Okafor');
  await page.getByLabel(ONBOARDING_TEXT.company).fill('County Medical Examiner');
  await page.getByLabel(ONBOARDING_TEXT.jobTitle).fill('Forensic Pathologist');
  await page.getByLabel(GOAL_OPTIONS[0].label).check();
  await page.getByRole('button', { name: ONBOARDING_TEXT.next }).click();

  await expect(page.getByRole('heading', { name: ONBOARDING_TEXT.step2Title(PRODUCT_NAME) })).toBeVisible();
  const welcome = context.waitForEvent('page');
  await page.getByRole('button', { name: ONBOARDING_TEXT.skip }).click();
  await (await welcome).close();

  // No module yet: the routing rules send the user to the Module Manager.
  await expect(page).toHaveURL(/\/module-manager$/);
  await page.getByRole('tab', { name: MODULE_MANAGER_TEXT.tabs.available(1) }).click();
  await expect(page.getByText(MODULE_STATUS_CHIPS.TRIAL_AVAILABLE)).toBeVisible();
  await page.getByRole('button', { name: MODULE_MANAGER_TEXT.buttons.startFreeTrial }).click();
  await expect(page.getByText(SUCCESS_MESSAGES.trialActivated)).toBeVisible();
  await expect(page).toHaveURL(/\/mdi\/workspace\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'My Workspace' })).toBeVisible();

  await page.goto('/module-manager');
  await page.getByRole('tab', { name: MODULE_MANAGER_TEXT.tabs.active(1) }).click();
  await expect(page.getByText(MODULE_STATUS_CHIPS.TRIAL_ACTIVE_SUBSCRIPTION)).toBeVisible();
});
