import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DASHBOARD_TEXT } from '@hde/contracts/text';
import { createApiClient } from '../../../lib/api/api-client';
import { renderWithProviders } from '../../../test/render-with-providers';
import { PublicDashboardApiContext } from '../api/public-api-client';
import { DASHBOARD_ID } from '../dashboard-viewer-test-fixtures';
import { DashboardPasswordForm } from './dashboard-password-form';

/** An unlock answered 429 with a Retry-After, as the server answers while the attempts are blocked. */
const blocked = createApiClient({
  fetchImpl: async () =>
    new Response(JSON.stringify({ statusCode: 429, error: 'Too Many Requests', message: 'Wait' }), {
      status: 429,
      headers: { 'Content-Type': 'application/json', 'Retry-After': '30' },
    }),
});

describe('DashboardPasswordForm', () => {
  it('says how long to wait after too many attempts, and unlocks nothing', async () => {
    const user = userEvent.setup();
    const onUnlocked = vi.fn();
    renderWithProviders(
      <PublicDashboardApiContext value={blocked}>
        <DashboardPasswordForm dashboardId={DASHBOARD_ID} onUnlocked={onUnlocked} />
      </PublicDashboardApiContext>,
    );
    await user.type(screen.getByLabelText(DASHBOARD_TEXT.fields.password), 'Right-pass1!{Enter}');
    expect(await screen.findByText(DASHBOARD_TEXT.tooManyAttempts(30))).toBeTruthy();
    expect(onUnlocked).not.toHaveBeenCalled();
  });

  it('keeps View Dashboard disabled until a password is typed', () => {
    renderWithProviders(
      <PublicDashboardApiContext value={blocked}>
        <DashboardPasswordForm dashboardId={DASHBOARD_ID} onUnlocked={vi.fn()} />
      </PublicDashboardApiContext>,
    );
    expect(screen.getByRole('button', { name: DASHBOARD_TEXT.unlock })).toHaveProperty('disabled', true);
  });
});
