import { readFile } from 'node:fs/promises';
import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { ANALYTICS_TEXT, DASHBOARD_TEXT, WORKSPACE_TAB_LABELS, reportFileName } from '@hde/contracts/text';
import { REPORT_TEXT, type DashboardMode, type DashboardType } from '@hde/contracts/api';
import { completeOnboarding } from './onboarding.js';
import { workspaceWithSandbox } from './sandbox.js';
import { createAccount } from './sign-up.js';

// A whole journey: three accounts signed up, the sandbox imported and the dashboards' answers computed by the job
// runner.
test.describe.configure({ timeout: 240_000 });

const D = DASHBOARD_TEXT;
const FIRST_PASSWORD = 'Dash#Board2026';
const RESET_PASSWORD = 'Reset#View2027';
/** A PUBLIC or PASSWORD dashboard is answered once the job runner has published its answers. */
const PUBLISH_TIMEOUT = 45_000;
/** The only calls a signed-out visitor's browser may make: the public ones and the client settings. */
const ALLOWED_CALL = /^\/v2\/(public\/|app\/client-config$)/;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A field by its label, whether or not the label carries the required asterisk. */
const labelled = (text: string) => new RegExp(`^${escapeRegExp(text)}\\s*\\*?$`);

interface Saved {
  id: string;
  name: string;
}

/** Paths of the calls (fetch, XHR, streams) any page of the context makes. */
function recordCalls(context: BrowserContext): string[] {
  const calls: string[] = [];
  context.on('request', (request) => {
    if (['fetch', 'xhr', 'eventsource', 'websocket'].includes(request.resourceType())) {
      calls.push(new URL(request.url()).pathname);
    }
  });
  return calls;
}

/** Saves the analytics tab as it is through the Save as Dashboard dialog and returns the new dashboard's id. */
async function saveAsDashboard(
  page: Page,
  setup: { name: string; type: DashboardType; mode: DashboardMode; password?: string; email?: string },
): Promise<Saved> {
  await page.getByRole('button', { name: D.saveAsDashboard }).click();
  const dialog = page.getByRole('dialog', { name: D.saveAsDashboard });
  await expect(dialog.getByRole('heading', { name: D.dialogTitle })).toBeVisible();
  const save = dialog.getByRole('button', { name: D.save });
  await dialog.getByLabel(labelled(D.fields.name)).fill(setup.name);
  await dialog.getByLabel(labelled(D.fields.description)).fill(`${setup.name}, saved by the end-to-end test`);
  await dialog.getByRole('radio', { name: D.typeLabels[setup.type] }).check();
  await expect(save).toBeDisabled();
  await dialog.getByRole('radio', { name: D.modeLabels[setup.mode] }).check();
  if (setup.password)
    await dialog.getByRole('textbox', { name: labelled(D.fields.password) }).fill(setup.password);
  if (setup.email) {
    const emails = dialog.getByRole('combobox', { name: labelled(D.fields.emails) });
    await expect(save).toBeDisabled();
    await emails.fill(setup.email);
    await emails.press('Enter');
    await expect(dialog.getByRole('button', { name: setup.email.trim() })).toBeVisible();
  }
  const created = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && /\/dashboards$/.test(new URL(response.url()).pathname),
  );
  await save.click();
  const response = await created;
  expect(response.status()).toBe(201);
  await expect(page.getByText(D.success.created)).toBeVisible();
  await expect(dialog).toBeHidden();
  const { id } = (await response.json()) as { id: string };
  return { id, name: setup.name };
}

const viewerPath = (dashboard: Saved) => `/mdi/dashboard/${dashboard.id}`;

async function expectDashboardShown(page: Page, dashboard: Saved) {
  await expect(page.getByRole('heading', { level: 1, name: dashboard.name })).toBeVisible();
  await expect(page.locator('canvas').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: D.accessNotGranted })).toHaveCount(0);
}

async function expectAccessNotGranted(page: Page, dashboard: Saved) {
  await expect(page.getByRole('heading', { name: D.accessNotGranted })).toBeVisible();
  await expect(page.getByText(D.accessNotGrantedBody)).toBeVisible();
  await expect(page.getByRole('heading', { name: dashboard.name })).toHaveCount(0);
}

/** Opens a PUBLIC dashboard's link signed out, reloading until the job runner has published its answers. */
async function openPublished(page: Page, dashboard: Saved) {
  await page.goto(viewerPath(dashboard));
  const name = page.getByRole('heading', { level: 1, name: dashboard.name });
  await expect
    .poll(
      async () => {
        if (await name.isVisible()) return true;
        await page.reload();
        await page.waitForLoadState('networkidle');
        return name.isVisible();
      },
      { timeout: PUBLISH_TIMEOUT, intervals: [1_000, 2_000] },
    )
    .toBe(true);
}

async function unlock(page: Page, password: string) {
  const form = page.getByRole('form', { name: D.passwordPrompt });
  await form.getByRole('textbox', { name: D.fields.password, exact: true }).fill(password);
  await form.getByRole('button', { name: D.unlock }).click();
}

function row(page: Page, dashboard: Saved): Locator {
  return page
    .getByRole('table', { name: D.myDashboards })
    .getByRole('row')
    .filter({ hasText: dashboard.name });
}

test('custom dashboards of each access level are saved, managed and opened by who may and may not see them', async ({
  page,
  browser,
}) => {
  const stamp = Date.now();
  const listedEmail = `listed.viewer.${stamp}@example.org`;
  await workspaceWithSandbox(page);
  await page.getByRole('tab', { name: WORKSPACE_TAB_LABELS.analytics }).click();
  await expect(page.locator('canvas').first()).toBeVisible();

  // 1. Saved from the analytics tab: the listed e-mail typed in another case and with spaces, as people paste it.
  const privateOne = await saveAsDashboard(page, {
    name: `Private deaths ${stamp}`,
    type: 'LIVE',
    mode: 'PRIVATE',
    email: `  ${listedEmail.toUpperCase()} `,
  });
  const publicOne = await saveAsDashboard(page, {
    name: `Public snapshot ${stamp}`,
    type: 'SNAPSHOT',
    mode: 'PUBLIC',
  });
  const passwordOne = await saveAsDashboard(page, {
    name: `Password live ${stamp}`,
    type: 'LIVE',
    mode: 'PASSWORD',
    password: FIRST_PASSWORD,
  });

  // 2. My Dashboards lists them; a row opens the Selected Dashboard View; the snapshot is refreshed.
  await page.getByRole('tab', { name: WORKSPACE_TAB_LABELS.dashboards }).click();
  await expect(row(page, privateOne)).toContainText(D.modeLabels.PRIVATE);
  await expect(row(page, publicOne)).toContainText(D.typeLabels.SNAPSHOT);
  await expect(row(page, passwordOne)).toContainText(D.modeLabels.PASSWORD);
  await row(page, publicOne).click();
  const selected = page.getByRole('region', { name: D.selectedView });
  await expect(selected.getByText(publicOne.name, { exact: true })).toBeVisible();
  await expect(selected.getByText(D.badge.SNAPSHOT)).toBeVisible();
  await expect(selected.locator('canvas').first()).toBeVisible();
  await selected.getByRole('button', { name: D.refreshSnapshot }).click();
  await expect(page.getByText(D.success.snapshotRefreshed)).toBeVisible();

  // 3. Edit Dashboard of the PASSWORD one: its password is revealed, then reset to a new valid one.
  await page.getByRole('button', { name: `${D.fields.edit} ${passwordOne.name}` }).click();
  await expect(page.getByRole('heading', { name: D.editTitle })).toBeVisible();
  const passwordCard = page.getByRole('region', { name: D.fields.password, exact: true });
  const passwordField = passwordCard.getByRole('textbox', { name: D.fields.password, exact: true });
  await expect(passwordField).toHaveAttribute('type', 'password');
  await passwordCard.getByRole('button', { name: D.revealPassword }).click();
  await expect(passwordField).toHaveAttribute('type', 'text');
  await expect(passwordField).toHaveValue(FIRST_PASSWORD);
  const reset = passwordCard.getByRole('button', { name: D.resetPassword });
  await expect(reset).toBeDisabled();
  await passwordField.fill(RESET_PASSWORD);
  await reset.click();
  await expect(page.getByText(D.success.passwordUpdated)).toBeVisible();
  await expect(passwordField).toHaveValue(RESET_PASSWORD);
  await expect(reset).toBeDisabled();
  await page.getByRole('button', { name: D.back }).click();

  // 4. Its creator opens the PRIVATE one and downloads the PDF of the tab shown.
  await page.goto(viewerPath(privateOne));
  await expectDashboardShown(page, privateOne);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: ANALYTICS_TEXT.downloadPdf }).click();
  await page.getByRole('menuitem', { name: REPORT_TEXT.scopes.tab }).click();
  const report = await downloading;
  expect(report.suggestedFilename()).toBe(reportFileName('case', privateOne.id));
  expect((await readFile((await report.path())!)).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // 5. Signed out: the PUBLIC one is shown through /v2/public only; the PASSWORD one asks for the password and
  // refuses the one it had before the reset; the PRIVATE one is not granted.
  const visitor = await browser.newContext();
  const calls = recordCalls(visitor);
  const anonymous = await visitor.newPage();
  await openPublished(anonymous, publicOne);
  await expectDashboardShown(anonymous, publicOne);
  await expect(anonymous.getByText(D.badge.SNAPSHOT)).toBeVisible();

  await anonymous.goto(viewerPath(passwordOne));
  await expect(anonymous.getByRole('heading', { name: D.passwordPrompt })).toBeVisible();
  await unlock(anonymous, FIRST_PASSWORD);
  await expect(anonymous.getByRole('alert')).toHaveText(D.wrongPassword);
  await expect(anonymous.getByRole('heading', { name: passwordOne.name })).toHaveCount(0);
  await unlock(anonymous, RESET_PASSWORD);
  await expectDashboardShown(anonymous, passwordOne);
  await expect(anonymous.getByText(D.badge.LIVE)).toBeVisible();

  await anonymous.goto(viewerPath(privateOne));
  await expectAccessNotGranted(anonymous, privateOne);

  expect(calls.some((call) => call.startsWith('/v2/public/'))).toBe(true);
  expect(calls.filter((call) => !ALLOWED_CALL.test(call))).toEqual([]);
  await visitor.close();

  // 6. Signed in: the listed e-mail's account sees the PRIVATE one; an account not listed is not granted it.
  const listedContext = await browser.newContext();
  const listed = await listedContext.newPage();
  await createAccount(listed, '/', listedEmail);
  await completeOnboarding(listed, { firstName: 'Lisa', startMdiTrial: false });
  await listed.goto(viewerPath(privateOne));
  await expectDashboardShown(listed, privateOne);
  await expect(listed.getByText(D.badge.LIVE)).toBeVisible();
  await listedContext.close();

  const strangerContext = await browser.newContext();
  const stranger = await strangerContext.newPage();
  await createAccount(stranger);
  await completeOnboarding(stranger, { firstName: 'Sam', startMdiTrial: false });
  await stranger.goto(viewerPath(privateOne));
  await expectAccessNotGranted(stranger, privateOne);
  await strangerContext.close();
});
