import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WorkspaceList } from '@hde/contracts/api';
import {
  CONFIRMATION_MESSAGES,
  CONFIRM_BUTTON_TEXT,
  ERROR_MESSAGES,
  SUCCESS_MESSAGES,
  SUPPORT_TEXT,
  WORKSPACE_SETTINGS_TEXT,
} from '@hde/contracts/text';
import { workspaceListQueryKey } from '../../../lib/workspaces/workspace-list-query';
import { errorReply, reply } from '../../../test/mock-api';
import { makeWorkspace } from '../../../test/module-fixtures';
import { currentLocation, renderSettings } from './settings-test-helpers';

const TEXT = WORKSPACE_SETTINGS_TEXT;
const counts = (cases: number, fileImports: number) => ({
  'GET /v2/app/workspace/ws-1/data-counts': { cases, fileImports },
});
const deleteButton = () => screen.findByRole('button', { name: TEXT.dangerZone.delete });

describe('Danger Zone', () => {
  it.each([
    [3, 0],
    [0, 1],
  ])('blocks deletion when the workspace holds %i cases and %i imports, offering support', async (c, f) => {
    const user = userEvent.setup();
    const { calls } = renderSettings(makeWorkspace('ws-1'), 'manager', counts(c, f));
    await user.click(await deleteButton());
    const dialog = await screen.findByRole('dialog', { name: TEXT.dataFoundDialog.title });
    expect(within(dialog).getByText(TEXT.dataFoundDialog.body)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: CONFIRM_BUTTON_TEXT.contactSupport }));
    expect(await screen.findByRole('dialog', { name: SUPPORT_TEXT.titles.support })).toBeTruthy();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
  });

  it('confirms, deletes and returns to the Workspace Manager when started there', async () => {
    const user = userEvent.setup();
    const { calls, queryClient } = renderSettings(makeWorkspace('ws-1'), 'manager', {
      ...counts(0, 0),
      'DELETE /v2/app/workspace/ws-1': reply(204),
    });
    queryClient.setQueryData<WorkspaceList>(workspaceListQueryKey('mdi'), {
      items: [makeWorkspace('ws-1'), makeWorkspace('ws-2')],
      total: 2,
      pageSize: 1000,
    });
    await user.click(await deleteButton());
    const dialog = await screen.findByRole('dialog', { name: TEXT.deleteDialog.title });
    expect(within(dialog).getByText(CONFIRMATION_MESSAGES.deleteWorkspace)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: CONFIRM_BUTTON_TEXT.deleteWorkspace }));
    expect(await screen.findByText(SUCCESS_MESSAGES.workspaceDeleted)).toBeTruthy();
    await waitFor(() => expect(currentLocation()).toBe('/mdi/workspace-manager'));
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/v2/app/workspace/ws-1',
    ]);
    const list = queryClient.getQueryState<WorkspaceList>(workspaceListQueryKey('mdi'));
    expect(list?.data?.items.map((item) => item.id)).toEqual(['ws-2']);
    expect(list?.data?.total).toBe(1);
    expect(list?.isInvalidated).toBe(true);
  });

  it('goes to the home path after deleting from the Settings tab', async () => {
    const user = userEvent.setup();
    renderSettings(makeWorkspace('ws-1'), 'tab', {
      ...counts(0, 0),
      'DELETE /v2/app/workspace/ws-1': reply(204),
    });
    await user.click(await deleteButton());
    await user.click(await screen.findByRole('button', { name: CONFIRM_BUTTON_TEXT.deleteWorkspace }));
    await waitFor(() => expect(currentLocation()).toBe('/'));
  });

  it('does nothing when the confirmation is cancelled', async () => {
    const user = userEvent.setup();
    const { calls } = renderSettings(makeWorkspace('ws-1'), 'manager', counts(0, 0));
    await user.click(await deleteButton());
    await user.click(await screen.findByRole('button', { name: CONFIRM_BUTTON_TEXT.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    expect(screen.getByRole('region', { name: TEXT.dangerZone.title })).toBeTruthy();
  });

  it('shows the data-found dialog when data arrived before the delete (409)', async () => {
    const user = userEvent.setup();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderSettings(makeWorkspace('ws-1'), 'manager', {
      ...counts(0, 0),
      'DELETE /v2/app/workspace/ws-1': errorReply(409),
    });
    await user.click(await deleteButton());
    await user.click(await screen.findByRole('button', { name: CONFIRM_BUTTON_TEXT.deleteWorkspace }));
    expect(await screen.findByRole('dialog', { name: TEXT.dataFoundDialog.title })).toBeTruthy();
    logged.mockRestore();
  });

  it('shows the delete error when the counts cannot be read', async () => {
    const user = userEvent.setup();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderSettings(makeWorkspace('ws-1'), 'manager', {
      'GET /v2/app/workspace/ws-1/data-counts': errorReply(500),
    });
    await user.click(await deleteButton());
    expect(await screen.findByText(ERROR_MESSAGES.deleteWorkspace)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    logged.mockRestore();
  });
});
