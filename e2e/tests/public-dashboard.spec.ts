import {
  expect,
  test,
  type BrowserContext,
  type FrameLocator,
  type Locator,
  type Page,
} from '@playwright/test';
import { CASE_LIST_TAB_ID, DEFAULT_CASE_DASHBOARD } from '@hde/contracts';
import {
  ANALYTICS_TEXT,
  EMBED_DIALOG_TEXT,
  FIRST_WORKSPACE_NAME,
  PUBLIC_DASHBOARD_TEXT,
  SUCCESS_MESSAGES,
  WIDGET_REMOVAL_REASON_LABELS,
  WORKSPACE_SETTINGS_TEXT,
  WORKSPACE_TAB_LABELS,
} from '@hde/contracts/text';
import { startEmbeddingSite } from './embedding-site.js';
import { workspaceWithSandbox } from './sandbox.js';
import { importWithoutMapping } from './wizard.js';

// A whole journey: an account signed up, the sandbox and a second file imported and published by the job runner.
test.describe.configure({ timeout: 120_000 });

const S = WORKSPACE_SETTINGS_TEXT;
const REPORT = PUBLIC_DASHBOARD_TEXT.report;
const publishedTabs = DEFAULT_CASE_DASHBOARD.tabs.filter((tab) => tab.id !== CASE_LIST_TAB_ID);
const caseListTab = DEFAULT_CASE_DASHBOARD.tabs.find((tab) => tab.id === CASE_LIST_TAB_ID)!;
const widgetTitle = (id: string) => publishedTabs[0]!.widgets.find((widget) => widget.id === id)!.title;
const totalCasesTitle = widgetTitle('total_cases');
/**
 * The figure that follows the import: Total Cases, which every added case counts. Accepted Cases is a group of all
 * cases: beside the total it is withheld while the cases not accepted are few (decision 0013).
 */
const followedTitle = totalCasesTitle;
const ADDED_CASES = 12;
/** Publishing runs in the background job runner after the switch and after every import. */
const PUBLISH_TIMEOUT = 45_000;

/** The only calls a signed-out visitor's browser may make: the public ones and the client settings. */
const ALLOWED_CALL = /^\/v2\/(public\/|app\/client-config$)/;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Cases that died in the year before this one: inside the public deaths-by-month window. */
function moreCasesJson(count: number): Buffer {
  const year = new Date().getUTCFullYear() - 1;
  const cases = Array.from({ length: count }, (_, index) => ({
    case_id: `PUBLIC-${index + 1}`,
    date_of_death: `${year}-${String((index % 12) + 1).padStart(2, '0')}-15`,
    sex: index % 2 === 0 ? 'F' : 'M',
    case_status: 'Accepted',
    manner_of_death: 'Natural',
    cause_of_death: 'Hypertensive cardiovascular disease',
  }));
  return Buffer.from(JSON.stringify(cases));
}

/** Paths of the calls (fetch, XHR, streams) any page of the context makes, whatever their origin. */
function recordCalls(context: BrowserContext): string[] {
  const calls: string[] = [];
  context.on('request', (request) => {
    if (['fetch', 'xhr', 'eventsource', 'websocket'].includes(request.resourceType())) {
      const url = new URL(request.url());
      calls.push(`${url.origin}${url.pathname}`);
    }
  });
  return calls;
}

function expectOnlyPublicCalls(calls: string[], productOrigin: string) {
  const refused = calls.filter((call) => {
    const url = new URL(call);
    return url.origin !== productOrigin || !ALLOWED_CALL.test(url.pathname);
  });
  expect(refused).toEqual([]);
}

/** The number a published stat card shows. */
async function publishedFigure(view: Page | FrameLocator | Locator, title: string): Promise<number> {
  const figure = view.getByRole('region', { name: title }).getByRole('paragraph').first();
  await expect(figure).toHaveText(/^\d[\d,]*$/);
  return Number((await figure.textContent())!.replace(/,/g, ''));
}

async function expectPublicDashboard(view: Page | FrameLocator) {
  await expect(view.getByRole('heading', { level: 1, name: FIRST_WORKSPACE_NAME })).toBeVisible();
  await expect(view.getByText(PUBLIC_DASHBOARD_TEXT.liveChip, { exact: true })).toBeVisible();
  await expect(
    view.getByText(new RegExp(`^${escapeRegExp(PUBLIC_DASHBOARD_TEXT.lastUpdated)}: \\d{2}/\\d{2}/\\d{4}$`)),
  ).toBeVisible();
  await expect(
    view.getByRole('tablist', { name: PUBLIC_DASHBOARD_TEXT.tabsLabel }).getByRole('tab'),
  ).toHaveText(publishedTabs.map((tab) => tab.title));
  await expect(view.locator('canvas').first()).toBeVisible();
}

async function setPublic(page: Page, enable: boolean) {
  await page.getByRole('tab', { name: WORKSPACE_TAB_LABELS.settings }).click();
  await page.getByRole('switch', { name: S.publicCard.switchLabel }).click();
  const dialog = enable ? S.enableDialog : S.disableDialog;
  await page
    .getByRole('dialog', { name: dialog.title })
    .getByRole('button', { name: dialog.confirm })
    .click();
}

test('a public dashboard is published, seen signed out and framed by another site, follows imports and closes', async ({
  page,
  browser,
}) => {
  await workspaceWithSandbox(page);

  // 1. Enabled: prepared by the job runner, then the owner sees what the public sees and the Privacy Report.
  await setPublic(page, true);
  const preparing = page.getByRole('dialog', { name: S.preparingDialog.title });
  await expect(preparing).toBeVisible();
  await expect(preparing).toBeHidden({ timeout: PUBLISH_TIMEOUT });
  await expect(page).toHaveURL(/\?id=public$/);
  const preview = page.getByRole('region', { name: PUBLIC_DASHBOARD_TEXT.viewAsPublicTitle });
  await expect(preview.locator('canvas').first()).toBeVisible();
  const previewFollowed = await publishedFigure(preview, followedTitle);
  const report = page.getByRole('table', { name: REPORT.title });
  await expect(report.getByRole('row').filter({ hasText: totalCasesTitle }).first()).toContainText(
    REPORT.published,
  );
  await expect(report.getByRole('row').filter({ hasText: caseListTab.title })).toContainText(
    REPORT.removed(WIDGET_REMOVAL_REASON_LABELS.caseList),
  );

  // 2. The embed code and the direct link, read from the dialog's fields, not from the clipboard.
  await page.getByRole('tab', { name: WORKSPACE_TAB_LABELS.settings }).click();
  await page.getByRole('button', { name: S.publicCard.embed }).click();
  const embed = page.getByRole('dialog', { name: EMBED_DIALOG_TEXT.title });
  const snippet = await embed.getByRole('textbox', { name: EMBED_DIALOG_TEXT.codeLabel }).inputValue();
  const link = await embed.getByRole('textbox', { name: EMBED_DIALOG_TEXT.linkLabel }).inputValue();
  const workspaceId = /\/mdi\/workspace\/([0-9a-f-]{36})/.exec(page.url())![1]!;
  expect(new URL(link).pathname).toBe(`/public/${workspaceId}`);
  expect(snippet).toContain(`src="${link}"`);
  await embed.getByRole('button', { name: EMBED_DIALOG_TEXT.close }).click();

  const visitor = await browser.newContext();
  const calls = recordCalls(visitor);
  const publicPage = await visitor.newPage();
  await publicPage.goto(link);
  await expectPublicDashboard(publicPage);
  const followed = await publishedFigure(publicPage, followedTitle);
  expect(followed).toBe(previewFollowed);
  for (const control of [ANALYTICS_TEXT.addFilter, ANALYTICS_TEXT.clearFilters, ANALYTICS_TEXT.exportCsv]) {
    await expect(publicPage.getByRole('button', { name: control })).toHaveCount(0);
  }
  await expect(publicPage.getByRole('textbox', { name: ANALYTICS_TEXT.quickSearch })).toHaveCount(0);
  const productOrigin = new URL(link).origin;
  expect(calls.some((call) => call.startsWith(`${productOrigin}/v2/public/`))).toBe(true);
  expectOnlyPublicCalls(calls, productOrigin);

  // 3. Another site frames the dashboard: the snippet exactly as copied, on a page of another origin.
  const site = await startEmbeddingSite(snippet);
  try {
    expect(new URL(site.url).origin).not.toBe(productOrigin);
    const sitePage = await visitor.newPage();
    await sitePage.goto(site.url);
    await expect(sitePage.locator('iframe')).toHaveAttribute(
      'title',
      EMBED_DIALOG_TEXT.frameTitle(FIRST_WORKSPACE_NAME),
    );
    const frame = sitePage.frameLocator('iframe');
    await expectPublicDashboard(frame);
    expect(await publishedFigure(frame, followedTitle)).toBe(followed);

    // 4. An import publishes again: the signed-out page, reloaded, follows.
    await page.getByRole('tab', { name: WORKSPACE_TAB_LABELS.import }).click();
    await importWithoutMapping(page, 'CASE', 'more-public-cases.json', moreCasesJson(ADDED_CASES));
    await expect
      .poll(
        async () => {
          await publicPage.reload();
          return publishedFigure(publicPage, followedTitle);
        },
        { timeout: PUBLISH_TIMEOUT, intervals: [1_000, 2_000] },
      )
      .toBe(followed + ADDED_CASES);
    await sitePage.reload();
    expect(await publishedFigure(frame, followedTitle)).toBe(followed + ADDED_CASES);

    // 5. Disabled: the link and the frame show the not-public page.
    await setPublic(page, false);
    await expect(page.getByText(SUCCESS_MESSAGES.publicDashboardDisabled)).toBeVisible();
    await publicPage.reload();
    await expect(
      publicPage.getByRole('heading', { level: 1, name: PUBLIC_DASHBOARD_TEXT.notPublicTitle }),
    ).toBeVisible();
    await expect(publicPage.getByRole('heading', { name: FIRST_WORKSPACE_NAME })).toHaveCount(0);
    await sitePage.reload();
    await expect(frame.getByRole('heading', { name: PUBLIC_DASHBOARD_TEXT.notPublicTitle })).toBeVisible();
  } finally {
    await site.close();
  }

  expectOnlyPublicCalls(calls, productOrigin);
  await visitor.close();
});
