import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCESS_REQUIRED_TEXT, SUPPORT_TEXT } from '@hde/contracts';
import { renderWithProviders } from '../../../test/render-with-providers';
import { AccessRequiredPage } from './access-required-page';

describe('AccessRequiredPage', () => {
  it('explains the restriction and links to the Module Manager', () => {
    renderWithProviders(null, {
      path: '/mdi/restricted',
      routes: [{ path: '/:moduleId/restricted', element: <AccessRequiredPage /> }],
    });
    expect(screen.getByRole('heading', { level: 1, name: ACCESS_REQUIRED_TEXT.title })).toBeTruthy();
    expect(screen.getByText(ACCESS_REQUIRED_TEXT.body)).toBeTruthy();
    expect(screen.getByRole('link', { name: ACCESS_REQUIRED_TEXT.moduleManager }).getAttribute('href')).toBe(
      '/module-manager',
    );
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
