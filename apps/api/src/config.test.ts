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
