import { describe, expect, it } from 'vitest';
import { shopperStage } from './shopper-stage';

describe('shopper stage', () => {
  it('says a paid order that is still pending is paid and being prepared', () => {
    expect(shopperStage({ status: 'Pending', isPaid: true })).toBe('PaidPreparing');
  });

  it('keeps the status once the order moves on, and for unpaid pending orders', () => {
    expect(shopperStage({ status: 'Pending', isPaid: false })).toBe('Pending');
    expect(shopperStage({ status: 'Processing', isPaid: true })).toBe('Processing');
    expect(shopperStage({ status: 'Cancelled', isPaid: true })).toBe('Cancelled');
  });
});
