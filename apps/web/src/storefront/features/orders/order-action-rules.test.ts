import { ORDER_STATUSES } from '@dukkan/contracts';
import { describe, expect, it } from 'vitest';
import { cancelRefunds, canCancel, canDownloadInvoice } from './order-action-rules';

const order = (
  status: (typeof ORDER_STATUSES)[number],
  paymentMethod: 'CashOnDelivery' | 'Online',
  isPaid: boolean,
) => ({ status, paymentMethod, isPaid });

describe('the cancel button', () => {
  it('shows for an order that is Pending or Processing, unless it was paid in cash', () => {
    const shown = ORDER_STATUSES.flatMap((status) =>
      (['CashOnDelivery', 'Online'] as const).flatMap((method) =>
        [false, true].flatMap((isPaid) =>
          canCancel(order(status, method, isPaid)) ? [`${status} ${method} ${isPaid}`] : [],
        ),
      ),
    );
    expect(shown).toEqual([
      'Pending CashOnDelivery false',
      'Pending Online false',
      'Pending Online true',
      'Processing CashOnDelivery false',
      'Processing Online false',
      'Processing Online true',
    ]);
  });

  it('says the money comes back only for an order paid online', () => {
    expect(cancelRefunds(order('Pending', 'Online', true))).toBe(true);
    expect(cancelRefunds(order('Pending', 'Online', false))).toBe(false);
    expect(cancelRefunds(order('Pending', 'CashOnDelivery', false))).toBe(false);
  });
});

describe('the invoice button', () => {
  it('shows for every order but a cancelled one or an unpaid online one', () => {
    expect(canDownloadInvoice(order('Pending', 'CashOnDelivery', false))).toBe(true);
    expect(canDownloadInvoice(order('Delivered', 'CashOnDelivery', true))).toBe(true);
    expect(canDownloadInvoice(order('Returned', 'Online', true))).toBe(true);
    expect(canDownloadInvoice(order('Pending', 'Online', true))).toBe(true);
    expect(canDownloadInvoice(order('Pending', 'Online', false))).toBe(false);
    expect(canDownloadInvoice(order('Cancelled', 'CashOnDelivery', false))).toBe(false);
    expect(canDownloadInvoice(order('Cancelled', 'Online', true))).toBe(false);
  });
});
