import { expect, type Page } from '@playwright/test';

/** The signed-in account's Smart Toxicology trial, started through the API as the Module Manager starts it. */
export async function startToxTrial(page: Page) {
  const token = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.startsWith('oidc.user:'));
    return key
      ? (JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token
      : undefined;
  });
  const reply = await page.request.post('/v2/tox/user/sign-up', {
    headers: { authorization: `Bearer ${token}` },
  });
  // 409: another spec or an earlier run of the suite started it already.
  expect([200, 409]).toContain(reply.status());
}
