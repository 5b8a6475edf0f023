import { expect, test, type Locator, type Page } from '@playwright/test';
import { ANALYTICS_TEXT, CASE_DETAIL_TEXT, OVERVIEW_TEXT, WORKSPACE_TAB_LABELS } from '@hde/contracts/text';
import { fieldLabel } from '@hde/contracts/fields';
import { recentCaseJson } from './import-files.js';
import { SANDBOX_CASES, workspaceWithSandbox } from './sandbox.js';
import { importWithoutMapping } from './wizard.js';

// A whole journey on sandbox data plus one recent, fully filled case imported through the wizard.
test.describe.configure({ timeout: 180_000 });

const RECENT_CASE = 'E2E-RECENT-1';

/** Distinct colours in a screenshot of the element: a blank canvas has one or two. */
async function distinctColours(page: Page, element: Locator): Promise<number> {
  const png = (await element.screenshot()).toString('base64');
  return page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    const colours = new Set<number>();
    for (let i = 0; i < data.length; i += 4)
      colours.add((data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!);
    return colours.size;
  }, png);
}

test('overview on sandbox data: counts, latest cases, metrics, and a case opened from it', async ({
  page,
}) => {
  await workspaceWithSandbox(page);
  await importWithoutMapping(page, 'CASE', 'recent-case.json', recentCaseJson(RECENT_CASE));

  await page.getByRole('tab', { name: WORKSPACE_TAB_LABELS.overview }).click();
  await expect(page.getByRole('region', { name: OVERVIEW_TEXT.countCards.cases })).toContainText(
    String(SANDBOX_CASES + 1),
  );
  await expect(page.getByRole('region', { name: OVERVIEW_TEXT.countCards.imports })).toContainText('2');
  await expect(page.getByRole('region', { name: OVERVIEW_TEXT.countCards.activities })).toContainText(/\d/);

  // The feature carousel: the owner sees the import card.
  await expect(page.getByText(OVERVIEW_TEXT.featureCards.import.title)).toBeVisible();

  // Metrics default to the year of the latest death: this year.
  const year = String(new Date().getUTCFullYear());
  await expect(page.getByLabel(OVERVIEW_TEXT.viewMetricsFor)).toContainText(year);
  for (const title of Object.values(OVERVIEW_TEXT.metricTitles)) {
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  }
  await page.getByRole('button', { name: OVERVIEW_TEXT.viewMetricAnalytics }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('tab', { name: OVERVIEW_TEXT.selectedYear })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(dialog.locator('canvas').first()).toBeVisible();
  await dialog.getByRole('tab', { name: OVERVIEW_TEXT.yearlyTrends }).click();
  await expect(dialog.locator('canvas')).toHaveCount(2);
  await dialog.getByRole('button', { name: OVERVIEW_TEXT.close }).click();

  // Latest cases: the recent case is there; a click opens it in analytics.
  const latest = page.getByRole('table', { name: OVERVIEW_TEXT.recentCasesTitle });
  const row = latest.getByRole('row').filter({ hasText: RECENT_CASE });
  await expect(row).toContainText('Dr. E2E');
  await row.click();
  await expect(page).toHaveURL(new RegExp(`[?&]caseId=${RECENT_CASE}`));
  await expect(page.getByRole('heading', { name: ANALYTICS_TEXT.caseHeading(RECENT_CASE) })).toBeVisible();

  // Every tab of the case, with its count badge.
  const tabs = page.getByRole('tablist').filter({ hasText: CASE_DETAIL_TEXT.tabs.information });
  await expect(page.getByText(fieldLabel('deputyCoroner', { detail: true }), { exact: true })).toBeVisible();
  await expect(page.getByText('J. Coroner')).toBeVisible();
  await expect(page.getByText(CASE_DETAIL_TEXT.panels.postmortem, { exact: true })).toBeVisible();
  await expect(page.getByText('1250.4 gm')).toBeVisible();
  await tabs.getByRole('tab', { name: new RegExp(CASE_DETAIL_TEXT.tabs.diagnoses) }).click();
  await expect(page.getByRole('cell', { name: 'Pulmonary edema' })).toBeVisible();
  await tabs.getByRole('tab', { name: new RegExp(CASE_DETAIL_TEXT.tabs.toxicology) }).click();
  await expect(page.getByRole('cell', { name: 'Fentanyl' })).toBeVisible();
  await tabs.getByRole('tab', { name: new RegExp(CASE_DETAIL_TEXT.tabs.imports) }).click();
  await expect(page.getByRole('cell', { name: 'recent-case.json' })).toBeVisible();
  await tabs.getByRole('tab', { name: new RegExp(CASE_DETAIL_TEXT.tabs.information) }).click();

  // The map has the residence, the place of injury and the place of death; the BMI view draws the figures.
  await expect(page.locator('.leaflet-marker-icon')).toHaveCount(3);
  const bmi = page.getByTestId('bmi-view');
  await bmi.scrollIntoViewIfNeeded();
  await expect(bmi.locator('canvas')).toBeVisible();
  await expect
    .poll(() => distinctColours(page, bmi.locator('canvas')), { timeout: 15_000 })
    .toBeGreaterThan(8);

  // Case search jumps to another case; Back returns to the case list.
  await page.getByRole('button', { name: ANALYTICS_TEXT.backToCaseList }).click();
  await expect(page).toHaveURL(/[?&]tab=case_list/);
  const search = page.getByRole('combobox', { name: CASE_DETAIL_TEXT.searchLabel });
  await search.fill(RECENT_CASE.slice(0, 8));
  await page.getByRole('option', { name: new RegExp(RECENT_CASE) }).click();
  await expect(page.getByRole('heading', { name: ANALYTICS_TEXT.caseHeading(RECENT_CASE) })).toBeVisible();
});
