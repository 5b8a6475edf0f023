import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from '@playwright/test';
import { DEFAULT_CASE_DASHBOARD } from '@hde/contracts';
import { REPORT_TEXT, TEMPLATE_VISIBILITY_LABELS, type ReportScope } from '@hde/contracts/api';
import {
  ANALYTICS_TEXT,
  CASE_DETAIL_TEXT,
  CONFIRMATION_MESSAGES,
  SUCCESS_MESSAGES,
  WORKSPACE_TAB_LABELS,
} from '@hde/contracts/text';
import { CSV_EXPORT_TEXT } from '@hde/contracts/fields';
import { pdfText } from '../../apps/server/src/test/pdf-text.js';
import { SANDBOX_CASES, workspaceWithSandbox } from './sandbox.js';

// A whole journey on sandbox data: an account signed up, the sandbox imported by the job runner, then analytics.
test.describe.configure({ timeout: 180_000 });

const [firstTab] = DEFAULT_CASE_DASHBOARD.tabs;
const caseListTab = DEFAULT_CASE_DASHBOARD.tabs.at(-1)!;

/** The number the "Total Cases" card shows. */
async function totalCases(page: Page): Promise<number> {
  const card = page.getByRole('region', { name: 'Total Cases' }).getByRole('paragraph');
  await expect(card).toHaveText(/^\d[\d,]*$/);
  return Number((await card.textContent())!.replace(/,/g, ''));
}

async function expectTotal(page: Page, expected: number | ((total: number) => boolean)) {
  const matches = typeof expected === 'number' ? (total: number) => total === expected : expected;
  await expect.poll(async () => matches(await totalCases(page)), { timeout: 15_000 }).toBe(true);
}

async function confirm(page: Page, message: string) {
  const dialog = page.getByRole('dialog').filter({ hasText: message });
  await dialog.getByRole('button', { name: ANALYTICS_TEXT.confirm }).click();
  await expect(dialog).toHaveCount(0);
}

async function downloaded(
  page: Page,
  click: () => Promise<void>,
): Promise<{ download: Download; bytes: Buffer }> {
  const downloading = page.waitForEvent('download');
  await click();
  const download = await downloading;
  return { download, bytes: await readFile((await download.path())!) };
}

test('analytics on sandbox data: tabs, filters, templates, quick search, exports and a case', async ({
  page,
}) => {
  await workspaceWithSandbox(page);
  await page.getByRole('tab', { name: WORKSPACE_TAB_LABELS.analytics }).click();
  const dashboardTabs = page.getByRole('tablist', { name: ANALYTICS_TEXT.dashboardTabs });

  for (const tab of DEFAULT_CASE_DASHBOARD.tabs) {
    await dashboardTabs.getByRole('tab', { name: tab.title }).click();
    await expect(page.getByRole('heading', { name: tab.widgets[0]!.title, exact: true })).toBeVisible();
  }
  await dashboardTabs.getByRole('tab', { name: firstTab!.title }).click();
  await expectTotal(page, SANDBOX_CASES);
  await expect(page.getByRole('button', { name: ANALYTICS_TEXT.clearFilters })).toBeDisabled();

  // A filter: Manner of Death is one of the first value the lookup offers.
  await page.getByRole('button', { name: ANALYTICS_TEXT.addFilter }).click();
  const filterDialog = page.getByRole('dialog', { name: ANALYTICS_TEXT.addFilter });
  await filterDialog.getByLabel(ANALYTICS_TEXT.filterField).fill('Manner of Death');
  await page.getByRole('option', { name: 'Manner of Death', exact: true }).click();
  await filterDialog.getByLabel(ANALYTICS_TEXT.filterValue).click();
  const manner = page.getByRole('option').first();
  const mannerValue = (await manner.textContent())!.trim();
  await manner.click();
  // Closes the value list (Escape would close the dialog).
  await filterDialog.getByRole('heading', { name: ANALYTICS_TEXT.addFilter }).click();
  await filterDialog.getByRole('button', { name: ANALYTICS_TEXT.apply }).click();
  const chips = page.getByRole('list', { name: ANALYTICS_TEXT.filters });
  await expect(chips).toContainText(`Manner of Death is one of ${mannerValue}`);
  await expectTotal(page, (total) => total > 0 && total < SANDBOX_CASES);
  const filtered = await totalCases(page);

  // Saved as a workspace template, cleared, and applied again.
  await page.getByRole('button', { name: ANALYTICS_TEXT.saveTemplate }).click();
  const templateDialog = page.getByRole('dialog', { name: ANALYTICS_TEXT.saveTemplate });
  await templateDialog.getByLabel(ANALYTICS_TEXT.templateName).fill('One manner');
  await templateDialog.getByLabel(TEMPLATE_VISIBILITY_LABELS.WORKSPACE).check();
  await templateDialog.getByRole('button', { name: ANALYTICS_TEXT.save }).click();
  await expect(page.getByText(SUCCESS_MESSAGES.filterTemplatesUpdated)).toBeVisible();

  await page.getByRole('button', { name: ANALYTICS_TEXT.clearFilters }).click();
  await confirm(page, CONFIRMATION_MESSAGES.clearFilters);
  await expectTotal(page, SANDBOX_CASES);

  await page.getByRole('button', { name: ANALYTICS_TEXT.savedTemplates }).click();
  await page.getByRole('list', { name: ANALYTICS_TEXT.filterTemplates }).getByText('One manner').click();
  await expect(chips).toContainText(`Manner of Death is one of ${mannerValue}`);
  await expectTotal(page, filtered);

  // The filter lives in the address: a reload (or a shared link) shows the same view.
  await page.reload();
  await expect(chips).toContainText(`Manner of Death is one of ${mannerValue}`);
  await expectTotal(page, filtered);

  // The CSV export holds the filtered cases, one per line after the header.
  // The export dialog names the columns it leaves out before anything is downloaded.
  await page.getByRole('button', { name: ANALYTICS_TEXT.exportCsv }).click();
  const exportDialog = page.getByRole('dialog', { name: ANALYTICS_TEXT.exportCsv });
  await expect(exportDialog).toContainText(CSV_EXPORT_TEXT.omittedIntro);
  const csv = await downloaded(page, () =>
    exportDialog.getByRole('button', { name: CSV_EXPORT_TEXT.download }).click(),
  );
  expect(csv.download.suggestedFilename()).toMatch(/^export_case_.+\.csv$/);
  const lines = csv.bytes.toString('utf8').trim().split(/\r?\n/);
  expect(lines.length - 1).toBe(filtered);

  // The PDF report of the tab is a real PDF whose text holds the tab title; the report of all tabs holds each.
  const pdfOf = async (scope: ReportScope) => {
    await page.getByRole('button', { name: ANALYTICS_TEXT.downloadPdf }).click();
    return downloaded(page, () => page.getByRole('menuitem', { name: REPORT_TEXT.scopes[scope] }).click());
  };
  const pdf = await pdfOf('tab');
  expect(pdf.download.suggestedFilename()).toMatch(/^report_case_.+\.pdf$/);
  expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdfText(pdf.bytes)).toContain(firstTab!.title);
  const allTabs = pdfText((await pdfOf('all')).bytes);
  expect(allTabs).toContain(REPORT_TEXT.allTabsTitle);
  for (const tab of DEFAULT_CASE_DASHBOARD.tabs) expect(allTabs).toContain(tab.title);

  // Removing the chip (Delete on the focused chip, as its delete icon does) asks first.
  await chips.getByRole('button').first().press('Delete');
  await confirm(page, CONFIRMATION_MESSAGES.removeFilter);
  await expectTotal(page, SANDBOX_CASES);

  // Quick search: a quoted phrase narrows, an exclusion narrows it further, clearing reloads everything.
  const search = page.getByLabel(ANALYTICS_TEXT.quickSearch);
  await search.fill('"gunshot wound"');
  await search.press('Enter');
  await expectTotal(page, (total) => total > 0 && total < SANDBOX_CASES);
  const phrase = await totalCases(page);
  await search.fill('"gunshot wound" -head');
  await page.getByRole('button', { name: ANALYTICS_TEXT.search, exact: true }).click();
  await expectTotal(page, (total) => total < phrase);
  await page.getByRole('button', { name: ANALYTICS_TEXT.clearSearch }).click();
  await expectTotal(page, SANDBOX_CASES);

  // A case opens from the case list.
  await dashboardTabs.getByRole('tab', { name: caseListTab.title }).click();
  const table = page.getByRole('table', { name: caseListTab.widgets[0]!.title });
  const firstRow = table.getByRole('row').nth(1);
  const caseId = (await firstRow.getByRole('cell').first().textContent())!.trim();
  await firstRow.click();
  await expect(page).toHaveURL(new RegExp(`[?&]caseId=${encodeURIComponent(caseId)}`));
  await expect(page.getByRole('heading', { name: ANALYTICS_TEXT.caseHeading(caseId) })).toBeVisible();
  await expect(page.getByRole('tab', { name: CASE_DETAIL_TEXT.tabs.information })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});
