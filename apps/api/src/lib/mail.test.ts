import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser } from '../../test/factories.ts';

/** A real SMTP server on a local port: the reset mail must arrive through the SMTP protocol. */
let smtp: SMTPServer;
const received: Array<{ from: string; to: string[]; raw: string }> = [];
let t: TestApp;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await buildTestApp({
    configure: (c) => {
      c.smtpUrl = `smtp://127.0.0.1:${port}`;
      c.mailFrom = 'Dukkan <shop@dukkan.test>';
    },
  });
});

afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('mail over SMTP', () => {
  it('delivers the reset code through the configured SMTP server, in the requested language', async () => {
    const user = await createUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/Account/forget-password?email=${user.email}`,
      headers: { 'accept-language': 'ar' },
    });
    expect(res.statusCode).toBe(200);
    const deadline = Date.now() + 5000;
    while (received.length === 0 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 25));
    expect(received).toHaveLength(1);
    expect(received[0]!.from).toBe('shop@dukkan.test');
    expect(received[0]!.to).toEqual([user.email]);
    expect(received[0]!.raw).toMatch(/Subject: =\?UTF-8\?/); // Arabic subject, encoded
  });
});
