import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  FILE_STATUS_DIALOG_TEXT,
  FILE_UPLOADS_TEXT,
  IMPORT_ERRORS_TEXT,
  IMPORT_HOME_TEXT,
  IMPORT_WELCOME_TEXT,
  IMPORT_WIZARD_TEXT,
  SUCCESS_MESSAGES,
  TRUST_TEXT,
  WORKSPACE_SETTINGS_TEXT,
  WORKSPACE_TAB_LABELS,
} from '@hde/contracts/text';
import { TEMPLATE_FILE_NAME } from '@hde/contracts/fields';
import { casesJson, casesZip, fillCaseTemplate } from './import-files.js';
import { chooseFile, expectImported, importWithoutMapping } from './wizard.js';
import { completeOnboarding } from './onboarding.js';
import { createAccount } from './sign-up.js';

// Whole journeys: accounts signed up through the sign-in pages, and background jobs waited for.
test.describe.configure({ timeout: 120_000 });

const W = IMPORT_WIZARD_TEXT;
async function openImportTab(page: Page) {
  await createAccount(page);
  await completeOnboarding(page, { firstName: 'Ira', startMdiTrial: true });
  await expect(page).toHaveURL(/\/mdi\/workspace\/[0-9a-f-]{36}/);
  await page.getByRole('tab', { name: WORKSPACE_TAB_LABELS.import }).click();
  await expect(page.getByRole('heading', { name: FILE_UPLOADS_TEXT.title })).toBeVisible();
}

test('a template is downloaded, filled, mapped, imported, and its status report and errors are shown', async ({
  page,
}) => {
  await openImportTab(page);

  await page.getByRole('button', { name: IMPORT_HOME_TEXT.templates.button }).click();
  const templates = page.getByRole('dialog', { name: IMPORT_HOME_TEXT.templatesDialog.title });
  await templates.getByLabel('Case').check();
  const downloading = page.waitForEvent('download');
  await templates.getByRole('button', { name: IMPORT_HOME_TEXT.templatesDialog.download }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(TEMPLATE_FILE_NAME('Case'));
  const folder = await mkdtemp(path.join(tmpdir(), 'hde-e2e-'));
  const templatePath = path.join(folder, download.suggestedFilename());
  await download.saveAs(templatePath);
  const filled = await fillCaseTemplate(templatePath);
  await writeFile(path.join(folder, 'filled.xlsx'), filled);

  await page.getByRole('button', { name: IMPORT_WELCOME_TEXT.wizard }).click();
  const wizard = await chooseFile(page, 'CASE', 'march-cases.xlsx', filled);
  await expect(wizard.getByText(W.steps[0].chip)).toBeVisible();
  await wizard.getByRole('button', { name: W.buttons.continueToMapping }).click();

  await expect(wizard.getByText(W.steps[1].chip)).toBeVisible();
  // "DOD" is a synonym the server suggests; the renamed column still lands on Date of Death.
  await expect(wizard.getByLabel(W.mapping.fieldSelect('DOD'))).toContainText('Date of Death');
  await wizard.getByRole('button', { name: W.mapping.createFieldFor('Tattoo Notes') }).click();
  await wizard.getByRole('button', { name: W.buttons.continueToReview }).click();

  await expect(wizard.getByText(W.steps[2].chip)).toBeVisible();
  await expect(wizard.getByRole('table', { name: W.review.tableLabel })).toContainText('E2E-1');
  await wizard.getByRole('button', { name: W.buttons.confirmImport }).click();
  await expect(wizard.getByText(W.steps[3].title)).toBeVisible();
  await wizard.getByRole('button', { name: W.buttons.done }).click();

  const row = await expectImported(page, 'march-cases.xlsx');
  await expect(page.getByText(SUCCESS_MESSAGES.dataImported)).toBeVisible();
  await expect(row.getByText(TRUST_TEXT.verified)).toBeVisible({ timeout: 20_000 });

  await row.getByRole('cell').first().click();
  const report = page.getByRole('dialog', { name: FILE_STATUS_DIALOG_TEXT.title });
  await expect(report).toContainText('march-cases.xlsx');
  await expect(report.getByText(FILE_STATUS_DIALOG_TEXT.fields.completedItems)).toBeVisible();
  await expect(report).not.toContainText(FILE_STATUS_DIALOG_TEXT.pending);
  await report.getByRole('button', { name: FILE_STATUS_DIALOG_TEXT.close }).click();

  await row.getByRole('button', { name: FILE_UPLOADS_TEXT.viewErrors }).click();
  const errors = page.getByRole('dialog', { name: IMPORT_ERRORS_TEXT.title });
  await expect(errors.getByText(IMPORT_ERRORS_TEXT.noCaseId)).toBeVisible();
  await expect(errors).toContainText('E2E-2');
  const errorsCsv = page.waitForEvent('download');
  await errors.getByRole('button', { name: IMPORT_ERRORS_TEXT.downloadCsv }).click();
  expect((await errorsCsv).suggestedFilename()).toBe(IMPORT_ERRORS_TEXT.errorsFileName('march-cases.xlsx'));
});

test('the sandbox fills an empty workspace, after which the workspace cannot be deleted', async ({
  page,
}) => {
  await openImportTab(page);
  await page.getByRole('button', { name: IMPORT_WELCOME_TEXT.sandbox }).click();
  await page
    .getByRole('dialog', { name: IMPORT_WELCOME_TEXT.sandboxDialog.title })
    .getByRole('button', { name: IMPORT_WELCOME_TEXT.sandboxDialog.confirm })
    .click();
  const row = await expectImported(page, 'sandbox-demo-data.json');
  await expect(row).toContainText('100');
  await expect(page.getByRole('button', { name: IMPORT_WELCOME_TEXT.sandbox })).toBeDisabled();

  await page.getByRole('tab', { name: WORKSPACE_TAB_LABELS.settings }).click();
  await page.getByRole('button', { name: WORKSPACE_SETTINGS_TEXT.dangerZone.delete }).click();
  const dataFound = page.getByRole('dialog', { name: WORKSPACE_SETTINGS_TEXT.dataFoundDialog.title });
  await expect(dataFound.getByText(WORKSPACE_SETTINGS_TEXT.dataFoundDialog.body)).toBeVisible();
});

test('JSON and ZIP files skip mapping and import straight away', async ({ page }) => {
  await openImportTab(page);
  for (const [dataType, name, buffer] of [
    ['CASE', 'cases.json', casesJson('JSON')],
    ['ZIP', 'office-export.zip', casesZip('ZIP')],
  ] as const) {
    const row = await importWithoutMapping(page, dataType, name, buffer);
    await expect(row).toContainText('1');
  }
});
