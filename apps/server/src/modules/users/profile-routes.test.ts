import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOAL_CODES, apiErrorSchema, userConfigurationSchema, userSchema } from '@hde/contracts/api';
import { ERROR_MESSAGES, VALIDATION_MESSAGES } from '@hde/contracts/text';
import { activities, users } from '../../platform/db/schema.js';
import { apiUser } from '../../test/api-user.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Caller = Awaited<ReturnType<typeof apiUser>>;

const profile = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  phoneNumber: '555-123-4567',
  company: 'Analytical Engines',
  jobTitle: 'Investigator',
};

const onboarding = {
  firstName: 'Grace',
  lastName: 'Hopper',
  company: 'County ME Office',
  jobTitle: 'Chief Investigator',
  phoneNumber: '',
  goals: [GOAL_CODES[0], GOAL_CODES[3]],
  isFirstTime: false,
};

async function userRow(caller: Caller) {
  const [row] = await ctx.database.db.select().from(users).where(eq(users.id, caller.id));
  return row;
}

async function actionsOf(caller: Caller, collectionName = 'users') {
  const rows = await ctx.database.db
    .select({ action: activities.action })
    .from(activities)
    .where(and(eq(activities.userId, caller.id), eq(activities.collectionName, collectionName)));
  return rows.map((row) => row.action);
}

/** Sends an invalid body and checks it is refused with a 400 and changes nothing. */
async function expectRefused(caller: Caller, url: string, payload: object) {
  const before = await userRow(caller);
  const actionsBefore = await actionsOf(caller);
  const response = await caller.call('PUT', url, payload);
  expect(response.statusCode, JSON.stringify(payload)).toBe(400);
  expect(await userRow(caller)).toEqual(before);
  expect(await actionsOf(caller)).toEqual(actionsBefore);
  return apiErrorSchema.parse(response.json());
}

describe('PUT /v2/app/user/', () => {
  it('answers 401 without a token', async () => {
    const response = await ctx.app.inject({ method: 'PUT', url: '/v2/app/user/', payload: profile });
    expect(response.statusCode).toBe(401);
  });

  it('saves My Details, answers the user and records the activity', async () => {
    const caller = await apiUser(ctx);
    const response = await caller.call('PUT', '/v2/app/user/', profile);
    expect(response.statusCode).toBe(200);
    expect(userSchema.parse(response.json())).toMatchObject({ ...profile, userId: caller.email });
    expect(await userRow(caller)).toMatchObject(profile);
    expect(await actionsOf(caller)).toEqual(['UPDATE_PROFILE']);
  });

  it('stores an empty phone number (and empty texts) as null, and trims texts', async () => {
    const caller = await apiUser(ctx);
    await caller.call('PUT', '/v2/app/user/', profile);
    const response = await caller.call('PUT', '/v2/app/user/', {
      ...profile,
      firstName: '  Ada  ',
      phoneNumber: '',
      jobTitle: '',
    });
    expect(response.statusCode).toBe(200);
    expect(await userRow(caller)).toMatchObject({ firstName: 'Ada', phoneNumber: null, jobTitle: null });
  });

  it('refuses a phone number of 1 to 11 characters with "Invalid phone number"', async () => {
    const caller = await apiUser(ctx);
    for (let length = 1; length <= 11; length += 1) {
      const body = await expectRefused(caller, '/v2/app/user/', {
        ...profile,
        phoneNumber: profile.phoneNumber.slice(0, length),
      });
      expect(body.fieldErrors?.phoneNumber).toEqual([ERROR_MESSAGES.invalidPhone]);
    }
  });

  it('refuses a phone number that is too long or not formatted', async () => {
    const caller = await apiUser(ctx);
    for (const phoneNumber of [
      '555-123-45678',
      '5551234567',
      '555 123 4567',
      'abc-def-ghij',
      '+1-555-123-45',
    ]) {
      const body = await expectRefused(caller, '/v2/app/user/', { ...profile, phoneNumber });
      expect(body.fieldErrors?.phoneNumber).toEqual([ERROR_MESSAGES.invalidPhone]);
    }
  });

  it('refuses unknown fields, missing fields, wrong types and over-long texts', async () => {
    const caller = await apiUser(ctx);
    const { jobTitle: _jobTitle, ...withoutJobTitle } = profile;
    for (const payload of [
      { ...profile, role: 'ADMIN' },
      { ...profile, userId: 'someone.else@example.org' },
      withoutJobTitle,
      { ...profile, company: 42 },
      { ...profile, firstName: 'x'.repeat(121) },
    ]) {
      await expectRefused(caller, '/v2/app/user/', payload);
    }
  });
});

describe('GET /v2/app/user/config/', () => {
  it('answers 401 without a token', async () => {
    expect((await ctx.app.inject({ url: '/v2/app/user/config/' })).statusCode).toBe(401);
  });

  it("answers a new user's configuration", async () => {
    const caller = await apiUser(ctx);
    const response = await caller.call('GET', '/v2/app/user/config/');
    expect(response.statusCode).toBe(200);
    expect(userConfigurationSchema.strict().parse(response.json())).toEqual({
      beta: false,
      expirationDate: null,
      isFirstTime: true,
      goals: [],
      defaultWorkspace: null,
    });
  });
});

describe('PUT /v2/app/user/config/', () => {
  it('answers 401 without a token', async () => {
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/v2/app/user/config/',
      payload: onboarding,
    });
    expect(response.statusCode).toBe(401);
  });

  it('saves the onboarding details, ends the first time and records the activity', async () => {
    const caller = await apiUser(ctx);
    const response = await caller.call('PUT', '/v2/app/user/config/', {
      ...onboarding,
      phoneNumber: '555-987-6543',
    });
    expect(response.statusCode).toBe(200);
    const user = userSchema.parse(response.json());
    expect(user).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      company: 'County ME Office',
      jobTitle: 'Chief Investigator',
      phoneNumber: '555-987-6543',
      goals: onboarding.goals,
    });
    expect(user.userConfiguration).toMatchObject({ isFirstTime: false, goals: onboarding.goals });

    const config = userConfigurationSchema.parse((await caller.call('GET', '/v2/app/user/config/')).json());
    expect(config).toMatchObject({ isFirstTime: false, goals: onboarding.goals });
    expect(await actionsOf(caller)).toEqual(['UPDATE_CONFIGURATION']);
  });

  it('treats the phone number as optional', async () => {
    const caller = await apiUser(ctx);
    const { phoneNumber: _phoneNumber, ...withoutPhone } = onboarding;
    const response = await caller.call('PUT', '/v2/app/user/config/', withoutPhone);
    expect(response.statusCode).toBe(200);
    expect((await userRow(caller))?.phoneNumber).toBeNull();
  });

  it("answers each missing required field with the form's message", async () => {
    const caller = await apiUser(ctx);
    const body = await expectRefused(caller, '/v2/app/user/config/', { isFirstTime: false });
    expect(body.fieldErrors).toMatchObject({
      firstName: [VALIDATION_MESSAGES.firstNameRequired],
      lastName: [VALIDATION_MESSAGES.lastNameRequired],
      company: [VALIDATION_MESSAGES.companyRequired],
      jobTitle: [VALIDATION_MESSAGES.jobTitleRequired],
      goals: [VALIDATION_MESSAGES.goalsRequired],
    });
  });

  it("answers blank required fields and no goals with the form's messages", async () => {
    const caller = await apiUser(ctx);
    const body = await expectRefused(caller, '/v2/app/user/config/', {
      ...onboarding,
      firstName: '',
      lastName: '   ',
      company: '',
      jobTitle: ' ',
      goals: [],
    });
    expect(body.fieldErrors).toEqual({
      firstName: [VALIDATION_MESSAGES.firstNameRequired],
      lastName: [VALIDATION_MESSAGES.lastNameRequired],
      company: [VALIDATION_MESSAGES.companyRequired],
      jobTitle: [VALIDATION_MESSAGES.jobTitleRequired],
      goals: [VALIDATION_MESSAGES.goalsRequired],
    });
  });

  it('refuses an invalid phone number, an unknown goal, an unknown field or a missing isFirstTime', async () => {
    const caller = await apiUser(ctx);
    const phone = await expectRefused(caller, '/v2/app/user/config/', {
      ...onboarding,
      phoneNumber: '555-12',
    });
    expect(phone.fieldErrors?.phoneNumber).toEqual([ERROR_MESSAGES.invalidPhone]);
    const { isFirstTime: _isFirstTime, ...withoutFlag } = onboarding;
    for (const payload of [
      { ...onboarding, goals: ['reason_99'] },
      { ...onboarding, beta: true },
      withoutFlag,
    ]) {
      await expectRefused(caller, '/v2/app/user/config/', payload);
    }
  });
});
