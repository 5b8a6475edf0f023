import { expect, test } from '@playwright/test';
import { TOX_WORKSPACE_ID } from '@hde/contracts';
import { MODULE_SHORT_NAMES, SHELL_TEXT } from '@hde/contracts/text';
import { DEMO, openSignedIn } from './sign-in.js';

test('a non-beta user never sees Smart Toxicology: sidebar, Module Manager or API', async ({ page }) => {
  await openSignedIn(page, '/account', DEMO.user);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByText(SHELL_TEXT.sidebar.tox)).toHaveCount(
    0,
  );

  await page.goto('/module-manager');
  await expect(page.getByRole('tab').first()).toBeVisible();
  for (const tab of await page.getByRole('tab').all()) {
    await tab.click();
    await expect(page.getByRole('heading', { name: MODULE_SHORT_NAMES.tox, exact: true })).toHaveCount(0);
    await expect(page.getByText(/Smart Toxicology/)).toHaveCount(0);
  }

  const token = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'));
    return key
      ? (JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token
      : undefined;
  });
  expect(token).toBeTruthy();
  const headers = { authorization: `Bearer ${token}` };
  const modules = await page.request.get('/v2/module-manager/modules', { headers });
  expect(
    ((await modules.json()) as { items: { moduleId: string }[] }).items.map((m) => m.moduleId),
  ).not.toContain('tox');
  expect((await page.request.post('/v2/tox/user/sign-up', { headers })).status()).toBe(404);
  expect((await page.request.get(`/v2/tox/workspace/${TOX_WORKSPACE_ID}`, { headers })).status()).toBe(404);
});
