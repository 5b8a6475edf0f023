import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { GOAL_CODES } from '@hde/contracts/api';
import { users } from '../../platform/db/schema.js';
import { apiUser } from '../api-user.js';
import { TOX_CASES_PATH, createCase, toxUser } from '../tox-user.js';
import { ownerWithWorkspace } from '../workspace-fixtures.js';
import type { Scenario } from './scenario.js';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

function pictureBody(bytes: Buffer) {
  const boundary = `----hde${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="me.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

const profile = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  phoneNumber: '555-123-4567',
  company: 'Analytical Engines',
  jobTitle: 'Investigator',
};

/** The account, its modules and the messages a user sends. */
export const accountScenarios: Record<string, Scenario> = {
  'PUT /v2/app/user': async (ctx) => {
    const user = await apiUser(ctx);
    return { response: await user.call('PUT', '/v2/app/user/', profile), userId: user.id };
  },
  'PUT /v2/app/user/config': async (ctx) => {
    const user = await apiUser(ctx);
    const onboarding = { ...profile, phoneNumber: '', goals: [GOAL_CODES[0]], isFirstTime: false };
    return { response: await user.call('PUT', '/v2/app/user/config/', onboarding), userId: user.id };
  },
  'POST /v2/app/user/pic': async (ctx) => {
    const user = await apiUser(ctx);
    const { payload, contentType } = pictureBody(PNG);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/v2/app/user/pic',
      headers: { ...user.headers, 'content-type': contentType },
      payload,
    });
    return { response, userId: user.id };
  },
  'POST /v2/app/user/sign-up': async (ctx) => {
    const user = await apiUser(ctx);
    return { response: await user.call('POST', '/v2/app/user/sign-up'), userId: user.id };
  },
  'POST /v2/tox/user/sign-up': async (ctx) => {
    const user = await apiUser(ctx);
    await ctx.database.db.update(users).set({ beta: true }).where(eq(users.id, user.id));
    return { response: await user.call('POST', '/v2/tox/user/sign-up'), userId: user.id };
  },
  'PUT /v2/app/user/default-workspace': async (ctx) => {
    const { owner, workspace } = await ownerWithWorkspace(ctx);
    const response = await owner.call('PUT', '/v2/app/user/default-workspace', { workspaceId: workspace.id });
    return { response, userId: owner.id };
  },
  'POST /v2/app/support': async (ctx) => {
    const user = await apiUser(ctx);
    const response = await user.call('POST', '/v2/app/support', { topic: 'support', message: 'Hello' });
    return { response, userId: user.id };
  },
  'POST /v2/module-manager/modules/:moduleId/subscribe': async (ctx) => {
    const user = await apiUser(ctx);
    return { response: await user.call('POST', '/v2/module-manager/modules/mdi/subscribe'), userId: user.id };
  },
  'POST /v2/module-manager/upgrade': async (ctx) => {
    const user = await apiUser(ctx);
    const response = await user.call('POST', '/v2/module-manager/upgrade', {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.org',
      phoneNumber: '555-123-4567',
    });
    return { response, userId: user.id };
  },
  'POST /v2/tox/case/:workspaceId': async (ctx) => {
    const user = await toxUser(ctx);
    return { response: await user.call('POST', TOX_CASES_PATH, { toxicology: [] }), userId: user.id };
  },
  'PUT /v2/tox/case/:workspaceId/:caseId': async (ctx) => {
    const user = await toxUser(ctx);
    const caseId = await createCase(user, { toxicology: [] });
    const response = await user.call('PUT', `${TOX_CASES_PATH}/${caseId}`, {
      notes: 'Second',
      toxicology: [],
    });
    return { response, userId: user.id };
  },
};
