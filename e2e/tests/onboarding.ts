import { expect, type Page } from '@playwright/test';
import { GOAL_OPTIONS, PRODUCT_NAME } from '@hde/contracts';
import { ONBOARDING_TEXT, SUCCESS_MESSAGES } from '@hde/contracts/text';

/** Completes onboarding; with `startMdiTrial` it selects MDI and gets started (trial + "My Workspace"). */
export async function completeOnboarding(page: Page, options: { firstName: string; startMdiTrial: boolean }) {
  await expect(page.getByRole('heading', { name: ONBOARDING_TEXT.step1Title(PRODUCT_NAME) })).toBeVisible();
  await page.getByLabel(ONBOARDING_TEXT.firstName).fill(options.firstName);
  await page.getByLabel(ONBOARDING_TEXT.lastName).fill('Tester');
  await page.getByLabel(ONBOARDING_TEXT.company).fill('State Medical Examiner');
  await page.getByLabel(ONBOARDING_TEXT.jobTitle).fill('Investigator');
  await page.getByLabel(GOAL_OPTIONS[3].label).check();
  await page.getByRole('button', { name: ONBOARDING_TEXT.next }).click();
  await expect(page.getByRole('heading', { name: ONBOARDING_TEXT.step2Title(PRODUCT_NAME) })).toBeVisible();
  const welcome = page.context().waitForEvent('page');
  if (options.startMdiTrial) {
    await page.getByRole('button', { name: ONBOARDING_TEXT.select, exact: true }).click();
    await page.getByRole('button', { name: ONBOARDING_TEXT.getStarted }).click();
    await expect(page.getByText(SUCCESS_MESSAGES.trialActivated)).toBeVisible();
  } else {
    await page.getByRole('button', { name: ONBOARDING_TEXT.skip }).click();
  }
  await (await welcome).close();
}
