import { expect, test } from '@playwright/test';
import { APP_VERSION, THEME_COOKIE } from '@hde/contracts';
import { SHELL_TEXT } from '@hde/contracts/text';
import { DEMO, openSignedIn } from './sign-in.js';

const sidebar = SHELL_TEXT.sidebar;

test('the sidebar lists MDI, Smart Toxicology, Module Manager and Help Center for a beta user, with the version', async ({
  page,
}) => {
  await openSignedIn(page, '/account', DEMO.beta);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveText([
    sidebar.mdi,
    sidebar.tox,
    sidebar.moduleManager,
    sidebar.helpCenter,
  ]);
  await expect(nav.getByRole('link', { name: sidebar.helpCenter })).toHaveAttribute('target', '_blank');
  await expect(page.getByText(SHELL_TEXT.version(APP_VERSION))).toBeVisible();
});

test('an ordinary user does not see Smart Toxicology', async ({ page }) => {
  await openSignedIn(page, '/account', DEMO.user);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveText([sidebar.mdi, sidebar.moduleManager, sidebar.helpCenter]);
});

test('the theme toggle writes hde_mode and survives a reload', async ({ page, context }) => {
  await openSignedIn(page, '/account', DEMO.user);
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const lightBackground = await background();
  await page.getByRole('button', { name: SHELL_TEXT.theme.toggle }).click();
  await expect
    .poll(async () => (await context.cookies()).find((c) => c.name === THEME_COOKIE)?.value)
    .toBe('dark');
  const darkBackground = await background();
  expect(darkBackground).not.toBe(lightBackground);
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  expect(await background()).toBe(darkBackground);
});

test('an unknown path shows the 404 text', async ({ page }) => {
  await openSignedIn(page, '/account', DEMO.user);
  await page.goto('/no/such/page');
  await expect(page.getByText(SHELL_TEXT.notFound)).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    viewport: { width: 390, height: 844 },
  });

  test('a mobile user agent sees the unsupported-device view', async ({ page }) => {
    await page.goto('/account');
    await expect(page.getByText(SHELL_TEXT.mobile.title)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  });
});
