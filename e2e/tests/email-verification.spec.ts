import { expect, test } from '@playwright/test';
import {
  EMAIL_VERIFICATION_TEXT,
  PENDING_INVITATIONS_TEXT,
  SHELL_TEXT,
  SIGN_IN_TEXT,
  SUCCESS_MESSAGES,
  WORKSPACE_USERS_TEXT,
} from '@hde/contracts/text';
import { completeOnboarding } from './onboarding.js';
import { expectSignInPage, signIn } from './sign-in.js';
import { NEW_ACCOUNT_PASSWORD, createAccount, verifyEmailThroughLocalMail } from './sign-up.js';

test.describe.configure({ timeout: 120_000 });

test('an invitation waits until its address is verified through the local mail page', async ({ browser }) => {
  const owner = await (await browser.newContext()).newPage();
  const newHire = await (await browser.newContext()).newPage();

  await createAccount(owner);
  await completeOnboarding(owner, { firstName: 'Olive', startMdiTrial: true });
  await expect(owner).toHaveURL(/\/mdi\/workspace\/[0-9a-f-]{36}/);
  const workspaceUrl = new URL(owner.url()).pathname;

  const email = `new.hire.${Date.now()}@hospital.example`;
  await owner.goto(`${workspaceUrl}?id=management`);
  await owner.getByRole('button', { name: WORKSPACE_USERS_TEXT.sendInvite }).first().click();
  const dialog = owner.getByRole('dialog');
  await dialog.getByLabel(WORKSPACE_USERS_TEXT.dialog.email).fill(email);
  await dialog.getByLabel(WORKSPACE_USERS_TEXT.dialog.role).click();
  await owner.getByRole('option', { name: 'ADMIN', exact: true }).click();
  await dialog.getByRole('button', { name: WORKSPACE_USERS_TEXT.dialog.invite }).click();
  await expect(owner.getByText(SUCCESS_MESSAGES.userInvited)).toBeVisible();

  // Whoever registers the address first, without owning it, sees no invitation.
  await createAccount(newHire, '/', email, { verify: false });
  await completeOnboarding(newHire, { firstName: 'Nina', startMdiTrial: false });
  await expect(newHire.getByRole('button', { name: PENDING_INVITATIONS_TEXT.open(0) })).toBeVisible();

  // Opening the link, or confirming it without the account's password, verifies nothing.
  const mailbox = await newHire.context().newPage();
  await mailbox.goto('/local-mail');
  const link = mailbox
    .locator('article', { hasText: email })
    .first()
    .getByRole('link', { name: /verify-email/ });
  await mailbox.goto((await link.getAttribute('href')) ?? '');
  await expect(mailbox.getByText(EMAIL_VERIFICATION_TEXT.notYourAccount)).toBeVisible();
  await mailbox.getByLabel(SIGN_IN_TEXT.password).fill('Not-the-passw0rd');
  await mailbox.getByRole('button', { name: EMAIL_VERIFICATION_TEXT.confirm }).click();
  await expect(mailbox.getByRole('alert')).toHaveText(EMAIL_VERIFICATION_TEXT.wrongPassword);
  await mailbox.close();
  await newHire.reload();
  await expect(newHire.getByRole('button', { name: PENDING_INVITATIONS_TEXT.open(0) })).toBeVisible();

  // Whoever signed up confirms the link with the account's password and signs in again: the invitation is there.
  await verifyEmailThroughLocalMail(newHire, email);
  await newHire.getByRole('button', { name: /account menu/i }).click();
  await newHire.getByRole('menuitem', { name: SHELL_TEXT.avatarMenu.logout }).click();
  await expectSignInPage(newHire);
  await signIn(newHire, { email, password: NEW_ACCOUNT_PASSWORD });
  await newHire.getByRole('button', { name: PENDING_INVITATIONS_TEXT.open(1) }).click();
  await newHire.getByRole('button', { name: PENDING_INVITATIONS_TEXT.accept }).click();
  await newHire.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(newHire).toHaveURL(new RegExp(`${workspaceUrl}$`));
});

test('the local mail page answers only on the own machine of a server without SMTP', async ({ request }) => {
  const local = await request.get('/local-mail');
  expect(local.status()).toBe(200);
  const proxied = await request.get('/local-mail', { headers: { 'x-forwarded-for': '203.0.113.9' } });
  expect(proxied.status()).toBe(404);
  const rebound = await request.get('/local-mail', { headers: { host: 'rebind.attacker.example' } });
  expect(rebound.status()).toBe(404);
});
