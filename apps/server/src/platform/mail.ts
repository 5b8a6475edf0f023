import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { pino } from 'pino';
import type { AppConfig } from './config.js';
import type { Database } from './db/client.js';
import { mailOutbox } from './db/schema.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

interface QueuedMail {
  /** The mail_outbox row. */
  id: string;
  /** Sends the queued row through SMTP (nothing without SMTP_URL). Never throws; safe to call twice. */
  deliver(): Promise<void>;
}

export interface Mailer {
  /**
   * Queues a message in mail_outbox. Given a transaction, the row is written in it and the caller runs
   * `deliver()` after commit, so a rolled-back write never sends mail; without one it is delivered at once.
   */
  send(message: MailMessage, tx?: Database): Promise<QueuedMail>;
}

/** What the mailer needs of a nodemailer transport (tests pass a fake). */
export interface MailTransport {
  sendMail(mail: { from: string; to: string; subject: string; text: string }): Promise<unknown>;
}

interface MailLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface MailerOptions {
  logger?: MailLogger;
  /** Overrides the SMTP transport built from SMTP_URL. */
  transport?: MailTransport;
}

/** nodemailer waits minutes by default; a request that delivers mail should not. Query options in SMTP_URL win. */
const SMTP_TIMEOUTS_MS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

function smtpTransport(smtpUrl: string): MailTransport {
  const url = new URL(smtpUrl);
  for (const [option, ms] of Object.entries(SMTP_TIMEOUTS_MS)) {
    if (!url.searchParams.has(option)) url.searchParams.set(option, String(ms));
  }
  return nodemailer.createTransport(url.toString());
}

/** nodemailer's error code (ECONNECTION, EAUTH, EENVELOPE, ...) and SMTP reply code: never an address. */
function failureCode(error: unknown): string {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  const parts = [typeof code === 'string' ? code : 'ERROR'];
  if (typeof responseCode === 'number') parts.push(String(responseCode));
  return parts.join(' ');
}

function failureText(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return `${failureCode(error)}: ${message}`.slice(0, 300);
}

/**
 * Outgoing mail: every message is kept in mail_outbox; with SMTP_URL set it is also sent and marked `sent_at`
 * (or `error`). Logs carry the row id only, never addresses or bodies.
 */
export function createMailer(config: AppConfig, db: Database, options: MailerOptions = {}): Mailer {
  const log = options.logger ?? pino({ level: config.logLevel, base: { component: 'mail' } });
  let transport: MailTransport | undefined = options.transport;
  const transportOrNone = () => {
    if (!transport && config.mail.smtpUrl) transport = smtpTransport(config.mail.smtpUrl);
    return transport;
  };

  async function deliver(id: string, message: MailMessage): Promise<void> {
    const smtp = transportOrNone();
    if (!smtp) return;
    try {
      await smtp.sendMail({ from: config.mail.from, ...message });
    } catch (error) {
      log.warn({ mailId: id, reason: failureCode(error) }, 'mail not sent');
      await db
        .update(mailOutbox)
        .set({ error: failureText(error) })
        .where(eq(mailOutbox.id, id))
        .catch(() => undefined);
      return;
    }
    try {
      await db.update(mailOutbox).set({ sentAt: new Date(), error: null }).where(eq(mailOutbox.id, id));
      log.info({ mailId: id }, 'mail sent');
    } catch {
      log.warn({ mailId: id }, 'mail sent but not marked as sent');
    }
  }

  return {
    async send(message, tx) {
      const [row] = await (tx ?? db)
        .insert(mailOutbox)
        .values({ toAddress: message.to, subject: message.subject, bodyText: message.text })
        .returning({ id: mailOutbox.id });
      if (!row) throw new Error('mail_outbox insert returned no row');
      log.info({ mailId: row.id }, 'mail queued');
      let delivery: Promise<void> | undefined;
      const queued: QueuedMail = {
        id: row.id,
        deliver: () => (delivery ??= deliver(row.id, message)),
      };
      if (!tx) await queued.deliver();
      return queued;
    },
  };
}
