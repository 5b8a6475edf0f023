import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MISSING_VALUE, THEME_COOKIE } from '@hde/contracts';
import { ACCOUNT_TEXT, SHELL_TEXT } from '@hde/contracts/text';
import { readCookie } from '../../../lib/cookies';
import { makeUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { AccountPage } from './account-page';

function detail(label: string): string | null {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? null;
}

describe('AccountPage', () => {
  it('shows My Details read-only with the +1 phone prefix and the Account ID', () => {
    renderWithProviders(<AccountPage />, {
      user: makeUser({
        userId: 'jane.doe@example.org',
        firstName: 'Jane',
        lastName: 'Doe',
        phoneNumber: '205-555-0134',
        company: 'Jefferson County Coroner',
        jobTitle: 'Chief Investigator',
      }),
    });
    expect(screen.getByRole('heading', { level: 1, name: ACCOUNT_TEXT.title })).toBeTruthy();
    const details = screen.getByRole('region', { name: ACCOUNT_TEXT.myDetails });
    expect(
      within(details)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual([
      ACCOUNT_TEXT.firstName,
      ACCOUNT_TEXT.lastName,
      ACCOUNT_TEXT.phoneNumber,
      ACCOUNT_TEXT.organization,
      ACCOUNT_TEXT.jobTitle,
      ACCOUNT_TEXT.accountId,
    ]);
    expect(detail(ACCOUNT_TEXT.firstName)).toBe('Jane');
    expect(detail(ACCOUNT_TEXT.lastName)).toBe('Doe');
    expect(detail(ACCOUNT_TEXT.phoneNumber)).toBe('+1 205-555-0134');
    expect(detail(ACCOUNT_TEXT.organization)).toBe('Jefferson County Coroner');
    expect(detail(ACCOUNT_TEXT.jobTitle)).toBe('Chief Investigator');
    expect(detail(ACCOUNT_TEXT.accountId)).toBe('jane.doe@example.org');
    expect(screen.getAllByText('jane.doe@example.org')).toHaveLength(1);
    expect(
      within(details)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual([ACCOUNT_TEXT.edit]);
    expect(within(details).queryAllByRole('textbox')).toEqual([]);
  });

  it('shows --- for missing values', () => {
    renderWithProviders(<AccountPage />, {
      user: makeUser({ firstName: null, lastName: null, phoneNumber: null, company: '', jobTitle: null }),
    });
    for (const label of [
      ACCOUNT_TEXT.firstName,
      ACCOUNT_TEXT.lastName,
      ACCOUNT_TEXT.phoneNumber,
      ACCOUNT_TEXT.organization,
      ACCOUNT_TEXT.jobTitle,
    ]) {
      expect(detail(label)).toBe(MISSING_VALUE);
    }
  });

  it('switches the appearance mode with the Light Mode and Dark Mode buttons', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AccountPage />);
    const appearance = screen.getByRole('region', { name: ACCOUNT_TEXT.appearance });
    const light = within(appearance).getByRole('button', { name: SHELL_TEXT.theme.light });
    const dark = within(appearance).getByRole('button', { name: SHELL_TEXT.theme.dark });
    expect(light.getAttribute('aria-pressed')).toBe('true');
    expect(dark.getAttribute('aria-pressed')).toBe('false');

    await user.click(dark);
    expect(readCookie(THEME_COOKIE)).toBe('dark');
    expect(dark.getAttribute('aria-pressed')).toBe('true');

    await user.click(dark);
    expect(readCookie(THEME_COOKIE)).toBe('dark');

    await user.click(light);
    expect(readCookie(THEME_COOKIE)).toBe('light');
  });
});
