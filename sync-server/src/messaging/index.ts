import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/index.js';
import {
  HttpSmsTransport,
  LocalMailTransport,
  LocalSmsTransport,
  SmtpMailTransport,
  latestOutbox,
  type MailTransport,
  type SmsTransport,
} from './transports.js';

export * from './transports.js';

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailTransport;
    sms: SmsTransport;
  }
}

/** The transports chosen by configuration: local (the outbox table) unless SMTP or an HTTP gateway is set. */
export function createTransports(
  config: Pick<AppConfig, 'mail' | 'sms'>,
  db: Database,
): { mail: MailTransport; sms: SmsTransport } {
  const mail = config.mail.transport === 'smtp' ? new SmtpMailTransport(config.mail) : new LocalMailTransport(db);
  const sms = config.sms.transport === 'http' ? new HttpSmsTransport(config.sms) : new LocalSmsTransport(db);
  return { mail, sms };
}

/**
 * Decorates the server with `app.mail` and `app.sms` (every area may send), and outside production adds
 * GET /dev/outbox: the latest 50 local messages as JSON, so that a developer or a browser test can read
 * a confirmation link or a code. It is not a contract call and does not exist in production.
 */
export function installMessaging(app: FastifyInstance): void {
  const { mail, sms } = createTransports(app.config, app.db);
  app.decorate('mail', mail);
  app.decorate('sms', sms);
  if (!app.config.production) {
    app.get<{ Querystring: { to?: string } }>('/dev/outbox', async (request) => {
      const to = typeof request.query.to === 'string' && request.query.to ? request.query.to : undefined;
      return { data: await latestOutbox(app.db, { to, limit: 50 }) };
    });
  }
}
