import { desc, eq } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import nodemailer from 'nodemailer';
import type { Database, Reader } from '../db/index.js';
import { localOutbox } from '../db/tables.js';

/**
 * Mail and SMS sit behind two small interfaces (architecture.md: "outside services behind small
 * interfaces"). The local transports are real for development and tests: each message becomes a row of
 * local_outbox that a developer (GET /dev/outbox) or a test reads instead of an inbox.
 * No transport logs a recipient, a subject or a body: links and codes are secrets.
 */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Files sent with the mail (a report for a parent). */
  attachments?: MailAttachment[];
}

/** The line the local outbox keeps for an attachment (the outbox holds text only, never the file). */
export const attachmentNote = (a: MailAttachment) =>
  `[attachment: ${a.filename}, ${a.contentType}, ${a.content.length} bytes]`;

export interface SmsMessage {
  to: string;
  text: string;
}

export interface MailTransport {
  send(message: MailMessage): Promise<void>;
}

export interface SmsTransport {
  send(message: SmsMessage): Promise<void>;
}

export class LocalMailTransport implements MailTransport {
  constructor(private readonly db: Database) {}

  async send({ to, subject, text, attachments = [] }: MailMessage): Promise<void> {
    const body = [text, ...attachments.map(attachmentNote)].join('\n');
    await this.db.write((tx) => tx.insert(localOutbox).values({ channel: 'mail', recipient: to, subject, body }));
  }
}

/** Keeps every mail in memory, attachments and all: for tests that open what was sent. */
export class RecordingMailTransport implements MailTransport {
  readonly sent: MailMessage[] = [];

  async send(message: MailMessage): Promise<void> {
    this.sent.push(message);
  }
}

export class LocalSmsTransport implements SmsTransport {
  constructor(private readonly db: Database) {}

  async send({ to, text }: SmsMessage): Promise<void> {
    await this.db.write((tx) =>
      tx.insert(localOutbox).values({ channel: 'sms', recipient: to, subject: null, body: text }),
    );
  }
}

/** Production mail through any SMTP server (SMTP_URL, e.g. smtps://user:pass@mail.example.org). */
export class SmtpMailTransport implements MailTransport {
  private readonly transporter: Pick<Transporter, 'sendMail'>;
  private readonly from: string;

  constructor(options: { url: string; from: string }, transporter?: Pick<Transporter, 'sendMail'>) {
    if (!transporter && !options.url) throw new Error('SMTP_URL must be set when MAIL_TRANSPORT=smtp.');
    this.transporter = transporter ?? nodemailer.createTransport(options.url);
    this.from = options.from;
  }

  async send({ to, subject, text, attachments }: MailMessage): Promise<void> {
    await this.transporter.sendMail({
      from: this.from,
      to,
      subject,
      text,
      ...(attachments?.length && { attachments }),
    });
  }
}

/**
 * Production SMS through an HTTP gateway: `POST url` with `Authorization: Bearer <token>` and the JSON
 * body `{ "to": "+20…", "text": "…" }`; any 2xx is success. Most gateways take this shape or need only
 * a thin adapter in front of them.
 */
export class HttpSmsTransport implements SmsTransport {
  constructor(
    private readonly options: { url: string; token: string; timeoutMs?: number },
    private readonly fetchImpl: typeof fetch = fetch,
  ) {
    if (!options.url) throw new Error('SMS_HTTP_URL must be set when SMS_TRANSPORT=http.');
  }

  async send({ to, text }: SmsMessage): Promise<void> {
    const response = await this.fetchImpl(this.options.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${this.options.token}` },
      body: JSON.stringify({ to, text }),
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
    });
    // The status only: the gateway's answer might echo the message.
    if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
  }
}

export interface OutboxEntry {
  id: number;
  channel: 'mail' | 'sms';
  recipient: string;
  subject: string | null;
  body: string;
  created_at: string;
}

/** The latest messages of the local outbox, newest first (optionally for one recipient). */
export async function latestOutbox(db: Reader, options: { to?: string; limit?: number } = {}): Promise<OutboxEntry[]> {
  const rows = await db
    .select()
    .from(localOutbox)
    .where(options.to ? eq(localOutbox.recipient, options.to) : undefined)
    .orderBy(desc(localOutbox.id))
    .limit(options.limit ?? 50);
  return rows.map((r) => ({
    id: r.id,
    channel: r.channel,
    recipient: r.recipient,
    subject: r.subject,
    body: r.body,
    created_at: r.createdAt,
  }));
}

/** The outbox as the operator reads it in a terminal (`npm run outbox`): oldest of the batch last, one block each. */
export function formatOutbox(entries: readonly OutboxEntry[]): string {
  if (entries.length === 0) return 'The local outbox is empty.\n';
  return entries
    .map((e) =>
      [
        `#${e.id}  ${e.created_at}  ${e.channel}  to ${e.recipient}`,
        ...(e.subject ? [`subject: ${e.subject}`] : []),
        e.body,
        '',
      ].join('\n'),
    )
    .join('\n');
}
