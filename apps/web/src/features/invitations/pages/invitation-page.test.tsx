import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation, useNavigationType } from 'react-router';
import {
  CONFIRMATION_MESSAGES,
  CONFIRM_BUTTON_TEXT,
  INVITATION_PAGE_TEXT as text,
  PENDING_INVITATIONS_TEXT,
  SUCCESS_MESSAGES,
} from '@hde/contracts/text';
import { createMockApi, errorReply, type MockRoutes } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { invitationRoutes } from '../invitation-routes';
import { makeInvitation, pendingCalls, pendingPages } from '../invitation-test-fixtures';

function Probe() {
  return (
    <output data-testid="location">
      {useLocation().pathname} {useNavigationType()}
    </output>
  );
}

function renderPage(inviteId: string, routes: MockRoutes) {
  const mock = createMockApi(routes);
  renderWithProviders(null, {
    api: mock.api,
    path: `/invitations/${inviteId}`,
    routes: [...invitationRoutes, { path: '*', element: <Probe /> }],
  });
  return mock.calls;
}

const many = Array.from({ length: 23 }, (_, index) => makeInvitation(index + 1));

describe('InvitationPage', () => {
  it('pages through the pending list to find the invitation and shows its details', async () => {
    const calls = renderPage('inv-15', { 'GET /v2/app/workspace/invitations/pending': pendingPages(many) });
    expect(await screen.findByRole('heading', { level: 1, name: text.title })).toBeTruthy();
    expect(await screen.findByText('Office 15')).toBeTruthy();
    expect(screen.getByText('Contributor')).toBeTruthy();
    expect(screen.getByText('owner15@example.org')).toBeTruthy();
    expect(pendingCalls(calls).map((query) => query.skip)).toEqual(['0', '10']);
  });

  it('explains an unknown or expired invitation and links to the app', async () => {
    const calls = renderPage('gone', { 'GET /v2/app/workspace/invitations/pending': pendingPages(many) });
    expect(await screen.findByText(text.notFoundTitle)).toBeTruthy();
    expect(screen.getByText(text.notFoundBody)).toBeTruthy();
    expect(screen.getByRole('link', { name: text.goToApp }).getAttribute('href')).toBe('/');
    expect(pendingCalls(calls).map((query) => query.skip)).toEqual(['0', '10', '20']);
  });

  it('treats a 404 of the pending list as no invitation', async () => {
    renderPage('inv-1', { 'GET /v2/app/workspace/invitations/pending': errorReply(404) });
    expect(await screen.findByText(text.notFoundTitle)).toBeTruthy();
  });

  it('accepts with the same confirmation and opens the workspace, history replaced', async () => {
    const user = userEvent.setup();
    renderPage('inv-2', {
      'GET /v2/app/workspace/invitations/pending': pendingPages([makeInvitation(1), makeInvitation(2)]),
      'POST /v2/app/workspace/invitations/inv-2/ACCEPTED': {
        inviteId: 'inv-2',
        status: 'ACCEPTED',
        workspaceId: 'ws-2',
        moduleId: 'mdi',
      },
    });
    await user.click(await screen.findByRole('button', { name: PENDING_INVITATIONS_TEXT.accept }));
    const confirm = screen.getByRole('dialog', { name: PENDING_INVITATIONS_TEXT.acceptTitle });
    expect(within(confirm).getByText(CONFIRMATION_MESSAGES.acceptInvitation)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: CONFIRM_BUTTON_TEXT.confirm }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/mdi/workspace/ws-2 REPLACE'),
    );
  });

  it('rejects with the same confirmation, then goes to the app', async () => {
    const user = userEvent.setup();
    renderPage('inv-1', {
      'GET /v2/app/workspace/invitations/pending': pendingPages([makeInvitation(1)]),
      'POST /v2/app/workspace/invitations/inv-1/REJECTED': {
        inviteId: 'inv-1',
        status: 'REJECTED',
        workspaceId: 'ws-1',
        moduleId: 'mdi',
      },
    });
    await user.click(await screen.findByRole('button', { name: PENDING_INVITATIONS_TEXT.reject }));
    const confirm = screen.getByRole('dialog', { name: PENDING_INVITATIONS_TEXT.rejectTitle });
    expect(within(confirm).getByText(CONFIRMATION_MESSAGES.rejectInvitation)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: CONFIRM_BUTTON_TEXT.confirm }));
    expect(await screen.findByText(SUCCESS_MESSAGES.inviteRejected)).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/ REPLACE'));
  });
});
