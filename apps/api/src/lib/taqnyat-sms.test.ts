import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { SmsDeliveryError } from './sms.ts';
import { createTaqnyatSms } from './taqnyat-sms.ts';

const TOKEN = 'taqnyat-test-token-5f1c9e';

/**
 * A fake Taqnyat on a local port speaking its protocol: `POST /v1/messages` with a bearer token
 * and JSON `{recipients, body, sender}`; 201 with a message id, or a status and message. `mode`
 * picks its answer.
 */
let mode: 'ok' | 'badToken' | 'noBalance' | 'outage' | 'echoToken' = 'ok';
const received: Array<{ path: string; authorization: string; body: Record<string, unknown> }> = [];
let fake: http.Server;
let fakeUrl: string;

function answer(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

beforeAll(async () => {
  fake = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const body = JSON.parse(raw || '{}') as Record<string, unknown>;
      received.push({ path: req.url ?? '', authorization: req.headers.authorization ?? '', body });
      if (mode === 'outage') {
        res.writeHead(503, { 'content-type': 'text/html' }).end('<h1>Service Unavailable</h1>');
        return;
      }
      if (mode === 'echoToken')
        return answer(res, 401, { statusCode: 401, message: `Bad token ${TOKEN}` });
      if (req.headers.authorization !== `Bearer ${TOKEN}` || mode === 'badToken')
        return answer(res, 401, { statusCode: 401, message: 'Unauthorized' });
      if (mode === 'noBalance')
        return answer(res, 402, { statusCode: 402, message: 'Insufficient balance' });
      const recipients = body.recipients as string[];
      return answer(res, 201, {
        statusCode: 201,
        messageId: 5452899970,
        cost: '0.0500',
        currency: 'SAR',
        totalCount: recipients.length,
        msgLength: 1,
        accepted: `[${recipients.join(',')},]`,
        rejected: '[]',
      });
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  fakeUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => fake.close(() => resolve())));
beforeEach(() => {
  mode = 'ok';
  received.length = 0;
});

describe('the Taqnyat adapter', () => {
  it('posts the message as Taqnyat expects and answers its message id', async () => {
    const sms = createTaqnyatSms({ apiUrl: `${fakeUrl}/`, token: TOKEN, sender: 'Dukkan' });
    expect(await sms.send('+966551234567', 'رمز الدخول: 123456')).toBe('5452899970');
    expect(received).toEqual([
      {
        path: '/v1/messages',
        authorization: `Bearer ${TOKEN}`,
        body: { recipients: ['966551234567'], body: 'رمز الدخول: 123456', sender: 'Dukkan' },
      },
    ]);
  });

  it('turns refusals and outages into delivery errors that never carry the token', async () => {
    const sms = createTaqnyatSms({ apiUrl: fakeUrl, token: TOKEN, sender: 'Dukkan' });
    const failure = async () => {
      try {
        await sms.send('+966551234567', 'x');
      } catch (error) {
        return error as SmsDeliveryError;
      }
      throw new Error('sent');
    };
    mode = 'noBalance';
    const refused = await failure();
    expect(refused).toBeInstanceOf(SmsDeliveryError);
    expect(refused.reason).toBe('refused');
    expect(refused.message).toBe('Taqnyat refused the message: 402 Insufficient balance');
    mode = 'echoToken';
    const echoed = await failure();
    expect(echoed.message).not.toContain(TOKEN);
    expect(echoed.message).toContain('[token]');
    mode = 'outage';
    expect((await failure()).reason).toBe('unreachable');
    const closed = createTaqnyatSms({ apiUrl: 'http://127.0.0.1:9', token: TOKEN, sender: 'x' });
    await expect(closed.send('+966551234567', 'x')).rejects.toMatchObject({
      reason: 'unreachable',
    });
  });
});

describe('sign-in codes through Taqnyat', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      configure: (config) => {
        config.sms = {
          ...config.sms,
          provider: 'taqnyat',
          apiUrl: fakeUrl,
          apiToken: TOKEN,
          sender: 'Dukkan',
        };
      },
    });
  });
  afterAll(() => t.close());

  const requestCode = (lang = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/api/Account/mobile/request-code',
      headers: { 'accept-language': lang },
      payload: { mobile: '0551234567' },
    });

  it('texts the code through the provider, and the code signs in', async () => {
    expect((await requestCode()).statusCode).toBe(200);
    expect(received).toHaveLength(1);
    const text = received[0]!.body.body as string;
    const code = /(\d{6})/.exec(text)![1]!;
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/Account/mobile/sign-in',
      payload: { mobile: '+966551234567', code, name: 'Sara' },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('answers 502 when the provider refuses and 503 when it is down, in both languages', async () => {
    mode = 'badToken';
    const refused = await requestCode();
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toEqual({
      message:
        'The text message could not be sent. Please try again later, or sign in with your e-mail',
      statusCode: 502,
      data: null,
    });
    expect((await requestCode('ar')).json().message).toBe(
      'تعذّر إرسال الرسالة النصية. يرجى المحاولة لاحقًا، أو تسجيل الدخول ببريدك الإلكتروني',
    );
    mode = 'outage';
    const down = await requestCode();
    expect(down.statusCode).toBe(503);
    expect(down.json().message).toBe(
      'The text message service cannot be reached right now. Please try again in a few minutes',
    );
    expect((await requestCode('ar')).json().message).toBe(
      'يتعذّر الوصول إلى خدمة الرسائل النصية الآن. يرجى المحاولة بعد بضع دقائق',
    );
  });
});
