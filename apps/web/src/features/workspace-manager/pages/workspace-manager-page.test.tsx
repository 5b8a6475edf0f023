import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import type { ModuleStatus } from '@hde/contracts';
import type { Workspace } from '@hde/contracts/api';
import { ERROR_MESSAGES, WORKSPACE_MANAGER_TEXT } from '@hde/contracts/text';
import { makeUser } from '../../../test/fixtures';
import { createMockApi, errorReply, reply, type MockRoutes } from '../../../test/mock-api';
import { makeModule, makeWorkspace } from '../../../test/module-fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { WorkspaceManagerPage } from './workspace-manager-page';

const TEXT = WORKSPACE_MANAGER_TEXT;

function Location() {
  return <p>opened {useLocation().pathname}</p>;
}

const listReply = (items: Workspace[]) => ({ items, total: items.length, pageSize: 1000 });

function renderManager(
  workspaces: Workspace[],
  {
    status = 'TRIAL_ACTIVE_SUBSCRIPTION',
    defaultWorkspace = null,
    routes = {},
  }: {
    status?: ModuleStatus;
    defaultWorkspace?: string | null;
    routes?: MockRoutes;
  } = {},
) {
  const mock = createMockApi({
    'GET /v2/module-manager/modules': { items: [makeModule('mdi', status)], total: 1 },
    'GET /v2/app/workspace/list': listReply(workspaces),
    ...routes,
  });
  const user = makeUser({ userConfiguration: { defaultWorkspace } as never });
  const result = renderWithProviders(null, {
    api: mock.api,
    user,
    path: '/mdi/workspace-manager',
    routes: [
      { path: '/:moduleId/workspace-manager', element: <WorkspaceManagerPage /> },
      { path: '/:moduleId/workspace-manager/:id', element: <Location /> },
      { path: '/:moduleId/workspace/:id', element: <Location /> },
    ],
  });
  return { ...result, ...mock };
}

const day = (n: number) => `2026-01-${String(n).padStart(2, '0')}T10:00:00.000Z`;
const bodyRows = () =>
  within(screen.getByRole('table', { name: TEXT.tableLabel }))
    .getAllByRole('row')
    .slice(1);
const rowNames = () => bodyRows().map((row) => within(row).getByRole('rowheader').textContent);

describe('WorkspaceManagerPage', () => {
  it('shows the columns and pins the default workspace, the rest newest first', async () => {
    renderManager(
      [
        makeWorkspace('a', { name: 'Oldest', createdAt: day(1) }),
        makeWorkspace('b', { name: 'Newest', createdAt: day(9) }),
        makeWorkspace('c', { name: 'Primary', createdAt: day(2) }),
        makeWorkspace('d', { name: 'Middle', createdAt: day(5) }),
      ],
      { defaultWorkspace: 'c' },
    );
    await screen.findByRole('table', { name: TEXT.tableLabel });
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(
      Object.values(TEXT.columns),
    );
    expect(rowNames()).toEqual(['Primary', 'Newest', 'Middle', 'Oldest']);
    const primary = within(bodyRows()[0]!).getByRole('button', { name: TEXT.makePrimary('Primary') });
    expect(primary.getAttribute('aria-pressed')).toBe('true');
  });

  it('shows the role, OWNER when missing, the public chip and the creation details', async () => {
    renderManager([
      makeWorkspace('a', {
        name: 'Shared',
        workspaceRole: 'USER',
        public: true,
        createdBy: 'sam@example.org',
      }),
      makeWorkspace('b', { name: 'Mine', workspaceRole: '', createdAt: day(2) }),
    ]);
    await screen.findByRole('table');
    const [shared, mine] = bodyRows();
    expect(within(mine!).getByText('OWNER')).toBeTruthy();
    expect(within(mine!).getByText(TEXT.publicDisabled)).toBeTruthy();
    expect(within(shared!).getByText('USER')).toBeTruthy();
    expect(within(shared!).getByText(TEXT.publicEnabled)).toBeTruthy();
    expect(within(shared!).getByText('sam@example.org')).toBeTruthy();
    expect(within(shared!).getByText(/^01\/10\/2026 \d\d:00$/)).toBeTruthy();
  });

  it('offers Edit to owners and admins only', async () => {
    renderManager([
      makeWorkspace('o', { name: 'Owned', workspaceRole: 'OWNER', createdAt: day(4) }),
      makeWorkspace('a', { name: 'Admin', workspaceRole: 'ADMIN', createdAt: day(3) }),
      makeWorkspace('u', { name: 'User', workspaceRole: 'USER', createdAt: day(2) }),
      makeWorkspace('c', { name: 'Contributor', workspaceRole: 'CONTRIBUTOR', createdAt: day(1) }),
    ]);
    await screen.findByRole('table');
    expect(screen.getAllByRole('link', { name: /^Edit / }).map((link) => link.getAttribute('href'))).toEqual([
      '/mdi/workspace-manager/o',
      '/mdi/workspace-manager/a',
    ]);
  });

  it('shows 10 rows a page with 10 as the only page size', async () => {
    const user = userEvent.setup();
    renderManager(
      Array.from({ length: 12 }, (_, i) =>
        makeWorkspace(`w${i + 1}`, { name: `W${i + 1}`, createdAt: day(i + 1) }),
      ),
    );
    await screen.findByRole('table');
    expect(bodyRows()).toHaveLength(10);
    expect(rowNames()[0]).toBe('W12');
    expect(screen.getByText('1–10 of 12')).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(rowNames()).toEqual(['W2', 'W1']);
  });

  it('opens a workspace on a row click and its settings from Edit', async () => {
    const user = userEvent.setup();
    renderManager([makeWorkspace('ws-1', { name: 'Jefferson' })]);
    await user.click(await screen.findByText('jane.doe@example.org'));
    expect(await screen.findByText('opened /mdi/workspace/ws-1')).toBeTruthy();
  });

  it('opens the settings from Edit', async () => {
    const user = userEvent.setup();
    renderManager([makeWorkspace('ws-1', { name: 'Jefferson' })]);
    await user.click(await screen.findByRole('link', { name: TEXT.edit('Jefferson') }));
    expect(await screen.findByText('opened /mdi/workspace-manager/ws-1')).toBeTruthy();
  });

  it('sets and clears the primary workspace with the star', async () => {
    const user = userEvent.setup();
    const { calls, queryClient } = renderManager(
      [
        makeWorkspace('a', { name: 'A', createdAt: day(2) }),
        makeWorkspace('b', { name: 'B', createdAt: day(1) }),
      ],
      {
        routes: {
          'PUT /v2/app/user/default-workspace': ({ body }: { body: { workspaceId: string | null } }) =>
            makeUser({ userConfiguration: { defaultWorkspace: body.workspaceId } as never }),
        },
      },
    );
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: TEXT.makePrimary('B') }));
    await waitFor(() => expect(rowNames()).toEqual(['B', 'A']));
    await user.click(screen.getByRole('button', { name: TEXT.makePrimary('B') }));
    await waitFor(() => expect(rowNames()).toEqual(['A', 'B']));
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { workspaceId: 'b' },
      { workspaceId: null },
    ]);
    expect(
      queryClient.getQueryData<{ userConfiguration: { defaultWorkspace: unknown } }>(['app', 'user']),
    ).toMatchObject({ userConfiguration: { defaultWorkspace: null } });
    expect(screen.queryByText(/^opened/)).toBeNull();
  });

  it.each<ModuleStatus>(['SHARED_SUBSCRIPTION', 'EXPIRED_SUBSCRIPTION', 'TRIAL_ENDED_SUBSCRIPTION'])(
    'disables Create New Workspace with the owner tooltip for %s',
    async (status) => {
      const user = userEvent.setup();
      renderManager([], { status });
      await screen.findByText(TEXT.empty);
      const button = await screen.findByRole('button', { name: TEXT.createButton });
      await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(true));
      await user.hover(button.parentElement!);
      expect((await screen.findByRole('tooltip')).textContent).toBe(ERROR_MESSAGES.createWorkspaceNotOwner);
    },
  );

  it('creates a workspace: Save waits for a name, the new one goes to the top', async () => {
    const user = userEvent.setup();
    const created = makeWorkspace('new', {
      name: 'Tusk',
      description: 'Two',
      createdAt: day(20),
    });
    const { calls } = renderManager([makeWorkspace('old', { name: 'Old' })], {
      routes: { 'POST /v2/app/workspace/': created },
    });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: TEXT.createButton }));
    const dialog = screen.getByRole('dialog', { name: TEXT.createDialog.title });
    const save = within(dialog).getByRole('button', { name: TEXT.createDialog.save }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await user.type(within(dialog).getByRole('textbox', { name: TEXT.createDialog.name }), '   ');
    expect(save.disabled).toBe(true);
    await user.type(within(dialog).getByRole('textbox', { name: TEXT.createDialog.name }), 'Tusk ');
    await user.type(within(dialog).getByRole('textbox', { name: TEXT.createDialog.description }), 'Two');
    expect(save.disabled).toBe(false);
    await user.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Tusk',
      description: 'Two',
      icon: 'folder',
    });
    expect(rowNames()).toEqual(['Tusk', 'Old']);
  }, 15_000);

  it('keeps the dialog open with the error notice and the field error when creation fails', async () => {
    const user = userEvent.setup();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderManager([], {
      routes: {
        'POST /v2/app/workspace/': reply(400, {
          statusCode: 400,
          error: 'Bad Request',
          message: 'Invalid body',
          fieldErrors: { name: [ERROR_MESSAGES.invalidName] },
        }),
      },
    });
    await user.click(await screen.findByRole('button', { name: TEXT.createButton }));
    const dialog = screen.getByRole('dialog', { name: TEXT.createDialog.title });
    await user.type(within(dialog).getByRole('textbox', { name: TEXT.createDialog.name }), 'x');
    await user.click(within(dialog).getByRole('button', { name: TEXT.createDialog.save }));
    expect(await screen.findByText(ERROR_MESSAGES.createWorkspace)).toBeTruthy();
    expect(within(dialog).getByText(ERROR_MESSAGES.invalidName)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: TEXT.createDialog.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: TEXT.createDialog.title })).toBeNull());
    logged.mockRestore();
  });

  it('shows the list error with a retry', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderManager([], { routes: { 'GET /v2/app/workspace/list': errorReply(500) } });
    expect(await screen.findByText(ERROR_MESSAGES.workspaceList)).toBeTruthy();
    logged.mockRestore();
  });
});
