import { expect, test, type Page } from '@playwright/test';
import { TOX_WORKSPACE_ID } from '@hde/contracts';
import type { QueryBody } from '@hde/contracts/api';
import { ANALYTICS_TEXT, TOX_TRENDS_TEXT } from '@hde/contracts/text';
import { DEMO, openSignedIn } from './sign-in.js';

const T = TOX_TRENDS_TEXT.overview;
const WORKSPACE = `/tox/workspace/${TOX_WORKSPACE_ID}`;

/** The beta demo account's Smart Toxicology trial, started through the API as the Module Manager starts it. */
async function startToxTrial(page: Page) {
  const token = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.startsWith('oidc.user:'));
    return key
      ? (JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token
      : undefined;
  });
  const reply = await page.request.post('/v2/tox/user/sign-up', {
    headers: { authorization: `Bearer ${token}` },
  });
  // 409: another spec or an earlier run started it already.
  expect([200, 409]).toContain(reply.status());
}

const isOverviewCall = (url: string) =>
  url.endsWith(`/v2/tox/CASE/dashboard/${TOX_WORKSPACE_ID}/query/multiple`);

test('the Toxicology Overview draws the sample cases and narrows them to a substance', async ({ page }) => {
  await openSignedIn(page, '/account', DEMO.beta);
  await startToxTrial(page);
  const firstAnswer = page.waitForResponse((response) => isOverviewCall(response.url()));
  await page.goto(WORKSPACE);

  const overview = page.getByRole('region', { name: T.title });
  await expect(overview.getByRole('heading', { name: T.title })).toBeVisible();
  expect((await firstAnswer).status()).toBe(200);
  for (const title of ['Cases by Substance', 'Cases by Sex', 'Cases Over Time']) {
    const widget = overview.getByRole('region', { name: title });
    await expect(widget.getByRole('img', { name: ANALYTICS_TEXT.chartLabel(title) })).toBeVisible();
  }
  const clear = overview.getByRole('button', { name: T.clearFilters });
  await expect(clear).toBeDisabled();

  // The substances present are the filter's choices, most cases first.
  const filtered = page.waitForRequest(
    (request) => isOverviewCall(request.url()) && request.postData()?.includes('"substance"') === true,
  );
  await overview.getByRole('combobox', { name: T.substance }).click();
  const first = page.getByRole('option').first();
  const substance = (await first.textContent()) ?? '';
  expect(substance).not.toBe('');
  await first.click();

  const body = (await filtered).postDataJSON() as Record<string, QueryBody>;
  expect(body.tox_by_sex?.where).toEqual({
    and: [{ field: 'substance', operator: 'in', values: [substance] }],
  });
  expect(body.tox_by_sex?.unwind).toBe('toxicology');
  await expect(overview.getByRole('button', { name: substance })).toBeVisible();
  await expect(clear).toBeEnabled();
  await expect(
    overview
      .getByRole('region', { name: 'Cases by Sex' })
      .getByRole('img', { name: ANALYTICS_TEXT.chartLabel('Cases by Sex') }),
  ).toBeVisible();

  await clear.click();
  await expect(overview.getByRole('button', { name: substance })).toHaveCount(0);
  await expect(clear).toBeDisabled();
});
