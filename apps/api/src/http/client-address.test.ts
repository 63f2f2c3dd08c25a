import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { parseTrustProxy } from '../config.ts';

/** An address a client could write into X-Forwarded-For to pass for someone else. */
const spoofed = () => `${randomInt(1, 224)}.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`;

interface Form {
  trustProxy: string;
  /** The connection's address (the load balancer when there is one). */
  socket: string;
  /** X-Forwarded-For as it arrives: what the client wrote, then what the proxies appended. */
  forwardedFor: (client: string) => string;
}

/**
 * Every form of TRUST_PROXY: whatever a client writes at the left of X-Forwarded-For, the address
 * the limits count is the one the trusted proxies saw (or the socket's when nothing is trusted).
 */
const forms: Form[] = [
  { trustProxy: 'false', socket: '198.51.100.10', forwardedFor: () => `${spoofed()}` },
  {
    trustProxy: 'true',
    socket: '10.0.0.1',
    forwardedFor: (client) => `${spoofed()}, ${spoofed()}, ${client}`,
  },
  { trustProxy: '1', socket: '10.0.0.1', forwardedFor: (client) => `${spoofed()}, ${client}` },
  {
    trustProxy: '2',
    socket: '10.0.0.1',
    forwardedFor: (client) => `${spoofed()}, ${client}, 10.0.0.9`,
  },
  {
    trustProxy: '10.0.0.0/8, 172.16.0.1',
    socket: '10.0.0.1',
    forwardedFor: (client) => `${spoofed()}, ${client}, 172.16.0.1, 10.20.0.3`,
  },
];

describe.each(forms)('TRUST_PROXY=$trustProxy', (form) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      configure: (config) => {
        config.trustProxy = parseTrustProxy(form.trustProxy);
        config.rateLimits.login.perAddress = 3;
        config.rateLimits.register.perAddress = 2;
      },
    });
  });
  afterAll(() => t.close());

  /** A wrong password for a new account each time, so only the per-address limit can hold it. */
  const failSignIn = (client: string, socket = form.socket) =>
    t.app.inject({
      method: 'POST',
      url: '/api/Account/login',
      remoteAddress: socket,
      headers: { 'x-forwarded-for': form.forwardedFor(client) },
      payload: { email: `someone-${randomInt(1e9)}@example.com`, password: 'Wrong1234' },
    });

  it('holds one client at the per-address limit whatever it writes in X-Forwarded-For', async () => {
    const client = form.trustProxy === 'false' ? form.socket : '203.0.113.5';
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await failSignIn(client)).statusCode);
    expect(codes).toEqual([401, 401, 401, 429]);
  });

  it('counts registrations per client the same way', async () => {
    const register = (client: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/Account/register',
        remoteAddress: form.socket,
        headers: { 'x-forwarded-for': form.forwardedFor(client) },
        payload: {
          firstName: 'A',
          lastName: 'B',
          email: `new-${randomInt(1e9)}@example.com`,
          password: 'Qx7!vLm2#Rt9',
          confirmPassword: 'Qx7!vLm2#Rt9',
          phoneNumber: '0551234567',
        },
      });
    const client = form.trustProxy === 'false' ? form.socket : '203.0.113.50';
    const codes = [];
    for (let i = 0; i < 3; i++) codes.push((await register(client)).statusCode);
    expect(codes).toEqual([201, 201, 429]);
  });

  if (form.trustProxy === 'false') {
    it('uses the socket address: another connection is another client', async () => {
      expect((await failSignIn('', '198.51.100.11')).statusCode).toBe(401);
    });
  } else {
    it('tells clients apart by the address the trusted proxy added', async () => {
      expect((await failSignIn('203.0.113.6')).statusCode).toBe(401);
    });
  }

  if (form.trustProxy.includes('/')) {
    it('ignores X-Forwarded-For from a connection that is not a trusted proxy', async () => {
      const codes = [];
      for (let i = 0; i < 4; i++)
        codes.push((await failSignIn(spoofed(), '198.51.100.20')).statusCode);
      expect(codes).toEqual([401, 401, 401, 429]);
    });
  }
});
