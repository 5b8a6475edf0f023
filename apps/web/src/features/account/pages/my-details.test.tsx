import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@hde/contracts/api';
import { ACCOUNT_TEXT, ERROR_MESSAGES, SUCCESS_MESSAGES } from '@hde/contracts/text';
import { makeUser } from '../../../test/fixtures';
import { createMockApi, errorReply, reply, type MockRoutes } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { AccountPage } from './account-page';

const stored = makeUser({
  userId: 'jane.doe@example.org',
  firstName: 'Jane',
  lastName: 'Doe',
  phoneNumber: '205-555-0134',
  company: 'Jefferson County Coroner',
  jobTitle: 'Chief Investigator',
});

function setup(routes: MockRoutes = {}) {
  const { api, calls } = createMockApi(routes);
  const view = renderWithProviders(<AccountPage />, { api, user: stored });
  const details = screen.getByRole('region', { name: ACCOUNT_TEXT.myDetails });
  return { ...view, calls, details, events: userEvent.setup() };
}

const input = (label: string) => screen.getByRole('textbox', { name: label }) as HTMLInputElement;

function detail(label: string): string | null {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? null;
}

describe('My Details editing', () => {
  it('edits the fields, keeps Account ID read-only and saves with PUT user/', async () => {
    const saved: User = { ...stored, firstName: 'Janet', phoneNumber: '312-555-0188' };
    const { events, calls, details, queryClient } = setup({ 'PUT /v2/app/user/': saved });
    await events.click(within(details).getByRole('button', { name: ACCOUNT_TEXT.edit }));

    expect(document.activeElement).toBe(input(ACCOUNT_TEXT.firstName));
    expect(input(ACCOUNT_TEXT.organization).value).toBe('Jefferson County Coroner');
    const accountId = input(ACCOUNT_TEXT.accountId);
    expect(accountId.value).toBe('jane.doe@example.org');
    expect(accountId.readOnly).toBe(true);

    await events.clear(input(ACCOUNT_TEXT.firstName));
    await events.type(input(ACCOUNT_TEXT.firstName), 'Janet');
    const phone = input(ACCOUNT_TEXT.phoneNumber);
    expect(phone.closest('.MuiInputBase-root')?.textContent).toContain(ACCOUNT_TEXT.phonePrefix);
    expect(phone.maxLength).toBe(12);
    await events.clear(phone);
    await events.type(phone, '(312) 555-0188 ext');
    expect(phone.value).toBe('312-555-0188');

    await events.click(screen.getByRole('button', { name: ACCOUNT_TEXT.save }));
    expect(await screen.findByText(SUCCESS_MESSAGES.informationSaved)).toBeTruthy();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      path: '/v2/app/user/',
      body: {
        firstName: 'Janet',
        lastName: 'Doe',
        phoneNumber: '312-555-0188',
        company: 'Jefferson County Coroner',
        jobTitle: 'Chief Investigator',
      },
    });
    expect(detail(ACCOUNT_TEXT.firstName)).toBe('Janet');
    expect(detail(ACCOUNT_TEXT.phoneNumber)).toBe('+1 312-555-0188');
    expect(queryClient.getQueryData<User>(['app', 'user'])?.firstName).toBe('Janet');
    expect(document.activeElement).toBe(within(details).getByRole('button', { name: ACCOUNT_TEXT.edit }));
  });

  it('cancel restores the previous values without saving', async () => {
    const { events, calls, details } = setup();
    await events.click(within(details).getByRole('button', { name: ACCOUNT_TEXT.edit }));
    await events.clear(input(ACCOUNT_TEXT.jobTitle));
    await events.type(input(ACCOUNT_TEXT.jobTitle), 'Pathologist');
    await events.click(screen.getByRole('button', { name: ACCOUNT_TEXT.cancel }));

    expect(detail(ACCOUNT_TEXT.jobTitle)).toBe('Chief Investigator');
    expect(calls).toEqual([]);
    await events.click(within(details).getByRole('button', { name: ACCOUNT_TEXT.edit }));
    expect(input(ACCOUNT_TEXT.jobTitle).value).toBe('Chief Investigator');
  });

  it('flags a partial phone number and refuses to save it', async () => {
    const { events, calls, details } = setup();
    await events.click(within(details).getByRole('button', { name: ACCOUNT_TEXT.edit }));
    const phone = input(ACCOUNT_TEXT.phoneNumber);
    await events.clear(phone);
    expect(screen.queryByText(ERROR_MESSAGES.invalidPhone)).toBeNull();
    await events.type(phone, '2055');
    const helper = screen.getByText(ERROR_MESSAGES.invalidPhone);
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(phone.getAttribute('aria-describedby')).toBe(helper.id);

    await events.click(screen.getByRole('button', { name: ACCOUNT_TEXT.save }));
    expect(await screen.findByText(ERROR_MESSAGES.invalidInformation)).toBeTruthy();
    expect(calls).toEqual([]);
    expect(document.activeElement).toBe(phone);
    expect(input(ACCOUNT_TEXT.firstName)).toBeTruthy();
  });

  it('accepts an empty phone number', async () => {
    const { events, calls, details } = setup({ 'PUT /v2/app/user/': { ...stored, phoneNumber: '' } });
    await events.click(within(details).getByRole('button', { name: ACCOUNT_TEXT.edit }));
    await events.clear(input(ACCOUNT_TEXT.phoneNumber));
    await events.click(screen.getByRole('button', { name: ACCOUNT_TEXT.save }));
    expect(await screen.findByText(SUCCESS_MESSAGES.informationSaved)).toBeTruthy();
    expect(calls[0]?.body).toMatchObject({ phoneNumber: '' });
  });

  it('stays in edit mode with the API field errors when saving fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { events, details } = setup({
      'PUT /v2/app/user/': reply(400, {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Invalid body',
        fieldErrors: { lastName: ['Too long'] },
      }),
    });
    await events.click(within(details).getByRole('button', { name: ACCOUNT_TEXT.edit }));
    await events.click(screen.getByRole('button', { name: ACCOUNT_TEXT.save }));

    expect(await screen.findByText(ERROR_MESSAGES.profileUpdate)).toBeTruthy();
    expect(screen.getByText('Too long')).toBeTruthy();
    expect(document.activeElement).toBe(input(ACCOUNT_TEXT.lastName));
    await events.type(input(ACCOUNT_TEXT.lastName), 'x');
    expect(screen.queryByText('Too long')).toBeNull();
    vi.restoreAllMocks();
  });

  it('shows the profile update error on a server failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { events, details } = setup({ 'PUT /v2/app/user/': errorReply(500) });
    await events.click(within(details).getByRole('button', { name: ACCOUNT_TEXT.edit }));
    await events.click(screen.getByRole('button', { name: ACCOUNT_TEXT.save }));
    expect(await screen.findByText(ERROR_MESSAGES.profileUpdate)).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: ACCOUNT_TEXT.save }).hasAttribute('disabled')).toBe(false),
    );
    vi.restoreAllMocks();
  });
});
