import { expect, type Page } from '@playwright/test';
import { FILE_UPLOADS_TEXT, IMPORT_WELCOME_TEXT, IMPORT_WIZARD_TEXT as W } from '@hde/contracts/text';

/** Imports run in the background job runner, polled every second. */
const IMPORT_TIMEOUT = 60_000;

function uploadsTable(page: Page) {
  return page.getByRole('table', { name: FILE_UPLOADS_TEXT.title });
}

/** The file's row in the uploads table, once its import has succeeded. */
export async function expectImported(page: Page, fileName: string) {
  const row = uploadsTable(page).getByRole('row').filter({ hasText: fileName });
  await expect(row).toContainText('Success', { timeout: IMPORT_TIMEOUT });
  return row;
}

/** Step 0 of the open wizard: the data type chosen and the file picked. */
export async function chooseFile(
  page: Page,
  dataType: keyof typeof W.dataTypes,
  name: string,
  buffer: Buffer,
) {
  const wizard = page.getByRole('dialog');
  await wizard.getByLabel(W.upload.dataType).click();
  await page.getByRole('option', { name: W.dataTypes[dataType], exact: true }).click();
  await wizard
    .getByLabel(W.upload.fileInput)
    .setInputFiles({ name, mimeType: 'application/octet-stream', buffer });
  return wizard;
}

/** A JSON or ZIP file through the wizard from the import tab (no mapping step), until its row shows Success. */
export async function importWithoutMapping(
  page: Page,
  dataType: 'CASE' | 'ZIP',
  name: string,
  buffer: Buffer,
) {
  await page.getByRole('button', { name: IMPORT_WELCOME_TEXT.wizard }).click();
  const wizard = await chooseFile(page, dataType, name, buffer);
  await expect(wizard.getByText(W.upload.skipsMapping)).toBeVisible();
  await wizard.getByRole('button', { name: W.buttons.startImport }).click();
  await expect(wizard.getByText(W.steps[3].chip)).toBeVisible();
  await wizard.getByRole('button', { name: W.buttons.done }).click();
  return expectImported(page, name);
}
