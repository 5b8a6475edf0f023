import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, type Workspace } from '@hde/contracts/api';
import { NUL_CHARACTER_REFUSED } from '@hde/contracts/text';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { ownerWithWorkspace, type Caller } from '../test/workspace-fixtures.js';
import { holdsNul } from './nul-characters.js';

let ctx: TestApp;
let owner: Caller;
let workspace: Workspace;
beforeAll(async () => {
  ctx = await createTestApp();
  ({ owner, workspace } = await ownerWithWorkspace(ctx));
});
afterAll(() => ctx.close());

const PROFILE = { firstName: 'A', lastName: 'Smith', phoneNumber: '', company: '', jobTitle: '' };

async function expectRefused(request: InjectOptions & { url: string }) {
  const response = await ctx.app.inject({ ...request, headers: { ...owner.headers, ...request.headers } });
  expect(response.statusCode, `${request.method ?? 'GET'} ${request.url}: ${response.body}`).toBe(400);
  expect(apiErrorSchema.parse(response.json()).message).toBe(NUL_CHARACTER_REFUSED);
}

describe('a NUL character answers 400, never 500', () => {
  it('in a path segment, including ones the database reads', async () => {
    for (const url of [
      `/v2/app/case/${workspace.id}/CASE-1%00`,
      '/v2/app/workspace/abc%00',
      '/v2/ledger/entry%00',
      `/v2/app/CASE/dashboard/${workspace.id}%00/version`,
      '/oidc/auth%00',
      '/no-such-page%00',
    ]) {
      await expectRefused({ method: 'GET', url });
    }
  });

  it('in a query string', async () => {
    for (const url of [
      `/v2/app/case/${workspace.id}/search?q=Smi%00th`,
      '/v2/app/workspace/list?sort=name%00',
      '/oidc/auth?client_id=hde-web%00&response_type=code',
    ]) {
      await expectRefused({ method: 'GET', url });
    }
  });

  it('in a JSON body, in a value or a key, however deep', async () => {
    await expectRefused({
      method: 'PUT',
      url: '/v2/app/user/',
      payload: { ...PROFILE, firstName: 'A\u0000B' },
    });
    await expectRefused({
      method: 'POST',
      url: '/v2/app/workspace',
      payload: { name: 'Cases\u0000', description: '' },
    });
    await expectRefused({
      method: 'POST',
      url: `/v2/app/CASE/dashboard/${workspace.id}/query`,
      payload: { where: { and: [{ field: 'county', operator: 'in', values: ['x', 'Kent\u0000'] }] } },
    });
    await expectRefused({
      method: 'PUT',
      url: `/v2/app/workspace/${workspace.id}/configuration/case-configuration`,
      payload: { 'DOD\u0000': 'date_of_death' },
    });
  });

  it('in a form body', async () => {
    await expectRefused({
      method: 'POST',
      url: '/interaction/some-interaction/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=someone%00%40example.org&password=secret',
    });
  });

  it('lets the same requests through without it', async () => {
    const search = await owner.call('GET', `/v2/app/case/${workspace.id}/search?q=Smith`);
    expect(search.statusCode).toBe(200);
    const profile = await owner.call('PUT', '/v2/app/user/', PROFILE);
    expect(profile.statusCode, profile.body).toBe(200);
  });
});

describe('holdsNul', () => {
  it('finds a NUL in strings and keys at any depth, and nothing in other values', () => {
    expect(holdsNul({ a: [1, true, null, { b: 'x\u0000' }] })).toBe(true);
    expect(holdsNul({ a: { 'k\u0000': 1 } })).toBe(true);
    expect(holdsNul('\u0000')).toBe(true);
    expect(holdsNul({ a: ['x', 2, { b: 'y' }], c: Buffer.from([0, 0]) })).toBe(false);
    expect(holdsNul(undefined)).toBe(false);
  });
});
