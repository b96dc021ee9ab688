import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import {
  createTransports,
  formatOutbox,
  latestOutbox,
  HttpSmsTransport,
  LocalMailTransport,
  LocalSmsTransport,
  SmtpMailTransport,
} from './index.js';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('local transports and GET /dev/outbox', () => {
  it('write mail and SMS into local_outbox; /dev/outbox answers the latest first, optionally for one recipient', async () => {
    t = await startTestApp();
    await t.app.mail.send({ to: 'a@example.com', subject: 'Hello', text: 'Link: http://x/1' });
    await t.app.sms.send({ to: '+201000000001', text: 'Code 123456' });
    const res = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toHaveLength(2);
    expect(data[0]).toMatchObject({ channel: 'sms', recipient: '+201000000001', subject: null, body: 'Code 123456' });
    expect(data[1]).toMatchObject({
      channel: 'mail',
      recipient: 'a@example.com',
      subject: 'Hello',
      body: 'Link: http://x/1',
    });
    const one = await t.app.inject({ method: 'GET', url: '/dev/outbox?to=a@example.com' });
    expect(one.json().data).toHaveLength(1);
    expect(t.logs()).not.toContain('123456');
  });

  it('answers only the latest 50', async () => {
    t = await startTestApp();
    for (let i = 0; i < 55; i++) await t.app.sms.send({ to: '+201000000001', text: `m${i}` });
    const { data } = (await t.app.inject({ method: 'GET', url: '/dev/outbox' })).json();
    expect(data).toHaveLength(50);
    expect(data[0].body).toBe('m54');
  });

  it('does not exist in production', async () => {
    t = await startTestApp({ production: true });
    expect((await t.app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
  });

  it('does not exist unless DEV_OUTBOX_HTTP asks for it, even outside production (what `npm start` gives a school)', async () => {
    t = await startTestApp({ devOutboxHttp: false });
    await t.app.mail.send({ to: 'a@example.com', subject: 'Reset', text: 'Link: http://x/new-password/secret' });
    const res = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('secret');
  });

  it('answers only the loopback address: a guest on the network, or anyone through a proxy, finds nothing', async () => {
    t = await startTestApp();
    await t.app.mail.send({ to: 'a@example.com', subject: 'Reset', text: 'Link: http://x/new-password/secret' });
    for (const remoteAddress of ['10.0.0.7', '192.168.1.20', '::ffff:10.0.0.7', 'fe80::1']) {
      const res = await t.app.inject({ method: 'GET', url: '/dev/outbox', remoteAddress });
      expect(res.statusCode, remoteAddress).toBe(404);
      expect(res.body).not.toContain('secret');
    }
    const proxied = await t.app.inject({
      method: 'GET',
      url: '/dev/outbox',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '10.0.0.7' },
    });
    expect(proxied.statusCode).toBe(404);
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const res = await t.app.inject({ method: 'GET', url: '/dev/outbox', remoteAddress });
      expect(res.statusCode, remoteAddress).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });
});

describe('npm run outbox (the operator reads the outbox in a terminal)', () => {
  it('prints each message with its recipient, subject and body, newest first', async () => {
    t = await startTestApp({ devOutboxHttp: false });
    await t.app.mail.send({ to: 'a@example.com', subject: 'Reset', text: 'Link: http://x/new-password/abc' });
    await t.app.sms.send({ to: '+201000000001', text: 'Code 123456' });
    const printed = formatOutbox(await latestOutbox(t.app.db));
    expect(printed).toMatch(
      /sms {2}to \+201000000001\nCode 123456\n[\s\S]*mail {2}to a@example.com\nsubject: Reset\nLink: http:\/\/x\/new-password\/abc/,
    );
    expect(formatOutbox([])).toBe('The local outbox is empty.\n');
  });
});

describe('transport choice and production adapters', () => {
  it('chooses local transports by default, SMTP and the HTTP gateway when configured', async () => {
    t = await startTestApp();
    const local = createTransports({ mail: { transport: 'local' }, sms: { transport: 'local' } }, t.app.db);
    expect(local.mail).toBeInstanceOf(LocalMailTransport);
    expect(local.sms).toBeInstanceOf(LocalSmsTransport);
    const remote = createTransports(
      {
        mail: { transport: 'smtp', url: 'smtp://localhost:2525', from: 'Codeyard <no-reply@example.org>' },
        sms: { transport: 'http', url: 'http://sms.example.org/send', token: 't' },
      },
      t.app.db,
    );
    expect(remote.mail).toBeInstanceOf(SmtpMailTransport);
    expect(remote.sms).toBeInstanceOf(HttpSmsTransport);
    expect(() => new SmtpMailTransport({ url: '', from: 'x' })).toThrow(/SMTP_URL/);
    expect(() => new HttpSmsTransport({ url: '', token: '' })).toThrow(/SMS_HTTP_URL/);
  });

  it('SMTP sends through nodemailer with the configured sender', async () => {
    const sent: unknown[] = [];
    const smtp = new SmtpMailTransport({ url: 'smtp://unused', from: 'Codeyard <no-reply@example.org>' }, {
      sendMail: async (m: unknown) => void sent.push(m),
    } as never);
    await smtp.send({ to: 'a@example.com', subject: 'S', text: 'T' });
    expect(sent).toEqual([{ from: 'Codeyard <no-reply@example.org>', to: 'a@example.com', subject: 'S', text: 'T' }]);
  });

  it('the HTTP SMS gateway gets a bearer token and { to, text }; a failure status throws without the message', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    let status = 202;
    const fetchImpl = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response('{"echo":"Code 654321"}', { status });
    }) as unknown as typeof fetch;
    const sms = new HttpSmsTransport({ url: 'https://sms.example.org/send', token: 'tok' }, fetchImpl);
    await sms.send({ to: '+201000000001', text: 'Code 654321' });
    expect(calls[0].url).toBe('https://sms.example.org/send');
    expect(calls[0].init.method).toBe('POST');
    expect((calls[0].init.headers as Record<string, string>).authorization).toBe('Bearer tok');
    expect(JSON.parse(calls[0].init.body as string)).toEqual({ to: '+201000000001', text: 'Code 654321' });
    status = 500;
    await expect(sms.send({ to: '+201000000001', text: 'Code 654321' })).rejects.toThrow(/^SMS gateway answered 500$/);
  });
});
