import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCESS_REQUIRED_TEXT, SUPPORT_TEXT, type ModuleStatus } from '@hde/contracts';
import { createMockApi } from '../../../test/mock-api';
import { makeModule } from '../../../test/module-fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { AccessRequiredPage } from './access-required-page';

const renderFor = (status: ModuleStatus) =>
  renderWithProviders(null, {
    api: createMockApi({
      'GET /v2/module-manager/modules': { items: [makeModule('mdi', status)], total: 1 },
    }).api,
    path: '/mdi/restricted',
    routes: [{ path: '/:moduleId/restricted', element: <AccessRequiredPage /> }],
  });

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
