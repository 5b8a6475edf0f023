import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { MISSING_VALUE } from '@hde/contracts';
import {
  CONFIRMATION_MESSAGES,
  CONFIRM_BUTTON_TEXT,
  ERROR_MESSAGES,
  PENDING_INVITATIONS_TEXT as text,
  SUCCESS_MESSAGES,
} from '@hde/contracts/text';
import { useModulesQuery } from '../../../lib/modules/modules-query';
import { FakeIntersectionObserver } from '../../../test/fake-intersection-observer';
import { createMockApi, errorReply, type MockRoutes } from '../../../test/mock-api';
import { makeModule } from '../../../test/module-fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { makeInvitation, pendingCalls, pendingPages } from '../invitation-test-fixtures';
import { PendingInvitationsButton } from './pending-invitations-button';

/** Where the router is, and the modules query the shell keeps mounted. */
function Probe() {
  useModulesQuery();
  return (
    <output data-testid="location">
      {useLocation().pathname} {useNavigationType()}
    </output>
  );
}

function renderButton(routes: MockRoutes) {
  const mock = createMockApi({
    'GET /v2/module-manager/modules': { items: [makeModule('mdi', 'TRIAL_AVAILABLE')], total: 1 },
    ...routes,
  });
  const layout = (
    <>
      <PendingInvitationsButton />
      <Probe />
      <Outlet />
    </>
  );
  const result = renderWithProviders(null, {
    api: mock.api,
    path: '/module-manager',
    routes: [{ element: layout, children: [{ path: '*', element: null }] }],
  });
  return { ...result, calls: mock.calls };
}

async function openPopover(total: number) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: text.open(total) }));
  return { user, popover: await screen.findByRole('dialog', { name: text.title }) };
}

beforeEach(() => FakeIntersectionObserver.install());

describe('PendingInvitationsButton', () => {
  it('shows the total on the badge and lists each invitation with its details', async () => {
    const { calls } = renderButton({
      'GET /v2/app/workspace/invitations/pending': pendingPages([
        makeInvitation(1, { createdBy: 'ann@example.org' }),
        makeInvitation(2, { role: 'ADMIN', createdBy: null }),
      ]),
    });
    const { popover } = await openPopover(2);
    const items = within(popover).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = within(items[0]!);
    expect(first.getByText(text.workspace)).toBeTruthy();
    expect(first.getByText('Office 1')).toBeTruthy();
    expect(first.getByText(text.role)).toBeTruthy();
    expect(first.getByText('Contributor')).toBeTruthy();
    expect(first.getByText(text.date)).toBeTruthy();
    expect(first.getByText('02/03/2026 14:05')).toBeTruthy();
    expect(first.getByText(text.invitedBy)).toBeTruthy();
    expect(first.getByText('ann@example.org')).toBeTruthy();
    expect(first.getByRole('button', { name: text.acceptFor('Office 1') }).textContent).toBe(text.accept);
    expect(first.getByRole('button', { name: text.rejectFor('Office 1') }).textContent).toBe(text.reject);
    expect(within(items[1]!).getByText('Admin')).toBeTruthy();
    expect(within(items[1]!).getByText(MISSING_VALUE)).toBeTruthy();
    expect(pendingCalls(calls)[0]).toEqual({ skip: '0', limit: '10', sort: 'userId', direction: 'DESC' });
  });

  it('says when nothing is pending', async () => {
    renderButton({ 'GET /v2/app/workspace/invitations/pending': { items: [], total: 0 } });
    const { popover } = await openPopover(0);
    expect(within(popover).getByText(text.empty)).toBeTruthy();
  });

  it('treats a 404 as an empty list, without an error notice', async () => {
    renderButton({ 'GET /v2/app/workspace/invitations/pending': errorReply(404, 'Not Found') });
    const { popover } = await openPopover(0);
    expect(within(popover).getByText(text.empty)).toBeTruthy();
    expect(screen.queryByText(ERROR_MESSAGES.pendingInvitations)).toBeNull();
  });

  it('shows the catalogue notice when the list fails', async () => {
    renderButton({ 'GET /v2/app/workspace/invitations/pending': errorReply(400) });
    expect(await screen.findByText(ERROR_MESSAGES.pendingInvitations)).toBeTruthy();
  });

  it('loads 10 more, skip growing by 10, as the end of the list scrolls into view', async () => {
    const all = Array.from({ length: 25 }, (_, index) => makeInvitation(index + 1));
    const { calls } = renderButton({ 'GET /v2/app/workspace/invitations/pending': pendingPages(all) });
    const { popover } = await openPopover(25);
    expect(within(popover).getAllByRole('listitem')).toHaveLength(10);

    await FakeIntersectionObserver.showAll();
    await waitFor(() => expect(within(popover).getAllByRole('listitem')).toHaveLength(20));
    await FakeIntersectionObserver.showAll();
    await waitFor(() => expect(within(popover).getAllByRole('listitem')).toHaveLength(25));
    await FakeIntersectionObserver.showAll();

    expect(pendingCalls(calls)).toEqual(
      [0, 10, 20].map((skip) => ({ skip: String(skip), limit: '10', sort: 'userId', direction: 'DESC' })),
    );
  });

  it('accepts: the popover closes, the confirmation follows, then the workspace opens with history replaced', async () => {
    const invite = makeInvitation(7, { workspaceId: 'ws-9' });
    let modulesCalls = 0;
    const { calls } = renderButton({
      'GET /v2/module-manager/modules': () => {
        modulesCalls += 1;
        return {
          items: [makeModule('mdi', modulesCalls > 1 ? 'SHARED_SUBSCRIPTION' : 'TRIAL_AVAILABLE')],
          total: 1,
        };
      },
      'GET /v2/app/workspace/invitations/pending': pendingPages([invite]),
      'POST /v2/app/workspace/invitations/inv-7/ACCEPTED': {
        inviteId: 'inv-7',
        status: 'ACCEPTED',
        workspaceId: 'ws-9',
        moduleId: 'mdi',
      },
    });
    const { user, popover } = await openPopover(1);
    await user.click(within(popover).getByRole('button', { name: text.acceptFor('Office 7') }));

    const confirm = await screen.findByRole('dialog', { name: text.acceptTitle });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: text.title })).toBeNull());
    expect(within(confirm).getByText(CONFIRMATION_MESSAGES.acceptInvitation)).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.click(within(confirm).getByRole('button', { name: CONFIRM_BUTTON_TEXT.confirm }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/mdi/workspace/ws-9 REPLACE'),
    );
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.query.get('workspaceId')).toBe('ws-9');
    // The modules were refreshed before the workspace opened (the module may now be shared).
    expect(modulesCalls).toBeGreaterThan(1);
  });

  it('does nothing when the acceptance is not confirmed', async () => {
    const { calls } = renderButton({
      'GET /v2/app/workspace/invitations/pending': pendingPages([makeInvitation(1)]),
    });
    const { user, popover } = await openPopover(1);
    await user.click(within(popover).getByRole('button', { name: text.acceptFor('Office 1') }));
    const confirm = await screen.findByRole('dialog', { name: text.acceptTitle });
    await user.click(within(confirm).getByRole('button', { name: CONFIRM_BUTTON_TEXT.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: text.acceptTitle })).toBeNull());
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    expect(screen.getByTestId('location').textContent).toBe('/module-manager POP');
  });

  it('rejects: confirmation, notice, and the list loses the item', async () => {
    let all = [makeInvitation(1), makeInvitation(2)];
    const { calls } = renderButton({
      'GET /v2/app/workspace/invitations/pending': (
        request: Parameters<ReturnType<typeof pendingPages>>[0],
      ) => pendingPages(all)(request),
      'POST /v2/app/workspace/invitations/inv-1/REJECTED': () => {
        all = all.slice(1);
        return { inviteId: 'inv-1', status: 'REJECTED', workspaceId: 'ws-1', moduleId: 'mdi' };
      },
    });
    const { user, popover } = await openPopover(2);
    await user.click(within(popover).getByRole('button', { name: text.rejectFor('Office 1') }));
    const confirm = await screen.findByRole('dialog', { name: text.rejectTitle });
    expect(within(confirm).getByText(CONFIRMATION_MESSAGES.rejectInvitation)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: CONFIRM_BUTTON_TEXT.confirm }));

    expect(await screen.findByText(SUCCESS_MESSAGES.inviteRejected)).toBeTruthy();
    await waitFor(() => expect(within(popover).getAllByRole('listitem')).toHaveLength(1));
    expect(within(popover).queryByText('Office 1')).toBeNull();
    // The open popover hides the rest of the page from assistive technology.
    expect(screen.getByRole('button', { name: text.open(1), hidden: true })).toBeTruthy();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.path).toBe('/v2/app/workspace/invitations/inv-1/REJECTED');
    expect(post?.query.has('workspaceId')).toBe(false);
  });

  it('shows the catalogue notice when a response fails', async () => {
    renderButton({
      'GET /v2/app/workspace/invitations/pending': pendingPages([makeInvitation(1)]),
      'POST /v2/app/workspace/invitations/inv-1/REJECTED': errorReply(409),
    });
    const { user, popover } = await openPopover(1);
    await user.click(within(popover).getByRole('button', { name: text.rejectFor('Office 1') }));
    await user.click(
      within(await screen.findByRole('dialog', { name: text.rejectTitle })).getByRole('button', {
        name: CONFIRM_BUTTON_TEXT.confirm,
      }),
    );
    expect(await screen.findByText(ERROR_MESSAGES.pendingInvitations)).toBeTruthy();
    await waitFor(() => expect(within(popover).getAllByRole('listitem')).toHaveLength(1));
  });
});
