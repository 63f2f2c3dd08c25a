import { describe, expect, it } from 'vitest';
import { classifyResultCode, gatewayAmount } from './result-codes.ts';

describe('classifyResultCode', () => {
  it.each([
    ['000.000.000', 'success'],
    ['000.100.110', 'success'],
    ['000.100.112', 'success'],
    ['000.300.000', 'success'],
    ['000.600.000', 'success'],
    ['000.400.110', 'success'],
    ['000.400.120', 'success'],
    ['000.200.000', 'pending'],
    ['000.200.100', 'pending'],
    ['800.400.500', 'pending'],
    ['100.400.500', 'pending'],
    ['000.400.000', 'failed'], // manual review codes are not success
    ['000.400.130', 'failed'],
    ['800.100.151', 'failed'],
    ['100.100.101', 'failed'],
    ['200.300.404', 'failed'],
    ['', 'failed'],
    ['x000.000.000', 'failed'],
  ] as const)('%s → %s', (code, outcome) => {
    expect(classifyResultCode(code)).toBe(outcome);
  });
});

describe('gatewayAmount', () => {
  it('writes halalas with exactly two decimals', () => {
    expect(gatewayAmount(17_400)).toBe('174.00');
    expect(gatewayAmount(1)).toBe('0.01');
    expect(gatewayAmount(123_456_789)).toBe('1234567.89');
  });
});
