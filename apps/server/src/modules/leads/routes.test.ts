import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiErrorSchema } from '@hde/contracts/api';
import { activities, leads, mailOutbox } from '../../platform/db/schema.js';
import { apiUser } from '../../test/api-user.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const upgrade = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.org',
  phoneNumber: '555-123-4567',
  organization: 'County ME Office',
  comment: 'We would like 5 seats.',
  moduleId: 'mdi',
};

async function leadsOf(ctx: TestApp, userId: string) {
  return ctx.database.db.select().from(leads).where(eq(leads.userId, userId));
}

async function salesMailsAbout(ctx: TestApp, email: string) {
  const mails = await ctx.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, 'sales@hde.test'));
  return mails.filter((mail) => mail.bodyText.includes(email));
}

describe('POST /v2/module-manager/upgrade', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp({ SALES_EMAIL: 'sales@hde.test' });
  });
  afterAll(() => ctx.close());
  afterEach(() => vi.restoreAllMocks());

  it('answers 401 without a token', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/v2/module-manager/upgrade',
      payload: upgrade,
    });
    expect(response.statusCode).toBe(401);
  });

  it('stores the lead, queues a mail to sales (no SMTP without SMTP_URL) and records it', async () => {
    const createTransport = vi.spyOn(nodemailer, 'createTransport');
    const caller = await apiUser(ctx);
    const response = await caller.call('POST', '/v2/module-manager/upgrade', upgrade);
    expect(response.statusCode).toBe(204);

    expect(await leadsOf(ctx, caller.id)).toEqual([expect.objectContaining(upgrade)]);
    const mails = await salesMailsAbout(ctx, caller.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: 'HDE upgrade request', sentAt: null, error: null });
    for (const value of Object.values(upgrade)) expect(mails[0]?.bodyText).toContain(value);
    expect(createTransport).not.toHaveBeenCalled();

    const actions = await ctx.database.db.select().from(activities).where(eq(activities.userId, caller.id));
    expect(actions.map((a) => [a.collectionName, a.action])).toContainEqual([
      'leads',
      'CREATE_UPGRADE_REQUEST',
    ]);
  });

  it('takes organization and comment as optional', async () => {
    const caller = await apiUser(ctx);
    const { organization: _organization, comment: _comment, moduleId: _moduleId, ...required } = upgrade;
    const response = await caller.call('POST', '/v2/module-manager/upgrade', required);
    expect(response.statusCode).toBe(204);
    expect(await leadsOf(ctx, caller.id)).toEqual([
      expect.objectContaining({ organization: '', comment: '', moduleId: null }),
    ]);
  });

  it('refuses a missing required field, a bad e-mail or an unknown field, and stores nothing', async () => {
    const caller = await apiUser(ctx);
    for (const field of ['firstName', 'lastName', 'email', 'phoneNumber'] as const) {
      const { [field]: _missing, ...rest } = upgrade;
      const response = await caller.call('POST', '/v2/module-manager/upgrade', rest);
      expect(response.statusCode, field).toBe(400);
      expect(Object.keys(apiErrorSchema.parse(response.json()).fieldErrors ?? {})).toContain(field);
    }
    for (const payload of [
      { ...upgrade, firstName: '  ' },
      { ...upgrade, email: 'not-an-email' },
      { ...upgrade, plan: 'enterprise' },
    ]) {
      expect((await caller.call('POST', '/v2/module-manager/upgrade', payload)).statusCode).toBe(400);
    }
    expect(await leadsOf(ctx, caller.id)).toEqual([]);
    expect(await salesMailsAbout(ctx, caller.email)).toEqual([]);
  });
});

interface Received {
  method: string | undefined;
  contentType: string | undefined;
  body: string;
}

describe('POST /v2/module-manager/upgrade with UPGRADE_FORM_URL', () => {
  let ctx: TestApp;
  const received: Received[] = [];
  let answer: (response: ServerResponse) => void;
  const formService = createServer((request: IncomingMessage, response: ServerResponse) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      received.push({ method: request.method, contentType: request.headers['content-type'], body });
      answer(response);
    });
  });

  beforeAll(async () => {
    formService.listen(0, '127.0.0.1');
    await once(formService, 'listening');
    const { port } = formService.address() as AddressInfo;
    ctx = await createTestApp({
      SALES_EMAIL: 'sales@hde.test',
      UPGRADE_FORM_URL: `http://127.0.0.1:${port}/form`,
    });
  });
  afterAll(async () => {
    await ctx.close();
    formService.close();
  });
  afterEach(() => {
    received.length = 0;
  });

  it('forwards the form fields, url-encoded, after storing the lead', async () => {
    answer = (response) => response.writeHead(302, { location: '/thank-you' }).end();
    const caller = await apiUser(ctx);
    const response = await caller.call('POST', '/v2/module-manager/upgrade', upgrade);
    expect(response.statusCode).toBe(204);

    expect(received).toHaveLength(1);
    expect(received[0]?.method).toBe('POST');
    expect(received[0]?.contentType).toBe('application/x-www-form-urlencoded');
    const { moduleId: _moduleId, ...formFields } = upgrade;
    expect(Object.fromEntries(new URLSearchParams(received[0]?.body))).toEqual(formFields);
    expect(await leadsOf(ctx, caller.id)).toHaveLength(1);
  });

  it('still answers 204, with the lead stored and mailed, when the form service fails', async () => {
    for (const fail of [
      (response: ServerResponse) => response.writeHead(500).end(),
      (response: ServerResponse) => response.socket?.destroy(),
    ]) {
      answer = fail;
      const caller = await apiUser(ctx);
      const response = await caller.call('POST', '/v2/module-manager/upgrade', upgrade);
      expect(response.statusCode).toBe(204);
      expect(await leadsOf(ctx, caller.id)).toHaveLength(1);
      expect(await salesMailsAbout(ctx, caller.email)).toHaveLength(1);
    }
  });

  it('does not forward a refused request', async () => {
    answer = (response) => response.writeHead(200).end();
    const caller = await apiUser(ctx);
    const response = await caller.call('POST', '/v2/module-manager/upgrade', { ...upgrade, email: 'nope' });
    expect(response.statusCode).toBe(400);
    expect(received).toEqual([]);
  });
});
