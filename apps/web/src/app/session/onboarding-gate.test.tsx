import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { PRODUCT_NAME } from '@hde/contracts';
import { ONBOARDING_TEXT, SUPPORT_TEXT } from '@hde/contracts/text';
import { makeUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { OnboardingGate } from './onboarding-gate';

function renderAt(path: string, isFirstTime: boolean) {
  const goals = ['reason_01'];
  const config = { beta: false, expirationDate: null, isFirstTime, goals, defaultWorkspace: null };
  return renderWithProviders(null, {
    user: makeUser({ userConfiguration: config }),
    path,
    routes: [
      {
        element: (
          <OnboardingGate>
            <main>
              <p>app shell</p>
              <Outlet />
            </main>
          </OnboardingGate>
        ),
        children: [
          { index: true, element: <p>home</p> },
          { path: 'account', element: <p>account page</p> },
        ],
      },
    ],
  });
}

describe('OnboardingGate', () => {
  it.each(['/', '/account'])('shows onboarding instead of the app at %s on first login', async (path) => {
    renderAt(path, true);
    expect(
      await screen.findByRole('heading', { name: ONBOARDING_TEXT.step1Title(PRODUCT_NAME) }),
    ).toBeTruthy();
    expect(screen.queryByText('app shell')).toBeNull();
  });

  it('shows the app once onboarding is done', () => {
    renderAt('/account', false);
    expect(screen.getByText('app shell')).toBeTruthy();
    expect(screen.getByText('account page')).toBeTruthy();
  });

  it('wires Interested? to the support entry', async () => {
    const events = userEvent.setup();
    renderAt('/', true);
    await events.click(await screen.findByRole('button', { name: ONBOARDING_TEXT.next }));
    await events.click(screen.getByRole('button', { name: ONBOARDING_TEXT.interested }));
    expect(await screen.findByRole('dialog', { name: SUPPORT_TEXT.titles.interested })).toBeTruthy();
  });
});
