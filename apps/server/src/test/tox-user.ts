import { eq } from 'drizzle-orm';
import { TOX_WORKSPACE_ID } from '@hde/contracts';
import type { ToxCaseBody } from '@hde/contracts/api';
import { users } from '../platform/db/schema.js';
import { apiUser } from './api-user.js';
import type { TestApp } from './test-app.js';

export const TOX_CASES_PATH = `/v2/tox/case/${TOX_WORKSPACE_ID}`;

/** A signed-in beta user who started the toxicology trial. */
export async function toxUser(ctx: TestApp) {
  const user = await apiUser(ctx);
  await ctx.database.db.update(users).set({ beta: true }).where(eq(users.id, user.id));
  const signUp = await user.call('POST', '/v2/tox/user/sign-up');
  if (signUp.statusCode !== 200) throw new Error(`tox sign-up failed: ${signUp.statusCode}`);
  return user;
}

export type ToxCaller = Awaited<ReturnType<typeof toxUser>>;

/** Saves a case as the page does; answers its case id. */
export async function createCase(caller: ToxCaller, body: ToxCaseBody): Promise<string> {
  const reply = await caller.call('POST', TOX_CASES_PATH, body);
  if (reply.statusCode !== 201) throw new Error(`create failed: ${reply.statusCode} ${reply.body}`);
  return (reply.json() as { caseId: string }).caseId;
}
