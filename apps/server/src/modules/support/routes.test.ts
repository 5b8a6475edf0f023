import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiErrorSchema } from '@hde/contracts/api';
import { activities, mailOutbox, supportRequests } from '../../platform/db/schema.js';
import { apiUser } from '../../test/api-user.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp({ SUPPORT_EMAIL: 'help@hde.test' });
});
afterAll(() => ctx.close());
afterEach(() => vi.restoreAllMocks());

const request = { topic: 'contact', message: 'Please call me about the MDI import.', moduleId: 'mdi' };

const outboxTo = (address: string) =>
  ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address));

describe('POST /v2/app/support', () => {
  it('answers 401 without a token', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/v2/app/support', payload: request });
    expect(response.statusCode).toBe(401);
  });

  it('stores the request, queues a mail to support (no SMTP without SMTP_URL) and records it', async () => {
    const createTransport = vi.spyOn(nodemailer, 'createTransport');
    const caller = await apiUser(ctx);
    await caller.call('PUT', '/v2/app/user/', {
      firstName: 'Ada',
      lastName: 'Lovelace',
      phoneNumber: '',
      company: '',
      jobTitle: '',
    });
    const response = await caller.call('POST', '/v2/app/support', request);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');

    const rows = await ctx.database.db
      .select()
      .from(supportRequests)
      .where(eq(supportRequests.userId, caller.id));
    expect(rows).toEqual([
      expect.objectContaining({ topic: 'contact', moduleId: 'mdi', message: request.message }),
    ]);

    const mails = (await outboxTo('help@hde.test')).filter((mail) => mail.bodyText.includes(caller.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: 'HDE support request: contact', sentAt: null, error: null });
    expect(mails[0]?.bodyText).toContain(request.message);
    expect(mails[0]?.bodyText).toContain('Module: mdi');
    expect(mails[0]?.bodyText).toContain('Ada Lovelace');
    expect(createTransport).not.toHaveBeenCalled();

    const actions = await ctx.database.db.select().from(activities).where(eq(activities.userId, caller.id));
    expect(actions.map((a) => [a.collectionName, a.action])).toContainEqual([
      'support_requests',
      'CREATE_SUPPORT_REQUEST',
    ]);
  });

  it('accepts a request without a module', async () => {
    const caller = await apiUser(ctx);
    const response = await caller.call('POST', '/v2/app/support', { topic: 'support', message: 'Hello' });
    expect(response.statusCode).toBe(204);
    const [row] = await ctx.database.db
      .select()
      .from(supportRequests)
      .where(eq(supportRequests.userId, caller.id));
    expect(row?.moduleId).toBeNull();
  });

  it('refuses invalid requests and stores nothing', async () => {
    const caller = await apiUser(ctx);
    for (const payload of [
      { ...request, topic: 'complaint' },
      { ...request, message: '   ' },
      { ...request, message: 'x'.repeat(4001) },
      { ...request, moduleId: 'x'.repeat(21) },
      { ...request, cc: 'someone@example.org' },
      { topic: 'contact' },
    ]) {
      const response = await caller.call('POST', '/v2/app/support', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      apiErrorSchema.parse(response.json());
    }
    const rows = await ctx.database.db
      .select()
      .from(supportRequests)
      .where(eq(supportRequests.userId, caller.id));
    expect(rows).toEqual([]);
    const mails = (await outboxTo('help@hde.test')).filter((mail) => mail.bodyText.includes(caller.email));
    expect(mails).toEqual([]);
  });
});
