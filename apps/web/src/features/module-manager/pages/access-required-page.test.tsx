import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ModuleStatus } from '@hde/contracts';
import { ACCESS_REQUIRED_TEXT, ERROR_MESSAGES, SUPPORT_TEXT, WORKSPACE_ERRORS } from '@hde/contracts/text';
import { createMockApi, errorReply, type MockRoutes } from '../../../test/mock-api';
import { makeModule } from '../../../test/module-fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { AccessRequiredPage } from './access-required-page';

const renderFor = (
  status: ModuleStatus,
  { search = '', routes = {} as MockRoutes, moduleId = 'mdi' as 'mdi' | 'tox' } = {},
) =>
  renderWithProviders(null, {
    api: createMockApi({
      'GET /v2/module-manager/modules': { items: [makeModule(moduleId, status)], total: 1 },
      ...routes,
    }).api,
    path: `/${moduleId}/restricted${search}`,
    routes: [{ path: '/:moduleId/restricted', element: <AccessRequiredPage /> }],
  });
const revokedText = `${ERROR_MESSAGES.workspaceAccessRevoked} ${ACCESS_REQUIRED_TEXT.revokedHint}`;

describe('AccessRequiredPage', () => {
  it('explains the restriction and links to the Module Manager', async () => {
    renderFor('TRIAL_ENDED_SUBSCRIPTION');
    expect(screen.getByRole('heading', { level: 1, name: ACCESS_REQUIRED_TEXT.title })).toBeTruthy();
    expect(await screen.findByText(ACCESS_REQUIRED_TEXT.body)).toBeTruthy();
    expect(screen.getByRole('link', { name: ACCESS_REQUIRED_TEXT.moduleManager }).getAttribute('href')).toBe(
      '/module-manager',
    );
  });

  it('does not tell a user who never had a trial (a revoked member) that a trial expired', async () => {
    renderFor('TRIAL_AVAILABLE');
    expect(await screen.findByText(ACCESS_REQUIRED_TEXT.notSharedBody)).toBeTruthy();
    expect(screen.queryByText(ACCESS_REQUIRED_TEXT.body)).toBeNull();
  });

  it('tells a user who never started Smart Toxicology to start its trial', async () => {
    renderFor('TRIAL_AVAILABLE', { moduleId: 'tox' });
    expect(await screen.findByText(ACCESS_REQUIRED_TEXT.toxTrialFirst)).toBeTruthy();
    expect(screen.queryByText(ACCESS_REQUIRED_TEXT.notSharedBody)).toBeNull();
  });

  it('tells a member whose access to the workspace they opened was revoked, with or without a module', async () => {
    for (const status of ['TRIAL_AVAILABLE', 'ACTIVE_SUBSCRIPTION'] as const) {
      const { unmount } = renderFor(status, {
        search: '?workspace=ws-9',
        routes: { 'GET /v2/app/workspace/ws-9': errorReply(403, ERROR_MESSAGES.workspaceAccessRevoked) },
      });
      expect(await screen.findByText(revokedText)).toBeTruthy();
      expect(screen.queryByText(ACCESS_REQUIRED_TEXT.body)).toBeNull();
      expect(screen.queryByText(ACCESS_REQUIRED_TEXT.notSharedBody)).toBeNull();
      unmount();
    }
  });

  it('keeps the subscription text when the workspace was refused for the module', async () => {
    renderFor('TRIAL_ENDED_SUBSCRIPTION', {
      search: '?workspace=ws-9',
      routes: { 'GET /v2/app/workspace/ws-9': errorReply(403, WORKSPACE_ERRORS.moduleAccessEnded) },
    });
    expect(await screen.findByText(ACCESS_REQUIRED_TEXT.body)).toBeTruthy();
    expect(screen.queryByText(revokedText)).toBeNull();
  });

  it('opens support from Contact Support', async () => {
    const user = userEvent.setup();
    renderWithProviders(null, {
      path: '/tox/restricted',
      routes: [{ path: '/:moduleId/restricted', element: <AccessRequiredPage /> }],
    });
    await user.click(screen.getByRole('button', { name: ACCESS_REQUIRED_TEXT.contactSupport }));
    expect(await screen.findByRole('dialog', { name: SUPPORT_TEXT.titles.support })).toBeTruthy();
  });
});
