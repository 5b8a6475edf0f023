import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Workspace } from '@hde/contracts/api';
import {
  ERROR_MESSAGES,
  SUCCESS_MESSAGES,
  WORKSPACE_ICON_LABELS,
  WORKSPACE_SETTINGS_TEXT,
} from '@hde/contracts/text';
import { errorReply, type MockRequest } from '../../../test/mock-api';
import { makeWorkspace } from '../../../test/module-fixtures';
import { renderSettings } from './settings-test-helpers';

const TEXT = WORKSPACE_SETTINGS_TEXT.details;
const card = () => screen.getByRole('region', { name: TEXT.title });
const nameField = () => within(card()).getByRole('textbox', { name: TEXT.name });

describe('Workspace Details', () => {
  it('shows the stored details with the Back button to the list', async () => {
    renderSettings(
      makeWorkspace('ws-1', { name: 'Jefferson', description: 'Our cases', icon: 'heart' }),
      'manager',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: WORKSPACE_SETTINGS_TEXT.title }),
    ).toBeTruthy();
    expect(within(card()).getByText('Our cases')).toBeTruthy();
    expect(within(card()).getByText(WORKSPACE_ICON_LABELS.heart)).toBeTruthy();
    expect(screen.getByRole('link', { name: WORKSPACE_SETTINGS_TEXT.backLabel }).getAttribute('href')).toBe(
      '/mdi/workspace-manager',
    );
  });

  it('shows Invalid name for an empty name and refuses to save it', async () => {
    const user = userEvent.setup();
    const { calls } = renderSettings(makeWorkspace('ws-1', { name: 'Jefferson' }), 'manager');
    await user.click(await screen.findByRole('button', { name: TEXT.edit }));
    await user.clear(nameField());
    expect(within(card()).getByText(ERROR_MESSAGES.invalidName)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: TEXT.save }));
    expect(await screen.findByText(ERROR_MESSAGES.invalidInformation)).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    expect(document.activeElement).toBe(nameField());
  });

  it('saves the name, description and icon, then shows them', async () => {
    const user = userEvent.setup();
    const { calls } = renderSettings(makeWorkspace('ws-1', { name: 'Jefferson', description: '' }), 'tab', {
      'PUT /v2/app/workspace/ws-1': ({ body }: MockRequest) =>
        makeWorkspace('ws-1', body as Partial<Workspace>),
    });
    await user.click(await screen.findByRole('button', { name: TEXT.edit }));
    expect(
      within(card()).getByRole('button', { name: WORKSPACE_ICON_LABELS.folder }).getAttribute('aria-pressed'),
    ).toBe('true');
    await user.type(nameField(), ' East');
    await user.type(within(card()).getByRole('textbox', { name: TEXT.description }), 'Cases');
    await user.click(within(card()).getByRole('button', { name: WORKSPACE_ICON_LABELS.star }));
    await user.click(screen.getByRole('button', { name: TEXT.save }));
    expect(await screen.findByText(SUCCESS_MESSAGES.informationUpdated)).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      name: 'Jefferson East',
      description: 'Cases',
      icon: 'star',
    });
    expect(within(card()).getByText('Jefferson East')).toBeTruthy();
    expect(within(card()).getByText(WORKSPACE_ICON_LABELS.star)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: TEXT.edit })));
  }, 15_000);

  it('restores the copy taken on entering edit when cancelled', async () => {
    const user = userEvent.setup();
    renderSettings(makeWorkspace('ws-1', { name: 'Jefferson' }), 'manager');
    await user.click(await screen.findByRole('button', { name: TEXT.edit }));
    await user.type(nameField(), 'XYZ');
    await user.click(screen.getByRole('button', { name: TEXT.cancel }));
    expect(within(card()).getByText('Jefferson')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: TEXT.edit }));
    expect((nameField() as HTMLInputElement).value).toBe('Jefferson');
  });

  it('keeps editing and says so when the update fails', async () => {
    const user = userEvent.setup();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderSettings(makeWorkspace('ws-1'), 'manager', { 'PUT /v2/app/workspace/ws-1': errorReply(500) });
    await user.click(await screen.findByRole('button', { name: TEXT.edit }));
    await user.click(screen.getByRole('button', { name: TEXT.save }));
    expect(await screen.findByText(WORKSPACE_SETTINGS_TEXT.updateFailed)).toBeTruthy();
    expect(nameField()).toBeTruthy();
    logged.mockRestore();
  });

  it('tells users without the right that only owners and admins can change settings', async () => {
    renderSettings(makeWorkspace('ws-1', { workspaceRole: 'USER' }), 'manager');
    expect(await screen.findByText(WORKSPACE_SETTINGS_TEXT.notAllowed)).toBeTruthy();
    expect(screen.queryByRole('region', { name: TEXT.title })).toBeNull();
  });
});
