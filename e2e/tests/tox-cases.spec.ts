import { expect, test, type Locator, type Page } from '@playwright/test';
import { TOX_WORKSPACE_ID } from '@hde/contracts';
import { TOX_TEXT, TRUST_TEXT } from '@hde/contracts/text';
import { DEMO, openSignedIn } from './sign-in.js';
import { startToxTrial } from './tox-trial.js';

// The insights job runs on the server's job runner after each save; the page asks again every 3 s.
test.describe.configure({ timeout: 180_000 });
const INSIGHT_TIMEOUT = 30_000;

const T = TOX_TEXT;
const WORKSPACE = `/tox/workspace/${TOX_WORKSPACE_ID}`;

async function choose(scope: Page | Locator, page: Page, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function fillEntry(page: Page, dialog: Locator, number: number, entry: string[]) {
  const [analysis, method, specimen, results] = entry as [string, string, string, string];
  const group = dialog.getByRole('group', { name: T.form.entry(number) });
  await group.getByRole('textbox', { name: T.form.fields.analysis }).fill(analysis);
  await choose(group, page, T.form.fields.method, method);
  await choose(group, page, T.form.fields.specimen, specimen);
  await group.getByRole('textbox', { name: T.form.fields.results }).fill(results);
}

async function expectInsightsReady(page: Page) {
  await expect(page.getByText(T.page.gathering)).toHaveCount(0, { timeout: INSIGHT_TIMEOUT });
  await expect(page.getByText(/Written by the rules engine/)).toBeVisible();
}

test('a toxicology case is created with three entries, gets insights, is updated and opened from the list', async ({
  page,
}) => {
  await openSignedIn(page, '/account', DEMO.beta);
  await startToxTrial(page);
  await page.goto(WORKSPACE);
  await expect(page.getByText(T.stats.casesWithToxicology)).toBeVisible();

  // 1. Create: three entries, one added at a time; the blank fourth is never sent.
  await page.getByRole('button', { name: T.createCase }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: T.form.heading })).toBeVisible();
  await dialog.getByRole('textbox', { name: T.form.fields.age }).fill('41');
  await choose(dialog, page, T.form.fields.sex, T.sexLabels.M);
  await fillEntry(page, dialog, 1, ['Fentanyl', 'LC-MS/MS', 'Blood Femoral', '14 ng/mL']);
  await dialog.getByRole('button', { name: T.form.addEntry }).click();
  await fillEntry(page, dialog, 2, ['Alprazolam', 'LC-MS/MS', 'Blood Femoral', '60 ng/mL']);
  await dialog.getByRole('button', { name: T.form.addEntry }).click();
  await fillEntry(page, dialog, 3, ['6-MAM', 'LC-MS/MS', 'Urine', 'Positive']);
  await dialog.getByRole('button', { name: T.form.addEntry }).click();
  await expect(dialog.getByRole('group', { name: T.form.entry(4) })).toBeVisible();
  await dialog.getByRole('button', { name: T.form.create, exact: true }).click();

  await expect(page).toHaveURL(/\/tox-case-details\/TX-[0-9A-Z]{8}/);
  const caseId = /tox-case-details\/(TX-[0-9A-Z]{8})/.exec(page.url())?.[1] ?? '';
  await expect(page.getByRole('heading', { name: T.page.caseId(caseId) })).toBeVisible();
  for (const analysis of ['Fentanyl', 'Alprazolam', '6-MAM'])
    await expect(page.getByText(analysis).first()).toBeVisible();
  await expect(page.getByText(T.form.entry(4))).toHaveCount(0);

  // 2. The insights arrive, with the findings behind them; the version is sealed in the ledger.
  await expectInsightsReady(page);
  await expect(page.getByText(T.page.causeHypothesis)).toBeVisible();
  await expect(page.getByText(TRUST_TEXT.verified)).toBeVisible({ timeout: 20_000 });

  // 3. Update: a location added makes version 1, the most recent.
  await page.getByRole('button', { name: T.page.update }).click();
  const save = dialog.getByRole('button', { name: T.form.update, exact: true });
  await expect(save).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: T.form.fields.age })).toHaveValue('41');
  await dialog.getByRole('textbox', { name: T.form.fields.location }).fill('Riverside County');
  await save.click();
  await expect(page.getByText('Riverside County')).toBeVisible();
  await expect(page.getByRole('combobox', { name: T.page.version })).toHaveText(T.page.mostRecent);
  await expectInsightsReady(page);

  // 4. Version 0 stays readable, without the location.
  await choose(page, page, T.page.version, T.page.versionOption(0));
  await expect(page.getByText('Fentanyl').first()).toBeVisible();
  await expect(page.getByText('Riverside County')).toHaveCount(0);

  // 5. Back to the list: the case is found by its id and opens again.
  await page
    .getByRole('link', { name: T.page.back })
    .or(page.getByRole('button', { name: T.page.back }))
    .click();
  await page.getByRole('textbox', { name: T.list.lookup }).fill(caseId);
  const row = page.getByRole('row').filter({ hasText: caseId });
  await expect(row).toHaveCount(1);
  await row.click();
  await expect(page.getByRole('heading', { name: T.page.caseId(caseId) })).toBeVisible();
  await expect(page.getByText('Riverside County')).toBeVisible();
});
