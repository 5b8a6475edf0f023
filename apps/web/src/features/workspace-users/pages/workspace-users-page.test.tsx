import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACTING_USER_HEADER, type AccessEntry, type InviteEntry } from '@hde/contracts/api';
import {
  CONFIRM_BUTTON_TEXT,
  ERROR_MESSAGES,
  INVITE_CONFLICT_MESSAGES,
  SUCCESS_MESSAGES,
  WORKSPACE_USERS_TEXT as text,
} from '@hde/contracts/text';
import { makeUser } from '../../../test/fixtures';
import { createMockApi, errorReply, type MockRoutes } from '../../../test/mock-api';
import { makeWorkspace } from '../../../test/module-fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { access, invite, paged } from '../workspace-users-test-fixtures';
import { WorkspaceUsersPage } from './workspace-users-page';

const ME = 'jane.doe@example.org';
const BASE = '/v2/app/workspace/ws-1';

function setup(
  options: { role?: string; routes?: MockRoutes; members?: AccessEntry[]; invites?: InviteEntry[] } = {},
) {
  let members = options.members ?? [
    access(ME, 'OWNER'),
    access('owner2@example.org', 'OWNER'),
    access('bob@example.org', 'USER'),
  ];
  let invites = options.invites ?? [
    invite('p@example.org', 'PENDING'),
    invite('a@example.org', 'ACCEPTED'),
    invite('r@example.org', 'REJECTED', 'CONTRIBUTOR'),
    invite('e@example.org', 'EXPIRED'),
    invite('po@example.org', 'PENDING', 'OWNER'),
  ];
  const mock = createMockApi({
    [`GET ${BASE}/accesses`]: paged(() => members),
    [`GET ${BASE}/requests`]: paged(() => invites),
    [`POST ${BASE}/invite`]: ({ query }: { query: URLSearchParams }) => {
      const entry = invite(query.get('email')!, 'PENDING');
      invites = [entry, ...invites.filter((item) => item.userId !== entry.userId)];
      return entry;
    },
    [`DELETE /v2/app/workspace/workspace/ws-1/revoke/bob%40example.org`]: () => {
      members = members.filter((member) => member.userId !== 'bob@example.org');
      return undefined;
    },
    [`DELETE /v2/app/workspace/invitations/inv-p/cancel`]: () => {
      invites = invites.filter((item) => item.userId !== 'p@example.org');
      return undefined;
    },
    [`PUT ${BASE}/change-role`]: access('bob@example.org', 'ADMIN'),
    ...options.routes,
  });
  const workspace = makeWorkspace('ws-1', { workspaceRole: options.role ?? 'OWNER' });
  renderWithProviders(<WorkspaceUsersPage workspace={workspace} />, {
    api: mock.api,
    user: makeUser({ userId: ME, firstName: 'Jane', lastName: 'Doe' }),
  });
  return { calls: mock.calls, user: userEvent.setup() };
}

const table = (name: string) => screen.getByRole('table', { name });
const activeTable = () => table(text.activeUsers);
const invitesTable = () => table(text.pendingInvitations);
const row = (tableElement: HTMLElement, userId: string) =>
  within(tableElement).getByText(userId).closest('tr') as HTMLElement;
const buttonsOf = (rowElement: HTMLElement) =>
  within(rowElement)
    .queryAllByRole('button')
    .map((button) => button.textContent);
const card = (label: string) => screen.getByRole('heading', { name: label }).parentElement as HTMLElement;

async function inviteByDialog(email: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: text.sendInvite }));
  const dialog = screen.getByRole('dialog', { name: text.dialog.inviteTitle });
  await user.type(within(dialog).getByRole('textbox', { name: new RegExp(text.dialog.email) }), email);
  await user.click(within(dialog).getByRole('combobox', { name: new RegExp(text.dialog.role) }));
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'USER' }));
  await user.click(within(dialog).getByRole('button', { name: text.dialog.invite }));
}

async function loaded() {
  await within(await screen.findByRole('table', { name: text.activeUsers })).findByText('bob@example.org');
  await within(invitesTable()).findByText('p@example.org');
}

describe('WorkspaceUsersPage', () => {
  it("loads both tables 10 per page; Total Pending is the pending table's total", async () => {
    const { calls } = setup();
    await loaded();
    const query = (path: string, status?: string) =>
      calls
        .filter(
          (call) => call.path === `${BASE}/${path}` && (call.query.get('status') ?? undefined) === status,
        )
        .map((call) => Object.fromEntries(call.query));
    expect(query('accesses')).toEqual([
      { workspaceId: 'ws-1', skip: '0', limit: '10', sort: 'lastUpdated', direction: 'DESC' },
    ]);
    expect(query('requests')).toEqual([]);
    expect(query('requests', 'PENDING')).toEqual([
      {
        workspaceId: 'ws-1',
        status: 'PENDING',
        skip: '0',
        limit: '10',
        sort: 'lastUpdated',
        direction: 'DESC',
      },
    ]);
    await waitFor(() => expect(within(card(text.totalActive)).getByText('3')).toBeTruthy());
    expect(within(card(text.totalPending)).getByText('2')).toBeTruthy();
  });

  it('pages the active users on the server', async () => {
    const members = Array.from({ length: 12 }, (_, index) => access(`user${index}@example.org`, 'USER'));
    const { calls, user } = setup({ members });
    await within(await screen.findByRole('table', { name: text.activeUsers })).findByText(
      'user0@example.org',
    );
    const activeSection = activeTable().closest('section') as HTMLElement;
    await user.click(within(activeSection).getByRole('button', { name: /next page/i }));
    await within(activeTable()).findByText('user11@example.org');
    expect(within(activeTable()).queryByText('user0@example.org')).toBeNull();
    const last = calls.filter((call) => call.path === `${BASE}/accesses`).at(-1);
    expect([last?.query.get('skip'), last?.query.get('limit')]).toEqual(['10', '10']);
  });

  it('lists pending invitations only, as many rows as Total Pending says', async () => {
    setup();
    await loaded();
    const statusOf = (tableElement: HTMLElement, userId: string) =>
      within(row(tableElement, userId)).getAllByRole('cell')[2]?.textContent;
    expect(statusOf(activeTable(), 'bob@example.org')).toBe('Active');
    expect(statusOf(invitesTable(), 'p@example.org')).toBe('PENDING');
    for (const settled of ['a@example.org', 'r@example.org', 'e@example.org']) {
      expect(within(invitesTable()).queryByText(settled)).toBeNull();
    }
    const rows = within(invitesTable()).getAllByRole('row').length - 1;
    await waitFor(() => expect(within(card(text.totalPending)).getByText(String(rows))).toBeTruthy());
    expect(text.status('CANCELLED')).toBe('Active');
  });

  it('drops an invitation from the pending list once it is accepted', async () => {
    let invites = [invite('p@example.org', 'PENDING'), invite('q@example.org', 'PENDING')];
    setup({
      routes: {
        [`GET ${BASE}/requests`]: paged(() => invites),
        [`POST ${BASE}/invite`]: () => {
          invites = invites.map((entry) =>
            entry.userId === 'q@example.org' ? { ...entry, status: 'ACCEPTED' as const } : entry,
          );
          return invite('z@example.org', 'PENDING');
        },
      },
    });
    await loaded();
    await waitFor(() => expect(within(card(text.totalPending)).getByText('2')).toBeTruthy());
    await inviteByDialog('z@example.org');
    await waitFor(() => expect(within(invitesTable()).queryByText('q@example.org')).toBeNull());
    expect(within(card(text.totalPending)).getByText('1')).toBeTruthy();
  });

  it('offers the row actions by status, none on the own row', async () => {
    setup();
    await loaded();
    expect(buttonsOf(row(activeTable(), ME))).toEqual([]);
    expect(buttonsOf(row(activeTable(), 'bob@example.org'))).toEqual([
      text.actions.changeRole,
      text.actions.revokeAccess,
    ]);
    expect(buttonsOf(row(activeTable(), 'owner2@example.org'))).toEqual([
      text.actions.changeRole,
      text.actions.revokeAccess,
    ]);
    expect(buttonsOf(row(invitesTable(), 'p@example.org'))).toEqual([text.actions.cancelInvitation]);
  });

  it('offers an ADMIN no action on OWNER rows', async () => {
    setup({
      role: 'ADMIN',
      members: [
        access(ME, 'ADMIN'),
        access('owner2@example.org', 'OWNER'),
        access('bob@example.org', 'USER'),
      ],
    });
    await loaded();
    expect(buttonsOf(row(activeTable(), ME))).toEqual([]);
    expect(buttonsOf(row(activeTable(), 'owner2@example.org'))).toEqual([]);
    expect(buttonsOf(row(invitesTable(), 'po@example.org'))).toEqual([]);
    expect(buttonsOf(row(activeTable(), 'bob@example.org'))).toHaveLength(2);
  });

  it('validates the invite dialog and sends the e-mail lowercased', async () => {
    const { calls, user } = setup();
    await loaded();
    await user.click(screen.getByRole('button', { name: text.sendInvite }));
    const dialog = screen.getByRole('dialog', { name: text.dialog.inviteTitle });
    const send = within(dialog).getByRole('button', { name: text.dialog.invite }) as HTMLButtonElement;
    const email = within(dialog).getByRole('textbox', { name: new RegExp(text.dialog.email) });
    expect(send.disabled).toBe(true);

    await user.type(email, 'New.Person@');
    await user.tab();
    expect(within(dialog).getByText(ERROR_MESSAGES.invalidEmail)).toBeTruthy();
    expect(send.disabled).toBe(true);

    await user.type(email, 'Example.ORG');
    expect(within(dialog).queryByText(ERROR_MESSAGES.invalidEmail)).toBeNull();
    expect(send.disabled).toBe(true);

    await user.click(within(dialog).getByRole('combobox', { name: new RegExp(text.dialog.role) }));
    const listbox = screen.getByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.getAttribute('data-value')),
    ).toEqual(['OWNER', 'ADMIN', 'USER', 'CONTRIBUTOR']);
    await user.click(within(listbox).getByRole('option', { name: 'CONTRIBUTOR' }));
    expect(send.disabled).toBe(false);

    await user.click(send);
    expect(await screen.findByText(SUCCESS_MESSAGES.userInvited)).toBeTruthy();
    const post = calls.find((call) => call.method === 'POST');
    expect(Object.fromEntries(post?.query ?? [])).toEqual({
      workspaceId: 'ws-1',
      email: 'new.person@example.org',
      role: 'CONTRIBUTOR',
    });
    await waitFor(() => expect(within(invitesTable()).getByText('new.person@example.org')).toBeTruthy());
    await waitFor(() => expect(within(card(text.totalPending)).getByText('3')).toBeTruthy());
  });

  it('does not let an ADMIN pick OWNER, and says why', async () => {
    const { user } = setup({ role: 'ADMIN' });
    await loaded();
    await user.click(screen.getByRole('button', { name: text.sendInvite }));
    const dialog = screen.getByRole('dialog', { name: text.dialog.inviteTitle });
    expect(within(dialog).getByText(text.dialog.ownerHint)).toBeTruthy();
    await user.click(within(dialog).getByRole('combobox', { name: new RegExp(text.dialog.role) }));
    const owner = within(screen.getByRole('listbox')).getByRole('option', { name: new RegExp('^OWNER') });
    expect(owner.getAttribute('aria-disabled')).toBe('true');
  });

  it('says in the dialog that the e-mail is already a member (409)', async () => {
    setup({
      routes: { [`POST ${BASE}/invite`]: errorReply(409, INVITE_CONFLICT_MESSAGES.alreadyMember) },
    });
    await loaded();
    await inviteByDialog('bob@example.org');
    const dialog = screen.getByRole('dialog', { name: text.dialog.inviteTitle });
    expect(await within(dialog).findByText(INVITE_CONFLICT_MESSAGES.alreadyMember)).toBeTruthy();
    expect(screen.queryByText(ERROR_MESSAGES.invite)).toBeNull();
  });

  it('shows other invite failures from the catalogue', async () => {
    setup({ routes: { [`POST ${BASE}/invite`]: errorReply(409, 'Something else') } });
    await loaded();
    await inviteByDialog('bob@example.org');
    expect(await screen.findByText(ERROR_MESSAGES.invite)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: text.dialog.inviteTitle })).toBeTruthy();
  });

  it('changes a role with the e-mail read-only and the acting user in the header', async () => {
    const { calls, user } = setup();
    await loaded();
    await user.click(
      within(row(activeTable(), 'bob@example.org')).getByRole('button', { name: text.actions.changeRole }),
    );
    const dialog = screen.getByRole('dialog', { name: text.dialog.roleTitle });
    const email = within(dialog).getByRole('textbox', {
      name: new RegExp(text.dialog.email),
    }) as HTMLInputElement;
    expect(email.value).toBe('bob@example.org');
    expect(email.readOnly).toBe(true);
    await user.click(within(dialog).getByRole('combobox', { name: new RegExp(text.dialog.role) }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'ADMIN' }));
    await user.click(within(dialog).getByRole('button', { name: text.dialog.update }));

    expect(await screen.findByText(SUCCESS_MESSAGES.roleUpdated)).toBeTruthy();
    const put = calls.find((call) => call.method === 'PUT');
    expect(Object.fromEntries(put?.query ?? [])).toEqual({ userEmail: 'bob@example.org', newRole: 'ADMIN' });
    expect(put?.headers.get(ACTING_USER_HEADER)).toBe('Jane Doe');
  });

  it('revokes access after the revokeAccess confirmation', async () => {
    const { calls, user } = setup();
    await loaded();
    await user.click(
      within(row(activeTable(), 'bob@example.org')).getByRole('button', { name: text.actions.revokeAccess }),
    );
    const confirm = screen.getByRole('dialog', { name: text.confirm.revokeTitle });
    expect(within(confirm).getByText(text.confirm.revokeMessage('bob@example.org'))).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: CONFIRM_BUTTON_TEXT.confirm }));
    expect(await screen.findByText(SUCCESS_MESSAGES.accessRevoked)).toBeTruthy();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
    await waitFor(() => expect(within(activeTable()).queryByText('bob@example.org')).toBeNull());
    await waitFor(() => expect(within(card(text.totalActive)).getByText('2')).toBeTruthy());
  });

  it('cancels a pending invitation after the cancelInvitation confirmation', async () => {
    const { user } = setup();
    await loaded();
    await user.click(
      within(row(invitesTable(), 'p@example.org')).getByRole('button', {
        name: text.actions.cancelInvitation,
      }),
    );
    const confirm = screen.getByRole('dialog', { name: text.confirm.cancelTitle });
    await user.click(within(confirm).getByRole('button', { name: CONFIRM_BUTTON_TEXT.confirm }));
    expect(await screen.findByText(SUCCESS_MESSAGES.inviteCanceled)).toBeTruthy();
    await waitFor(() => expect(within(card(text.totalPending)).getByText('1')).toBeTruthy());
  });

  it('shows the catalogue failures of revoke and the access list', async () => {
    const { user } = setup({
      routes: { 'DELETE /v2/app/workspace/workspace/ws-1/revoke/bob%40example.org': errorReply(500) },
    });
    await loaded();
    await user.click(
      within(row(activeTable(), 'bob@example.org')).getByRole('button', { name: text.actions.revokeAccess }),
    );
    await user.click(
      within(screen.getByRole('dialog', { name: text.confirm.revokeTitle })).getByRole('button', {
        name: CONFIRM_BUTTON_TEXT.confirm,
      }),
    );
    expect(await screen.findByText(ERROR_MESSAGES.revokeAccess)).toBeTruthy();
  });

  it('shows the access list failure in its table', async () => {
    setup({ routes: { [`GET ${BASE}/accesses`]: errorReply(400) } });
    expect(await screen.findByText(ERROR_MESSAGES.accessList)).toBeTruthy();
  });
});
