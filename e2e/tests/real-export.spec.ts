import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEFAULT_CASE_DASHBOARD } from '@hde/contracts';
import {
  FILE_UPLOADS_TEXT,
  IMPORT_WELCOME_TEXT,
  IMPORT_WIZARD_TEXT,
  WORKSPACE_TAB_LABELS,
} from '@hde/contracts/text';
import { MANNER_OF_DEATH_LABELS, SEX_LABELS } from '@hde/contracts/fields';
import { completeOnboarding } from './onboarding.js';
import {
  EIGHT_YEARS_AGO,
  PENDING_DEATHS,
  REAL_EXPORT_HEADERS as H,
  REAL_EXPORT_ROWS,
  realExportCsv,
} from './real-export-file.js';
import { createAccount } from './sign-up.js';
import { chooseFile, expectImported } from './wizard.js';

// A whole journey: an account signed up, the file imported by the background job runner, then analytics.
test.describe.configure({ timeout: 180_000 });

const W = IMPORT_WIZARD_TEXT;
const FILE_NAME = 'me-public-export.csv';

/** The review table's cell under `heading` in the sample row `row` (0 is the file's first case). */
async function reviewCell(table: Locator, row: number, heading: string): Promise<Locator> {
  const headings = (await table.getByRole('columnheader').allTextContents()).map((text) => text.trim());
  const column = headings.indexOf(heading);
  expect(column, `review column ${heading} in ${headings.join(', ')}`).toBeGreaterThanOrEqual(0);
  return table
    .getByRole('row')
    .nth(row + 1)
    .getByRole('cell')
    .nth(column);
}

/** The chart of the dashboard widget titled `title`: ECharts names it by its series and data. */
function widgetChart(page: Page, title: string): Locator {
  return page.getByRole('region', { name: title, exact: true }).getByRole('img');
}

test('a real-shaped ME export: prefixed headers and a split date map, stored values reviewed, charts count it', async ({
  page,
}) => {
  await createAccount(page);
  await completeOnboarding(page, { firstName: 'Rae', startMdiTrial: true });
  await expect(page).toHaveURL(/\/mdi\/workspace\/[0-9a-f-]{36}/);
  await page.getByRole('tab', { name: WORKSPACE_TAB_LABELS.import }).click();
  await expect(page.getByRole('heading', { name: FILE_UPLOADS_TEXT.title })).toBeVisible();

  await page.getByRole('button', { name: IMPORT_WELCOME_TEXT.wizard }).click();
  const wizard = await chooseFile(page, 'CASE', FILE_NAME, realExportCsv());
  await wizard.getByRole('button', { name: W.buttons.continueToMapping }).click();

  // Mapping: section prefixes are read past, and the three date columns become one Date of Death.
  await expect(wizard.getByText(W.steps[1].chip)).toBeVisible();
  const field = (header: string) => wizard.getByLabel(W.mapping.fieldSelect(header));
  await expect(field(H.caseId)).toHaveText('Case ID *');
  await expect(field(H.manner)).toHaveText('Manner of Death');
  await expect(field(H.sex)).toHaveText('Sex');
  await expect(field(H.age)).toHaveText('Age');
  await expect(field(H.cause)).toHaveText('Cause of Death');
  await expect(field(H.organDonor)).toHaveText('Organ Donor');
  for (const unmapped of [H.reported, H.notes]) {
    await expect(field(unmapped)).toHaveText(W.mapping.placeholder);
  }
  for (const part of ['year', 'month', 'day'] as const) {
    await expect(field(H[part])).toHaveText('Date of Death');
    await expect(wizard.getByLabel(W.mapping.datePartSelect(H[part]))).toHaveText(
      W.mapping.datePartNames[part],
    );
  }
  await wizard.getByRole('button', { name: W.buttons.continueToReview }).click();

  // Review: the values as they will be stored, the file's text under those that differ.
  await expect(wizard.getByText(W.steps[2].chip)).toBeVisible();
  const review = wizard.getByRole('table', { name: W.review.tableLabel });
  const dateHeading = W.review.datePartHeading('Date of Death', W.mapping.datePartNames.year);
  const [first, second] = REAL_EXPORT_ROWS;
  const expectCell = async (row: number, heading: string, stored: string, written?: string) => {
    const cell = await reviewCell(review, row, heading);
    await expect(cell).toContainText(stored);
    if (written === undefined) await expect(cell).not.toContainText(W.review.asWritten(''));
    else await expect(cell).toContainText(W.review.asWritten(written));
  };
  await expectCell(0, 'Case ID', first!.caseId);
  await expectCell(0, dateHeading, `${EIGHT_YEARS_AGO}-03-14`, first!.year);
  await expectCell(1, dateHeading, `${EIGHT_YEARS_AGO}-06-02`, second!.year);
  await expectCell(0, 'Manner of Death', MANNER_OF_DEATH_LABELS.PENDING, 'PENDING');
  await expectCell(1, 'Manner of Death', MANNER_OF_DEATH_LABELS.PENDING, 'Pending');
  await expectCell(0, 'Sex', SEX_LABELS.F, 'F');
  await expectCell(1, 'Sex', SEX_LABELS.M, 'male');
  await expectCell(0, 'Age', first!.age);
  await expectCell(0, 'Organ Donor', W.review.no, 'N');
  await expectCell(1, 'Organ Donor', W.review.yes, 'Y');

  await wizard.getByRole('button', { name: W.buttons.confirmImport }).click();
  await expect(wizard.getByText(W.steps[3].title)).toBeVisible();
  await wizard.getByRole('button', { name: W.buttons.done }).click();
  const upload = await expectImported(page, FILE_NAME);
  await expect(upload).toContainText(String(REAL_EXPORT_ROWS.length));

  // Analytics: "Pending" in any case is one manner, and deaths eight years old are drawn by month.
  await page.getByRole('tab', { name: WORKSPACE_TAB_LABELS.analytics }).click();
  const [deathCertification] = DEFAULT_CASE_DASHBOARD.tabs;
  await expect(page.getByRole('tab', { name: deathCertification!.title, selected: true })).toBeVisible();
  await expect(widgetChart(page, 'Manner of Death')).toHaveAttribute(
    'aria-label',
    new RegExp(`${MANNER_OF_DEATH_LABELS.PENDING} is ${PENDING_DEATHS}\\b`),
  );
  const byMonth = widgetChart(page, 'Deaths by Month');
  for (const year of [EIGHT_YEARS_AGO, EIGHT_YEARS_AGO - 1, EIGHT_YEARS_AGO - 2]) {
    await expect(byMonth).toHaveAttribute('aria-label', new RegExp(`\\b${year}\\b`));
  }
});
