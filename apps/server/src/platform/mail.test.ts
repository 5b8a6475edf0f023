import { once } from 'node:events';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../test/test-database.js';
import { freePort } from '../test/free-port.js';
import { loadConfig } from './config.js';
import { mailOutbox } from './db/schema.js';
import { createMailer, type MailTransport } from './mail.js';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
afterEach(() => vi.restoreAllMocks());

const message = { to: 'alice@example.org', subject: 'Hello', text: 'Secret body for Alice' };
const configWith = (env: Record<string, string> = {}) => loadConfig({ LOG_LEVEL: 'silent', ...env });

function recordingLogger() {
  const lines: { details: object; message: string }[] = [];
  const record = (details: object, text: string) => lines.push({ details, message: text });
  return { lines, logger: { info: record, warn: record } };
}

async function outboxRow(id: string) {
  const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row;
}

describe('mailer without SMTP_URL', () => {
  it('keeps the message in the outbox, unsent, and builds no SMTP transport', async () => {
    const createTransport = vi.spyOn(nodemailer, 'createTransport');
    const { lines, logger } = recordingLogger();
    const mail = await createMailer(configWith(), database.db, { logger }).send(message);

    expect(await outboxRow(mail.id)).toMatchObject({
      toAddress: message.to,
      subject: message.subject,
      bodyText: message.text,
      sentAt: null,
      error: null,
    });
    expect(createTransport).not.toHaveBeenCalled();
    expect(lines).toEqual([{ details: { mailId: mail.id }, message: 'mail queued' }]);
  });
});

describe('mailer with a transport', () => {
  it('sends from MAIL_FROM and marks the row sent, logging only its id', async () => {
    const sendMail = vi.fn<MailTransport['sendMail']>().mockResolvedValue({});
    const { lines, logger } = recordingLogger();
    const config = configWith({ MAIL_FROM: 'HDE <mail@hde.test>' });
    const mail = await createMailer(config, database.db, { logger, transport: { sendMail } }).send(message);

    expect(sendMail).toHaveBeenCalledWith({ from: 'HDE <mail@hde.test>', ...message });
    expect((await outboxRow(mail.id))?.sentAt).toBeInstanceOf(Date);
    expect(lines.map((line) => line.message)).toEqual(['mail queued', 'mail sent']);
    expect(JSON.stringify(lines)).not.toMatch(/alice|Secret/);
  });

  it('records a failure on the row without throwing or logging addresses', async () => {
    const failure = Object.assign(new Error('550 <alice@example.org>: no such user'), {
      code: 'EENVELOPE',
      responseCode: 550,
    });
    const sendMail = vi.fn<MailTransport['sendMail']>().mockRejectedValue(failure);
    const { lines, logger } = recordingLogger();
    const mail = await createMailer(configWith(), database.db, { logger, transport: { sendMail } }).send(
      message,
    );

    const row = await outboxRow(mail.id);
    expect(row?.sentAt).toBeNull();
    expect(row?.error).toMatch(/^EENVELOPE 550: /);
    expect(lines.at(-1)).toEqual({
      details: { mailId: mail.id, reason: 'EENVELOPE 550' },
      message: 'mail not sent',
    });
    expect(JSON.stringify(lines)).not.toContain('alice');
  });

  it('in a transaction, sends only when the caller delivers after commit, and only once', async () => {
    const sendMail = vi.fn<MailTransport['sendMail']>().mockResolvedValue({});
    const mailer = createMailer(configWith(), database.db, {
      logger: recordingLogger().logger,
      transport: { sendMail },
    });
    const mail = await database.db.transaction((tx) => mailer.send(message, tx));
    expect(sendMail).not.toHaveBeenCalled();
    await Promise.all([mail.deliver(), mail.deliver()]);
    expect(sendMail).toHaveBeenCalledTimes(1);
    expect((await outboxRow(mail.id))?.sentAt).toBeInstanceOf(Date);
  });

  it('leaves no outbox row when the transaction rolls back', async () => {
    let queuedId = '';
    await expect(
      database.db.transaction(async (tx) => {
        queuedId = (
          await createMailer(configWith(), database.db, { logger: recordingLogger().logger }).send(
            message,
            tx,
          )
        ).id;
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await outboxRow(queuedId)).toBeUndefined();
  });
});

/** Just enough SMTP for nodemailer: greets, accepts every command, keeps what DATA carried. */
async function startSmtpServer(): Promise<{ server: Server; port: number; received: string[] }> {
  const received: string[] = [];
  const server = createServer((socket) => {
    let inData = false;
    let data = '';
    let buffered = '';
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffered += chunk.toString('utf8');
      let end: number;
      while ((end = buffered.indexOf('\r\n')) >= 0) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(data);
            socket.write('250 queued\r\n');
          } else data += `${line}\n`;
        } else if (/^DATA/i.test(line)) {
          inData = true;
          data = '';
          socket.write('354 go ahead\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, port: (server.address() as AddressInfo).port, received };
}

describe('mailer with SMTP_URL', () => {
  it('delivers through nodemailer and marks the row sent', async () => {
    const smtp = await startSmtpServer();
    try {
      const config = configWith({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
      const mail = await createMailer(config, database.db, { logger: recordingLogger().logger }).send(
        message,
      );
      expect((await outboxRow(mail.id))?.sentAt).toBeInstanceOf(Date);
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]).toContain('Subject: Hello');
      expect(smtp.received[0]).toContain('Secret body for Alice');
    } finally {
      smtp.server.close();
    }
  });

  it('records a refused connection as an error on the row', async () => {
    const config = configWith({ SMTP_URL: `smtp://127.0.0.1:${await freePort()}` });
    const mail = await createMailer(config, database.db, { logger: recordingLogger().logger }).send(message);
    const row = await outboxRow(mail.id);
    expect(row?.sentAt).toBeNull();
    expect(row?.error).toMatch(/^ESOCKET|^ECONNECTION/);
  });
});
