import { expect, test } from '@playwright/test';
import {
  CONFIRMATION_MESSAGES,
  ERROR_MESSAGES,
  SUCCESS_MESSAGES,
  WORKSPACE_MANAGER_TEXT,
  WORKSPACE_SETTINGS_TEXT,
  WORKSPACE_TAB_LABELS,
} from '@hde/contracts/text';
import { completeOnboarding } from './onboarding.js';
import { createAccount } from './sign-up.js';

// Whole journeys: accounts signed up through the sign-in pages, and background jobs waited for.
test.describe.configure({ timeout: 120_000 });

const S = WORKSPACE_SETTINGS_TEXT;

test('a module owner creates, edits, publishes, unpublishes and deletes a workspace', async ({ page }) => {
  await createAccount(page);
  await completeOnboarding(page, { firstName: 'Wren', startMdiTrial: true });
  await expect(page).toHaveURL(/\/mdi\/workspace\/[0-9a-f-]{36}/);

  await page.goto('/mdi/workspace-manager');
  await page.getByRole('button', { name: WORKSPACE_MANAGER_TEXT.createButton }).click();
  const create = page.getByRole('dialog', { name: WORKSPACE_MANAGER_TEXT.createDialog.title });
  await expect(create.getByRole('button', { name: WORKSPACE_MANAGER_TEXT.createDialog.save })).toBeDisabled();
  await create.getByLabel(WORKSPACE_MANAGER_TEXT.createDialog.name).fill('Autopsy Review 2026');
  await create.getByLabel(WORKSPACE_MANAGER_TEXT.createDialog.description).fill('Second-opinion cases');
  await create.getByRole('button', { name: WORKSPACE_MANAGER_TEXT.createDialog.save }).click();
  const table = page.getByRole('table', { name: WORKSPACE_MANAGER_TEXT.tableLabel });
  await expect(table.getByRole('row').nth(1)).toContainText('Autopsy Review 2026');

  await table.getByRole('link', { name: WORKSPACE_MANAGER_TEXT.edit('Autopsy Review 2026') }).click();
  await expect(page).toHaveURL(/\/mdi\/workspace-manager\/[0-9a-f-]{36}$/);
  await page.getByRole('button', { name: S.details.edit }).click();
  await page.getByLabel(S.details.name).fill('');
  await expect(page.getByText(ERROR_MESSAGES.invalidName)).toBeVisible();
  await page.getByRole('button', { name: S.details.save }).click();
  await expect(page.getByText(ERROR_MESSAGES.invalidInformation)).toBeVisible();
  await page.getByLabel(S.details.name).fill('Autopsy Review');
  await page.getByRole('button', { name: S.details.save }).click();
  await expect(page.getByText(SUCCESS_MESSAGES.informationUpdated)).toBeVisible();

  await page.getByRole('switch', { name: S.publicCard.switchLabel }).click();
  await expect(page.getByRole('dialog', { name: S.enableDialog.title })).toBeVisible();
  await page.getByRole('button', { name: S.enableDialog.confirm }).click();
  await expect(page.getByRole('dialog', { name: S.preparingDialog.title })).toBeVisible();
  await expect(page).toHaveURL(/\?id=public$/);
  await expect(page.getByRole('tab', { name: WORKSPACE_TAB_LABELS.public })).toBeVisible();
  // The background job prepares the public configuration and the dialog closes by itself.
  await expect(page.getByRole('dialog', { name: S.preparingDialog.title })).toBeHidden({ timeout: 15_000 });

  await page.getByRole('tab', { name: WORKSPACE_TAB_LABELS.settings }).click();
  await page.getByRole('switch', { name: S.publicCard.switchLabel }).click();
  await page.getByRole('button', { name: S.disableDialog.confirm }).click();
  await expect(page.getByText(SUCCESS_MESSAGES.publicDashboardDisabled)).toBeVisible();
  await expect(page.getByRole('tab', { name: WORKSPACE_TAB_LABELS.public })).toHaveCount(0);

  await page.getByRole('button', { name: S.dangerZone.delete }).click();
  const confirm = page.getByRole('dialog', { name: S.deleteDialog.title });
  await expect(confirm.getByText(CONFIRMATION_MESSAGES.deleteWorkspace)).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete Workspace' }).click();
  await expect(page.getByText(SUCCESS_MESSAGES.workspaceDeleted)).toBeVisible();
  await page.goto('/mdi/workspace-manager');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).not.toContainText('Autopsy Review');
});
