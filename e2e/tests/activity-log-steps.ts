import { expect, type Locator, type Page } from '@playwright/test';
import { ACTIVITY_LIST_FIELDS, ACTIVITY_LOG_FIELDS, type ActivityLogField } from '@hde/contracts';
import {
  ACTIVITY_LOG_TEXT,
  PENDING_INVITATIONS_TEXT,
  SUCCESS_MESSAGES,
  WORKSPACE_SETTINGS_TEXT,
  WORKSPACE_USERS_TEXT,
} from '@hde/contracts/text';

const T = ACTIVITY_LOG_TEXT;
const DETAILS = WORKSPACE_SETTINGS_TEXT.details;

/** Renames the workspace through its Settings tab: an UPDATE activity in that workspace. */
export async function renameWorkspace(page: Page, workspacePath: string, name: string) {
  await page.goto(`${workspacePath}?id=settings`);
  await page.getByRole('button', { name: DETAILS.edit }).click();
  await page.getByLabel(DETAILS.name).fill(name);
  await page.getByRole('button', { name: DETAILS.save }).click();
  await expect(page.getByText(SUCCESS_MESSAGES.informationUpdated)).toBeVisible();
}

/** Invites `email` into the workspace as USER from its management tab. */
export async function inviteAsUser(page: Page, workspacePath: string, email: string) {
  await page.goto(`${workspacePath}?id=management`);
  await page.getByRole('button', { name: WORKSPACE_USERS_TEXT.sendInvite }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(WORKSPACE_USERS_TEXT.dialog.email).fill(email);
  await dialog.getByLabel(WORKSPACE_USERS_TEXT.dialog.role).click();
  await page.getByRole('option', { name: 'USER', exact: true }).click();
  await dialog.getByRole('button', { name: WORKSPACE_USERS_TEXT.dialog.invite }).click();
  await expect(page.getByText(SUCCESS_MESSAGES.userInvited)).toBeVisible();
}

/** Accepts the one pending invitation, which opens the workspace it grants. */
export async function acceptInvitation(page: Page, workspacePath: string) {
  await page.getByRole('button', { name: PENDING_INVITATIONS_TEXT.open(1) }).click();
  await page.getByRole('button', { name: PENDING_INVITATIONS_TEXT.accept }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(new RegExp(`${workspacePath}$`));
}

/** The Activity Log of the Workspace Manager, expanded. */
export async function openActivityLog(page: Page): Promise<Locator> {
  await page.goto('/mdi/workspace-manager');
  await page.getByRole('button', { name: T.title, exact: true }).click();
  const list = listRegion(page);
  await expect(list.getByRole('table')).toBeVisible();
  return page.getByRole('group', { name: T.filtersLabel });
}

const listRegion = (page: Page) => page.getByRole('region', { name: T.listTitle });

/** Rows per page of the List of Activities. */
export async function showRowsPerPage(page: Page, size: number) {
  // The pagination's select is named by MUI's own "Rows per page:" label.
  await listRegion(page)
    .getByRole('combobox', { name: new RegExp(T.rowsPerPage) })
    .click();
  await page.getByRole('option', { name: String(size), exact: true }).click();
}

/** One row of the List of Activities as shown, by column (ACTIVITY_LOG_TEXT.columns). */
export type ShownActivity = Record<keyof typeof T.columns, string>;

const SHOWN_COLUMNS = ACTIVITY_LIST_FIELDS.filter(
  (field): field is ActivityLogField & keyof typeof T.columns => field !== ACTIVITY_LOG_FIELDS.id,
);

/** The rows the list shows once it has loaded (none while it loads), keyed by their column headers. */
async function shownActivities(page: Page): Promise<ShownActivity[]> {
  const list = listRegion(page);
  await expect(list.getByRole('progressbar')).toBeHidden();
  const table = list.getByRole('table');
  const headers = await table.getByRole('columnheader').allTextContents();
  const rows = await table
    .locator('tbody tr')
    .evaluateAll((trs) =>
      trs.map((tr) => Array.from(tr.querySelectorAll('td'), (td) => td.textContent ?? '')),
    );
  return rows
    .filter((cells) => cells.length === headers.length)
    .map((cells) => {
      const byHeader = new Map(headers.map((header, index) => [header, cells[index] ?? '']));
      return Object.fromEntries(
        SHOWN_COLUMNS.map((field) => [field, byHeader.get(T.columns[field]) ?? '']),
      ) as ShownActivity;
    });
}

/** Who did what where: the distinct `user | workspace` pairs of the rows, sorted. */
const whoWhere = (rows: readonly ShownActivity[]) =>
  [...new Set(rows.map((row) => `${row.user} | ${row.workspace}`))].sort();

/**
 * Waits until the list shows exactly the `user | workspace` pairs expected, every row on the page (fewer than a
 * page), and the total counts them; returns the rows.
 */
export async function expectShown(page: Page, expected: readonly string[]): Promise<ShownActivity[]> {
  let rows: ShownActivity[] = [];
  await expect.poll(async () => whoWhere((rows = await shownActivities(page)))).toEqual([...expected].sort());
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: T.totalLabel })
      .getByText(T.total(rows.length), { exact: true }),
  ).toBeVisible();
  return rows;
}

/** Picks an option of the User (autocomplete) or Workspace (select) filter. */
export async function filterBy(filters: Locator, filter: 'user' | 'workspace', option: string) {
  await filters.getByRole('combobox', { name: T.filters[filter] }).click();
  await filters.page().getByRole('option', { name: option, exact: true }).click();
}

/** The CSV's lines without the trailing empty one (RFC 4180 CRLF), split in cells (none holds a comma here). */
export function csvRows(text: string): string[][] {
  return text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => line.split(','));
}

/** The export's header: the list's columns but the row id, headed as the list heads them. */
export const EXPORT_HEADER = SHOWN_COLUMNS.map((field) => T.columns[field]);

/**
 * The first transaction id link of the list, once a batch is sealed (the sealer runs every 20 s): the log is
 * opened again until one shows.
 */
export async function sealedTransactionLink(page: Page): Promise<Locator> {
  const link = listRegion(page).getByRole('table').getByRole('link').first();
  await expect(async () => {
    await openActivityLog(page);
    await expect(link).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  return link;
}
