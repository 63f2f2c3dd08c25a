import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { bearer, createUser } from '../../../test/factories.ts';
import { mailCount, waitForMail } from '../../../test/outbox.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({
    configure: (config) => {
      config.rateLimits.contact = { perAddress: 1000, perAccount: 3, windowSeconds: 3600 };
    },
  });
});
afterAll(() => t.close());

const message = {
  name: 'Sara Al-Qahtani',
  email: 'sara@example.com',
  phone: '0551234567',
  subject: 'Where is my order?',
  message: 'Hello, I ordered last week and would like to know when it arrives.',
};

function send(payload: object, lang = 'en', ip = '127.0.0.1') {
  return t.app.inject({
    method: 'POST',
    url: '/api/contact/send',
    payload,
    remoteAddress: ip,
    headers: { 'accept-language': lang },
  });
}

describe('contact form', () => {
  it('mails the shop’s sender address while the footer has no e-mail, Reply-To the shopper', async () => {
    const res = await send(message);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Thank you. Your message was sent and we will reply by e-mail soon',
      data: { sent: true },
    });
    const mail = await waitForMail(t.config.outboxDir, t.config.mailFrom);
    expect(mail).toMatch(/^Reply-To: "Sara Al-Qahtani" <sara@example\.com>$/m);
    expect(mail).toMatch(/^Subject: Contact form: Where is my order\?$/m);
    expect(mail).toContain('+966551234567');
    expect(mail).toContain('would like to know when it arrives');
  });

  it('mails the footer’s e-mail once the store has one, answering in Arabic', async () => {
    const admin = await createUser(t.app, { role: 'Admin' });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/footer/createFooter',
      payload: { email: 'care@shop.example' },
      headers: bearer(admin.token),
    });
    expect(created.statusCode).toBe(201);
    const res = await send({ ...message, email: 'omar@example.com', phone: '' }, 'ar');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('شكرًا لك. أُرسلت رسالتك وسنرد عليك بالبريد الإلكتروني قريبًا');
    const mail = await waitForMail(t.config.outboxDir, 'care@shop.example');
    expect(mail).toMatch(/^Reply-To: .*<omar@example\.com>$/m);
  });

  it('refuses line breaks in name and subject (no header injection), bad e-mail and short messages — mailing nothing', async () => {
    const before = mailCount(t.config.outboxDir);
    const injected = await send({ ...message, subject: 'Hi\r\nBcc: victim@example.com' });
    expect(injected.statusCode).toBe(400);
    expect(Object.keys(injected.json().data)).toEqual(['subject']);
    const name = await send({ ...message, name: 'Eve\nBcc: x@example.com' });
    expect(Object.keys(name.json().data)).toEqual(['name']);
    const bad = await send({ ...message, email: 'nope', message: 'short' }, 'ar');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().data).sort()).toEqual(['email', 'message']);
    expect(bad.json().message).toMatch(/^البريد الإلكتروني: /);
    expect((await send({ ...message, phone: '12345' })).statusCode).toBe(400);
    expect((await send({ ...message, subject: 'x'.repeat(151) })).statusCode).toBe(400);
    expect((await send({ ...message, message: 'x'.repeat(5001) })).statusCode).toBe(400);
    expect(mailCount(t.config.outboxDir)).toBe(before);
  });

  it('is rate limited (429 with Retry-After) per sender, whatever the address', async () => {
    const sender = { ...message, email: 'busy@example.com' };
    for (let i = 0; i < 3; i++) {
      expect((await send(sender, 'en', `10.0.0.${i + 1}`)).statusCode).toBe(200);
    }
    const limited = await send(sender, 'en', '10.0.0.9');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('contact form per address', () => {
  it('holds one address after its limit', async () => {
    t.config.rateLimits.contact = { perAddress: 2, perAccount: 1000, windowSeconds: 3600 };
    const ip = '10.1.1.1';
    expect((await send({ ...message, email: 'a@example.com' }, 'en', ip)).statusCode).toBe(200);
    expect((await send({ ...message, email: 'b@example.com' }, 'en', ip)).statusCode).toBe(200);
    expect((await send({ ...message, email: 'c@example.com' }, 'en', ip)).statusCode).toBe(429);
    expect((await send({ ...message, email: 'c@example.com' }, 'en', '10.1.1.2')).statusCode).toBe(
      200,
    );
  });
});
