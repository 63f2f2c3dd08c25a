import { describe, expect, it } from 'vitest';
import { loadConfig, parseTrustProxy } from './config.ts';

describe('parseTrustProxy', () => {
  it.each([
    ['', false],
    ['false', false],
    ['0', false],
    ['no', false],
    // "true" is the one load balancer in front, never "every hop".
    ['true', 1],
    ['TRUE', 1],
    ['yes', 1],
    ['1', 1],
    ['3', 3],
  ])('reads %j as %j', (value, expected) => {
    expect(parseTrustProxy(value)).toBe(expected);
  });

  it('reads a list of addresses, CIDR ranges and named ranges', () => {
    expect(parseTrustProxy(' 10.0.0.0/8, 192.168.1.10 ,fd00::/8, ::1, loopback')).toEqual([
      '10.0.0.0/8',
      '192.168.1.10',
      'fd00::/8',
      '::1',
      'loopback',
    ]);
  });

  it.each([
    'proxy.internal',
    'cafe',
    '999.1.1.1',
    '10.0.0.0/33',
    'fd00::/129',
    '10.0.0.0/8/8',
    '10.0.0.0/',
    '-1',
    '1.5',
    '10.0.0.1, *',
  ])('refuses %j with a clear message', (value) => {
    expect(() => parseTrustProxy(value)).toThrow(
      /^Invalid configuration:\n {2}TRUST_PROXY: ".+" is not an address, CIDR or hop count$/,
    );
  });

  it('is what loadConfig uses', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY: "everyone"/);
  });
});

describe('SMS settings', () => {
  it('write to the outbox in DATA_DIR/sms when no provider is set', () => {
    const config = loadConfig({ DATA_DIR: '/srv/shop' });
    expect(config.sms).toMatchObject({ provider: null, outboxDir: '/srv/shop/sms' });
  });

  it('read the Taqnyat settings', () => {
    const config = loadConfig({
      SMS_PROVIDER: 'taqnyat',
      SMS_API_TOKEN: 'secret',
      SMS_SENDER: 'Dukkan',
      SMS_CODE_TEXT_AR: 'رمزك {code}',
    });
    expect(config.sms).toMatchObject({
      provider: 'taqnyat',
      apiUrl: 'https://api.taqnyat.sa',
      apiToken: 'secret',
      sender: 'Dukkan',
      codeText: { en: null, ar: 'رمزك {code}' },
    });
  });

  it('stop the start with a clear message when a setting is missing or wrong', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'taqnyat' })).toThrow(
      'Invalid configuration:\n  SMS_API_TOKEN: required when SMS_PROVIDER is set\n  SMS_SENDER: required when SMS_PROVIDER is set',
    );
    expect(() => loadConfig({ SMS_PROVIDER: 'twilio' })).toThrow(
      /SMS_PROVIDER: must be taqnyat, or unset for the outbox/,
    );
    expect(() => loadConfig({ SMS_CODE_TEXT_EN: 'Your code' })).toThrow(
      /SMS_CODE_TEXT_EN: must contain \{code\}/,
    );
    expect(() => loadConfig({ SMS_SENDER: 'A-very-long-sender' })).toThrow(
      /SMS_SENDER must be at most 11 characters/,
    );
    // The token never appears in the message, even when another setting is wrong.
    expect(() => loadConfig({ SMS_API_TOKEN: 'secret', SMS_API_URL: 'nope' })).toThrow(
      /^(?![\s\S]*secret)[\s\S]*SMS_API_URL/,
    );
  });
});
