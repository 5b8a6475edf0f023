import { expect, test, type Page } from '@playwright/test';
import {
  ACCESS_REQUIRED_TEXT,
  ERROR_MESSAGES,
  INVITE_CONFLICT_MESSAGES,
  PENDING_INVITATIONS_TEXT,
  SUCCESS_MESSAGES,
  WORKSPACE_TABS_TEXT,
  WORKSPACE_TAB_LABELS,
  WORKSPACE_USERS_TEXT,
} from '@hde/contracts/text';
import { completeOnboarding } from './onboarding.js';
import { createAccount } from './sign-up.js';

// Whole journeys: accounts signed up through the sign-in pages, and background jobs waited for.
test.describe.configure({ timeout: 120_000 });

const tabs = (page: Page) => page.getByRole('tab');

test('an owner invites a colleague, who signs up, accepts and sees only the tabs of the role; role change and revoke follow', async ({
  browser,
}) => {
  const ownerContext = await browser.newContext();
  const colleagueContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  const colleague = await colleagueContext.newPage();

  await createAccount(owner);
  await completeOnboarding(owner, { firstName: 'Olive', startMdiTrial: true });
  await expect(owner).toHaveURL(/\/mdi\/workspace\/[0-9a-f-]{36}/);
  const workspaceUrl = new URL(owner.url()).pathname;

  const colleagueEmail = `colleague.${Date.now()}@example.org`;
  await owner.goto(`${workspaceUrl}?id=management`);
  await owner.getByRole('button', { name: WORKSPACE_USERS_TEXT.sendInvite }).first().click();
  const dialog = owner.getByRole('dialog');
  await dialog.getByLabel(WORKSPACE_USERS_TEXT.dialog.email).fill(colleagueEmail.toUpperCase());
  await dialog.getByLabel(WORKSPACE_USERS_TEXT.dialog.role).click();
  await owner.getByRole('option', { name: 'USER', exact: true }).click();
  await dialog.getByRole('button', { name: WORKSPACE_USERS_TEXT.dialog.invite }).click();
  await expect(owner.getByText(SUCCESS_MESSAGES.userInvited)).toBeVisible();
  await expect(owner.getByRole('cell', { name: colleagueEmail }).first()).toBeVisible();

  // The colleague has no account yet: the invitation waits for the first sign-in.
  await createAccount(colleague, '/', colleagueEmail);
  await completeOnboarding(colleague, { firstName: 'Colin', startMdiTrial: false });
  await colleague.getByRole('button', { name: PENDING_INVITATIONS_TEXT.open(1) }).click();
  await expect(colleague.getByText(PENDING_INVITATIONS_TEXT.title)).toBeVisible();
  await colleague.getByRole('button', { name: PENDING_INVITATIONS_TEXT.accept }).click();
  await colleague.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(colleague).toHaveURL(new RegExp(`${workspaceUrl}$`));
  await expect(tabs(colleague)).toHaveText([WORKSPACE_TAB_LABELS.overview, WORKSPACE_TAB_LABELS.analytics]);
  await colleague.goto(`${workspaceUrl}?id=settings`);
  await expect(colleague.getByText(WORKSPACE_TABS_TEXT.noAccess)).toBeVisible();

  // Accepted, the invitation leaves Pending Invitations; inviting the member again says they are one.
  await owner.reload();
  const pending = owner.getByRole('table', { name: WORKSPACE_USERS_TEXT.pendingInvitations });
  await expect(pending.getByText(WORKSPACE_USERS_TEXT.noInvitations)).toBeVisible();
  await owner.getByRole('button', { name: WORKSPACE_USERS_TEXT.sendInvite }).first().click();
  await dialog.getByLabel(WORKSPACE_USERS_TEXT.dialog.email).fill(colleagueEmail);
  await dialog.getByLabel(WORKSPACE_USERS_TEXT.dialog.role).click();
  await owner.getByRole('option', { name: 'USER', exact: true }).click();
  await dialog.getByRole('button', { name: WORKSPACE_USERS_TEXT.dialog.invite }).click();
  await expect(dialog.getByText(INVITE_CONFLICT_MESSAGES.alreadyMember)).toBeVisible();
  await dialog.getByRole('button', { name: WORKSPACE_USERS_TEXT.dialog.cancel }).click();

  // The owner makes the colleague a CONTRIBUTOR: the Import Wizard tab appears.
  const rowActions = owner.getByRole('group', { name: WORKSPACE_USERS_TEXT.actions.menu(colleagueEmail) });
  await rowActions.getByRole('button', { name: WORKSPACE_USERS_TEXT.actions.changeRole }).click();
  await owner.getByRole('dialog').getByLabel(WORKSPACE_USERS_TEXT.dialog.role).click();
  await owner.getByRole('option', { name: 'CONTRIBUTOR', exact: true }).click();
  await owner.getByRole('dialog').getByRole('button', { name: WORKSPACE_USERS_TEXT.dialog.update }).click();
  await expect(owner.getByText(SUCCESS_MESSAGES.roleUpdated)).toBeVisible();
  await colleague.reload();
  await expect(tabs(colleague)).toHaveText([
    WORKSPACE_TAB_LABELS.overview,
    WORKSPACE_TAB_LABELS.analytics,
    WORKSPACE_TAB_LABELS.import,
  ]);

  // Revoked: the colleague loses access to the workspace.
  await rowActions.getByRole('button', { name: WORKSPACE_USERS_TEXT.actions.revokeAccess }).click();
  await owner.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(owner.getByText(SUCCESS_MESSAGES.accessRevoked)).toBeVisible();
  await colleague.goto(workspaceUrl);
  await expect(tabs(colleague)).toHaveCount(0);
  await expect(colleague).not.toHaveURL(new RegExp(`${workspaceUrl}\\?id=`));
  // They are told their access was revoked, not that a trial expired.
  await expect(
    colleague.getByText(`${ERROR_MESSAGES.workspaceAccessRevoked} ${ACCESS_REQUIRED_TEXT.revokedHint}`),
  ).toBeVisible();

  await ownerContext.close();
  await colleagueContext.close();
});
