import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GOAL_OPTIONS, PRODUCT_NAME } from '@hde/contracts';
import type { User } from '@hde/contracts/api';
import { ERROR_MESSAGES, ONBOARDING_TEXT, SUCCESS_MESSAGES, VALIDATION_MESSAGES } from '@hde/contracts/text';
import { makeUser, testClientConfig } from '../../../test/fixtures';
import { createMockApi, errorReply, type MockRoutes } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { OnboardingPage } from './onboarding-page';

function newUser(overrides: Partial<User> = {}): User {
  return makeUser({
    firstName: null,
    lastName: null,
    phoneNumber: null,
    company: null,
    jobTitle: null,
    ...overrides,
    userConfiguration: {
      beta: false,
      expirationDate: null,
      isFirstTime: true,
      goals: [],
      defaultWorkspace: null,
    },
  });
}

const finishedUser = makeUser({ firstName: 'Ada', lastName: 'Lovelace' });

function setup(routes: MockRoutes = {}, user = newUser()) {
  const { api, calls } = createMockApi({
    'PUT /v2/app/user/config/': finishedUser,
    'GET /v2/app/user/': finishedUser,
    ...routes,
  });
  const onInterested = vi.fn();
  const onLogout = vi.fn();
  const view = renderWithProviders(null, {
    api,
    user,
    path: '/onboarding-here',
    routes: [
      {
        path: '/onboarding-here',
        element: <OnboardingPage onInterested={onInterested} onLogout={onLogout} />,
      },
      { path: '/', element: <p>app home</p> },
    ],
  });
  return { ...view, calls, onInterested, onLogout, events: userEvent.setup() };
}

const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });

async function fillDetails(events: ReturnType<typeof userEvent.setup>) {
  await events.type(field(ONBOARDING_TEXT.firstName), 'Ada');
  await events.type(field(ONBOARDING_TEXT.lastName), 'Lovelace');
  await events.type(field(ONBOARDING_TEXT.company), 'Jefferson County Coroner');
  await events.type(field(ONBOARDING_TEXT.jobTitle), 'Investigator');
  await events.click(screen.getByRole('checkbox', { name: GOAL_OPTIONS[1].label }));
}

async function goToModules(events: ReturnType<typeof userEvent.setup>) {
  await fillDetails(events);
  await events.click(screen.getByRole('button', { name: ONBOARDING_TEXT.next }));
  await screen.findByRole('heading', { name: ONBOARDING_TEXT.step2Title(PRODUCT_NAME) });
}

function expectLogoutAndTerms() {
  expect(screen.getByRole('button', { name: ONBOARDING_TEXT.logout })).toBeTruthy();
  const terms = screen.getByRole('link', { name: ONBOARDING_TEXT.terms });
  expect(terms.getAttribute('href')).toBe(testClientConfig.termsUrl);
  expect(terms.getAttribute('target')).toBe('_blank');
  expect(terms.getAttribute('rel')).toContain('noopener');
}

let openSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  openSpy = vi.spyOn(window, 'open').mockReturnValue(null);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('OnboardingPage, step 1', () => {
  it('shows the chip, title, text, fields and goal options, with Logout and the terms link', () => {
    setup();
    expect(screen.getByText(ONBOARDING_TEXT.step1Chip)).toBeTruthy();
    expect(
      screen.getByRole('heading', { level: 1, name: ONBOARDING_TEXT.step1Title(PRODUCT_NAME) }),
    ).toBeTruthy();
    expect(screen.getByText(ONBOARDING_TEXT.step1Body)).toBeTruthy();
    for (const label of [
      ONBOARDING_TEXT.firstName,
      ONBOARDING_TEXT.lastName,
      ONBOARDING_TEXT.company,
      ONBOARDING_TEXT.jobTitle,
    ]) {
      expect(field(label)).toBeTruthy();
    }
    expect(screen.getByRole('textbox', { name: ONBOARDING_TEXT.phone })).toBeTruthy();
    const goals = screen.getByRole('group', { name: ONBOARDING_TEXT.goals });
    expect(within(goals).getAllByRole('checkbox')).toHaveLength(GOAL_OPTIONS.length);
    expectLogoutAndTerms();
  });

  it('shows every required message on Next, focuses the first, and clears each one when edited', async () => {
    const { events } = setup();
    await events.click(screen.getByRole('button', { name: ONBOARDING_TEXT.next }));

    const messages = [
      VALIDATION_MESSAGES.firstNameRequired,
      VALIDATION_MESSAGES.lastNameRequired,
      VALIDATION_MESSAGES.companyRequired,
      VALIDATION_MESSAGES.jobTitleRequired,
      VALIDATION_MESSAGES.goalsRequired,
    ];
    for (const message of messages) expect(screen.getByText(message)).toBeTruthy();
    const firstName = field(ONBOARDING_TEXT.firstName);
    expect(document.activeElement).toBe(firstName);
    expect(firstName.getAttribute('aria-invalid')).toBe('true');
    expect(firstName.getAttribute('aria-describedby')).toBe(
      screen.getByText(VALIDATION_MESSAGES.firstNameRequired).id,
    );
    expect(
      screen.getByRole('group', { name: ONBOARDING_TEXT.goals }).getAttribute('aria-describedby'),
    ).toContain(screen.getByText(VALIDATION_MESSAGES.goalsRequired).id);

    await events.type(firstName, 'A');
    expect(screen.queryByText(VALIDATION_MESSAGES.firstNameRequired)).toBeNull();
    expect(screen.getByText(VALIDATION_MESSAGES.lastNameRequired)).toBeTruthy();

    await events.type(field(ONBOARDING_TEXT.company), 'X');
    expect(screen.queryByText(VALIDATION_MESSAGES.companyRequired)).toBeNull();

    await events.click(screen.getByRole('checkbox', { name: GOAL_OPTIONS[0].label }));
    expect(screen.queryByText(VALIDATION_MESSAGES.goalsRequired)).toBeNull();
    expect(screen.getByText(VALIDATION_MESSAGES.jobTitleRequired)).toBeTruthy();
    expect(screen.getByRole('heading', { name: ONBOARDING_TEXT.step1Title(PRODUCT_NAME) })).toBeTruthy();
  });

  it('focuses the goals when they are the only problem', async () => {
    const { events } = setup({}, newUser({ firstName: 'Ada', lastName: 'L', company: 'C', jobTitle: 'J' }));
    await events.click(screen.getByRole('button', { name: ONBOARDING_TEXT.next }));
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: GOAL_OPTIONS[0].label }));
  });

  it('formats the optional phone as typed behind +1 and refuses a partial number', async () => {
    const { events } = setup();
    const phone = screen.getByRole('textbox', { name: ONBOARDING_TEXT.phone });
    expect(phone.closest('.MuiInputBase-root')?.textContent).toContain('+1');
    await events.type(phone, '205555');
    expect((phone as HTMLInputElement).value).toBe('205-555');
    await fillDetails(events);
    await events.click(screen.getByRole('button', { name: ONBOARDING_TEXT.next }));
    expect(screen.getByText(ERROR_MESSAGES.invalidPhone)).toBeTruthy();
    expect(document.activeElement).toBe(phone);
    await events.type(phone, '0134');
    expect((phone as HTMLInputElement).value).toBe('205-555-0134');
    expect(screen.queryByText(ERROR_MESSAGES.invalidPhone)).toBeNull();
  });
});

describe('OnboardingPage, step 2', () => {
  it('moves forward and back keeping the values, with Logout and the terms link', async () => {
    const { events } = setup();
    await goToModules(events);
    expect(screen.getByText(ONBOARDING_TEXT.step2Chip)).toBeTruthy();
    const title = screen.getByRole('heading', { level: 1, name: ONBOARDING_TEXT.step2Title(PRODUCT_NAME) });
    expect(document.activeElement).toBe(title);
    expect(screen.getByText(ONBOARDING_TEXT.freeTrialAvailable)).toBeTruthy();
    expect(screen.getByRole('heading', { name: ONBOARDING_TEXT.stayTuned })).toBeTruthy();
    expectLogoutAndTerms();

    await events.click(screen.getByRole('button', { name: ONBOARDING_TEXT.back }));
    expect((field(ONBOARDING_TEXT.firstName) as HTMLInputElement).value).toBe('Ada');
    expect((screen.getByRole('checkbox', { name: GOAL_OPTIONS[1].label }) as HTMLInputElement).checked).toBe(
      true,
    );
  });

  it('offers Skip For Now until MDI is selected, then Get Started', async () => {
    const { events } = setup();
    await goToModules(events);
    expect(screen.getByRole('button', { name: ONBOARDING_TEXT.skip })).toBeTruthy();
    expect(screen.queryByRole('button', { name: ONBOARDING_TEXT.getStarted })).toBeNull();

    const select = screen.getByRole('button', { name: ONBOARDING_TEXT.select });
    expect(select.getAttribute('aria-pressed')).toBe('false');
    await events.click(select);
    expect(screen.getByRole('button', { name: ONBOARDING_TEXT.deselect }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.getByRole('button', { name: ONBOARDING_TEXT.getStarted })).toBeTruthy();
    expect(screen.queryByRole('button', { name: ONBOARDING_TEXT.skip })).toBeNull();

    await events.click(screen.getByRole('button', { name: ONBOARDING_TEXT.deselect }));
    expect(screen.getByRole('button', { name: ONBOARDING_TEXT.skip })).toBeTruthy();
  });

  it('Get Started starts the MDI trial, saves the details, opens the welcome article and lands on /', async () => {
    const { events, calls, queryClient } = setup({ 'POST /v2/app/user/sign-up': newUser() });
    await goToModules(events);
    await events.click(screen.getByRole('button', { name: ONBOARDING_TEXT.select }));
    await events.click(screen.getByRole('button', { name: ONBOARDING_TEXT.getStarted }));

    expect(await screen.findByText('app home')).toBeTruthy();
    expect(calls.slice(0, 2).map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /v2/app/user/sign-up',
      'PUT /v2/app/user/config/',
    ]);
    expect(calls[0]?.body).toBeUndefined();
    expect(calls[1]?.body).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      company: 'Jefferson County Coroner',
      jobTitle: 'Investigator',
      phoneNumber: '',
      goals: [GOAL_OPTIONS[1].code],
      isFirstTime: false,
    });
    expect(openSpy).toHaveBeenCalledWith(testClientConfig.welcomeArticleUrl, '_blank', 'noopener');
    expect(screen.getByText(SUCCESS_MESSAGES.trialActivated)).toBeTruthy();
    expect(queryClient.getQueryData<User>(['app', 'user'])?.userConfiguration.isFirstTime).toBe(false);
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'GET' && call.path === '/v2/app/user/')).toBe(true),
    );
  });

  it('Skip For Now only saves the details', async () => {
    const { events, calls } = setup();
    await goToModules(events);
    await events.click(screen.getByRole('button', { name: ONBOARDING_TEXT.skip }));
    expect(await screen.findByText('app home')).toBeTruthy();
    expect(calls[0]).toMatchObject({ method: 'PUT', path: '/v2/app/user/config/' });
    expect(calls.some((call) => call.path === '/v2/app/user/sign-up')).toBe(false);
    expect(openSpy).toHaveBeenCalledTimes(1);
  });

  it('only logs a failed setup, keeps the step and lets the user try again without a second trial', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let attempts = 0;
    const { events, calls } = setup({
      'POST /v2/app/user/sign-up': newUser(),
      'PUT /v2/app/user/config/': () => {
        attempts += 1;
        return attempts === 1 ? errorReply(500) : finishedUser;
      },
    });
    await goToModules(events);
    await events.click(screen.getByRole('button', { name: ONBOARDING_TEXT.select }));
    await events.click(screen.getByRole('button', { name: ONBOARDING_TEXT.getStarted }));

    await waitFor(() => expect(error).toHaveBeenCalledWith('Onboarding setup failed', expect.anything()));
    const getStarted = screen.getByRole('button', { name: ONBOARDING_TEXT.getStarted });
    await waitFor(() => expect(getStarted.hasAttribute('disabled')).toBe(false));
    expect(openSpy).not.toHaveBeenCalled();
    expect(screen.queryByText('app home')).toBeNull();
    for (const message of [ERROR_MESSAGES.signUp, ERROR_MESSAGES.userConfigUpdate]) {
      expect(screen.queryByText(message)).toBeNull();
    }

    await events.click(getStarted);
    expect(await screen.findByText('app home')).toBeTruthy();
    expect(calls.filter((call) => call.path === '/v2/app/user/sign-up')).toHaveLength(1);
  });

  it('passes Interested? on and logs out through the session', async () => {
    const { events, onInterested, onLogout, auth } = setup();
    await events.click(screen.getByRole('button', { name: ONBOARDING_TEXT.logout }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(auth.logout).toHaveBeenCalledTimes(1);

    await goToModules(events);
    await events.click(screen.getByRole('button', { name: ONBOARDING_TEXT.interested }));
    expect(onInterested).toHaveBeenCalledTimes(1);
    await events.click(screen.getByRole('button', { name: ONBOARDING_TEXT.logout }));
    expect(auth.logout).toHaveBeenCalledTimes(2);
  });
});
