import { expect, test } from '@playwright/test';
import { TOX_WORKSPACE_ID } from '@hde/contracts';
import type { QueryBody } from '@hde/contracts/api';
import { TOX_TRENDS_TEXT } from '@hde/contracts/text';
import { DEMO, openSignedIn } from './sign-in.js';
import { startToxTrial } from './tox-trial.js';

const T = TOX_TRENDS_TEXT.overview;
const WORKSPACE = `/tox/workspace/${TOX_WORKSPACE_ID}`;

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
  // ECharts names each chart by its data ("… named Cases by Sex. … the data for Male is 25, …").
  const chart = (title: string) => overview.getByRole('region', { name: title }).getByRole('img').first();
  for (const title of ['Cases by Substance', 'Cases by Sex', 'Cases by Race']) {
    await expect(chart(title)).toHaveAttribute('aria-label', new RegExp(`named ${title}`));
  }
  const casesBySex = async () => {
    const label = (await chart('Cases by Sex').getAttribute('aria-label')) ?? '';
    return [...label.matchAll(/ is (\d+)/g)].reduce((sum, match) => sum + Number(match[1]), 0);
  };
  await expect.poll(casesBySex).toBeGreaterThan(0);
  const allCases = await casesBySex();
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
  // Not every sample case has the most frequent substance.
  await expect.poll(casesBySex).toBeLessThan(allCases);
  expect(await casesBySex()).toBeGreaterThan(0);

  await clear.click();
  await expect(overview.getByRole('button', { name: substance })).toHaveCount(0);
  await expect(clear).toBeDisabled();
  await expect.poll(casesBySex).toBeGreaterThanOrEqual(allCases);
});
