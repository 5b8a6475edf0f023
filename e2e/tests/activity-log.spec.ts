import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { ACTIVITY_LOG_TEXT, activityExportFileName, LEDGER_TEXT } from '@hde/contracts/text';
import {
  acceptInvitation,
  csvRows,
  expectShown,
  EXPORT_HEADER,
  filterBy,
  inviteAsUser,
  openActivityLog,
  renameWorkspace,
  sealedTransactionLink,
  showRowsPerPage,
  type ShownActivity,
} from './activity-log-steps.js';
import { completeOnboarding } from './onboarding.js';
import { createAccount } from './sign-up.js';

// A whole journey: two accounts signed up, and the activities sealed by the background sealer.
test.describe.configure({ timeout: 180_000 });

const T = ACTIVITY_LOG_TEXT;
const WORKSPACE_PATH = /\/mdi\/workspace\/[0-9a-f-]{36}/;
const PAGE_SIZE = 50;

/** What the CSV and the list both say of a row, sorted: the time and the sealing state are written differently. */
const whatWhere = (rows: readonly (readonly string[])[]) => rows.map((cells) => cells.join(' | ')).sort();
const listedAsExported = (row: ShownActivity) => [row.user, row.action, row.collectionName, row.workspace];

test('each viewer sees what they may in the Activity Log, filters and exports it, and checks a row in the ledger', async ({
  browser,
}) => {
  const ownerContext = await browser.newContext();
  const colleagueContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  const colleague = await colleagueContext.newPage();
  const suffix = `${Date.now()}`;
  const ownerWorkspace = `Harbor Review ${suffix}`;
  const colleagueWorkspace = `Bayside Desk ${suffix}`;
  const colleagueEmail = `colleague.${suffix}@example.org`;

  // 1. The owner's trial workspace, renamed, and the colleague invited into it as USER.
  const ownerEmail = await createAccount(owner);
  await completeOnboarding(owner, { firstName: 'Olive', startMdiTrial: true });
  await expect(owner).toHaveURL(WORKSPACE_PATH);
  const ownerWorkspacePath = new URL(owner.url()).pathname;
  await renameWorkspace(owner, ownerWorkspacePath, ownerWorkspace);
  await inviteAsUser(owner, ownerWorkspacePath, colleagueEmail);

  // 2. The colleague's own trial workspace, renamed; then the invitation accepted (an activity in the owner's).
  await createAccount(colleague, '/', colleagueEmail);
  await completeOnboarding(colleague, { firstName: 'Colin', startMdiTrial: true });
  await expect(colleague).toHaveURL(WORKSPACE_PATH);
  await renameWorkspace(colleague, new URL(colleague.url()).pathname, colleagueWorkspace);
  await acceptInvitation(colleague, ownerWorkspacePath);

  // 3. A plain user sees their own activity everywhere, and nothing of the owner's.
  await openActivityLog(colleague);
  await expect(colleague.getByText(T.visibility)).toBeVisible();
  await showRowsPerPage(colleague, PAGE_SIZE);
  const colleagueRows = await expectShown(colleague, [
    `${colleagueEmail} | ${T.noWorkspace}`,
    `${colleagueEmail} | ${ownerWorkspace}`,
    `${colleagueEmail} | ${colleagueWorkspace}`,
  ]);
  expect(colleagueRows.length).toBeLessThan(PAGE_SIZE);

  // 4. The owner sees their own activity and everyone's in their workspace, not the colleague's elsewhere.
  const filters = await openActivityLog(owner);
  await showRowsPerPage(owner, PAGE_SIZE);
  const ownerRows = await expectShown(owner, [
    `${ownerEmail} | ${T.noWorkspace}`,
    `${ownerEmail} | ${ownerWorkspace}`,
    `${colleagueEmail} | ${ownerWorkspace}`,
  ]);
  expect(ownerRows.length).toBeLessThan(PAGE_SIZE);

  await filterBy(filters, 'user', colleagueEmail);
  await expectShown(owner, [`${colleagueEmail} | ${ownerWorkspace}`]);
  await filters.getByRole('button', { name: T.filters.clear }).click();
  await filterBy(filters, 'workspace', ownerWorkspace);
  const inWorkspace = await expectShown(owner, [
    `${ownerEmail} | ${ownerWorkspace}`,
    `${colleagueEmail} | ${ownerWorkspace}`,
  ]);

  // 5. Export CSV under that filter: the list's columns, and the rows the filter keeps.
  const downloading = owner.waitForEvent('download');
  await filters.getByRole('button', { name: T.export }).click();
  const download = await downloading;
  await expect(owner.getByText(T.exported)).toBeVisible();
  expect(download.suggestedFilename()).toBe(activityExportFileName(new Date().toISOString().slice(0, 10)));
  const [header, ...exported] = csvRows(await readFile((await download.path())!, 'utf8'));
  expect(header).toEqual(EXPORT_HEADER);
  const column = (label: string) => header!.indexOf(label);
  const exportedColumns = [T.columns.user, T.columns.action, T.columns.collectionName, T.columns.workspace];
  expect(
    whatWhere(exported.map((cells) => exportedColumns.map((label) => cells[column(label)] ?? ''))),
  ).toEqual(whatWhere(inWorkspace.map(listedAsExported)));

  // 6. A sealed row's transaction id opens its ledger entry, which verifies and includes the activity.
  const link = await sealedTransactionLink(owner);
  const transactionId = (await link.textContent())!;
  const opening = ownerContext.waitForEvent('page');
  await link.click();
  const ledger = await opening;
  await expect(ledger).toHaveURL(new RegExp(`/ledger/${transactionId}\\?activity=[0-9a-f-]{36}$`));
  await expect(ledger.getByRole('heading', { name: LEDGER_TEXT.entryTitle })).toBeVisible();
  const checks = ledger.getByRole('list', { name: LEDGER_TEXT.checks });
  await expect(checks.getByText(LEDGER_TEXT.checkPassed.signature, { exact: true })).toBeVisible();
  await expect(checks.getByText(LEDGER_TEXT.checkPassed.chain, { exact: true })).toBeVisible();
  const activity = ledger.getByRole('region', { name: LEDGER_TEXT.activity.title });
  await expect(activity.getByText(LEDGER_TEXT.activity.included, { exact: true })).toBeVisible();
  await expect(ledger.getByText(transactionId, { exact: true })).toBeVisible();

  await ownerContext.close();
  await colleagueContext.close();
});
