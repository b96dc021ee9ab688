import type { FastifyInstance, FastifyRequest } from 'fastify';
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

/** Loopback addresses only: the machine's own operator or developer, never a guest on the network. */
function fromLoopback(request: FastifyRequest): boolean {
  // The socket's own address, not request.ip: behind a proxy that one is a header anybody can write. A
  // request relayed by a proxy on this machine carries a forwarding header: that is a guest too.
  const address = request.raw.socket?.remoteAddress ?? '';
  const forwarded = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  return !forwarded && (address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.'));
}

/**
 * Decorates the server with `app.mail` and `app.sms` (every area may send). The local outbox holds live
 * reset links and codes, so it is the operator's: `npm run outbox` prints it. Only when DEV_OUTBOX_HTTP=true
 * (development and browser tests; never in production) is GET /dev/outbox added: the latest 50 local
 * messages as JSON, to the loopback address alone (anyone else: 404, as if it did not exist).
 */
export function installMessaging(app: FastifyInstance): void {
  const { mail, sms } = createTransports(app.config, app.db);
  app.decorate('mail', mail);
  app.decorate('sms', sms);
  if (app.config.devOutboxHttp && !app.config.production) {
    app.get<{ Querystring: { to?: string } }>('/dev/outbox', async (request, reply) => {
      if (!fromLoopback(request)) return reply.callNotFound();
      void reply.header('cache-control', 'no-store');
      const to = typeof request.query.to === 'string' && request.query.to ? request.query.to : undefined;
      return { data: await latestOutbox(app.db, { to, limit: 50 }) };
    });
  }
}
