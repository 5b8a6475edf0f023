import type { TestApp } from './test-app.js';

let counter = 0;

/** A signed-in API caller: a fresh user (created on its first call) and its bearer header. */
export async function apiUser(ctx: TestApp, options: { email?: string; beta?: boolean } = {}) {
  counter += 1;
  const email = options.email ?? `user${counter}.${Date.now()}@example.org`;
  const token = await ctx.token({ sub: `subject-${email}`, email });
  const headers = { authorization: `Bearer ${token}` };
  const me = await ctx.app.inject({ method: 'GET', url: '/v2/app/user/', headers });
  if (me.statusCode !== 200) throw new Error(`user creation failed: ${me.statusCode}`);
  const id = (me.json() as { id: string }).id;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return { email, id, headers, call };
}
