import { expect, test, type Page, type Response } from '@playwright/test';
import { TOX_WORKSPACE_ID } from '@hde/contracts';
import { TOX_TRENDS_TEXT } from '@hde/contracts/text';
import { DEMO, openSignedIn } from './sign-in.js';
import { startToxTrial } from './tox-trial.js';

const T = TOX_TRENDS_TEXT;
const TRENDS = `/tox/workspace/${TOX_WORKSPACE_ID}?id=trends`;
const CHARTS = [T.charts.total, T.charts.bySubstance, T.charts.bySex, T.charts.byRace, T.charts.byAge];

const isTrendsReply = (response: Response) => new URL(response.url()).pathname === '/v2/tox-insights/trends';
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The whole text, any case: the picker may spell a substance as an opioid option does. */
const exactly = (text: string, then = '') => new RegExp(`^${escaped(text)}${then}$`, 'i');

async function expectCharts(page: Page) {
  for (const title of CHARTS) {
    const chart = page.getByRole('region', { name: title }).getByRole('img');
    await expect(chart).toBeVisible();
    await expect(chart).toHaveAccessibleName(new RegExp(`^${escaped(title)}, by week from `));
  }
  const feed = page.getByRole('region', { name: T.feed.title });
  await expect(feed.getByText(T.feed.badge)).toBeVisible();
  await expect(feed.getByText(/^Shown only when p < /)).toBeVisible();
}

test('Trends & Patterns draws the weekly charts and the Insight Feed, and the labelled sample view', async ({
  page,
}) => {
  await openSignedIn(page, '/account', DEMO.beta);
  await startToxTrial(page);
  const present = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/v2/tox-insights/substances',
  );
  const opening = page.waitForResponse(isTrendsReply);
  await page.goto(TRENDS);
  expect((await opening).status()).toBe(200);
  const { substances } = (await (await present).json()) as { substances: string[] };
  expect(substances.length).toBeGreaterThanOrEqual(2);

  // Two substances of the sample cases and the last six full years to today.
  const picked = substances.slice(0, 2);
  for (const substance of picked) {
    await page.getByRole('combobox', { name: T.substances }).click();
    await page.getByRole('option', { name: exactly(substance) }).click();
  }
  const today = new Date().toISOString().slice(0, 10);
  await page.getByLabel(T.startDate).fill(`${Number(today.slice(0, 4)) - 6}-01-01`);
  await page.getByLabel(T.endDate).fill(today);

  const asked = page.waitForResponse(isTrendsReply);
  await page.getByRole('button', { name: T.getTrends }).click();
  const reply = await asked;
  expect(reply.status()).toBe(200);
  const query = new URL(reply.url()).searchParams;
  expect(query.getAll('substances').map((name) => name.toLowerCase())).toEqual(
    picked.map((name) => name.toLowerCase()),
  );
  expect(query.get('end_date')).toBe(today);
  await expect(page.getByText(T.loading)).toHaveCount(0);
  await expectCharts(page);
  const counts = page.getByRole('region', { name: T.summary.substances });
  for (const substance of picked) await expect(counts.getByText(exactly(substance, ': \\d+'))).toBeVisible();

  // The sample view: synthetic trends, labelled while it is on.
  const sample = page.waitForResponse(
    (response) => isTrendsReply(response) && new URL(response.url()).searchParams.get('sample') === 'true',
  );
  await page.getByRole('switch', { name: T.sample.show }).click();
  await expect(page.getByText(T.sample.label)).toBeVisible();
  expect((await sample).status()).toBe(200);
  await expect(page.getByText(T.loading)).toHaveCount(0);
  await expectCharts(page);

  await page.getByRole('switch', { name: T.sample.show }).click();
  await expect(page.getByText(T.sample.label)).toHaveCount(0);
});
