import { PAYMENT_WINDOW_MINUTES, type OrderStatus, type PaymentMethod } from '@dukkan/contracts';
import type { MessageKey } from '../../lib/messages.ts';
import type { SeededRandom } from './seeded-random.ts';

const MINUTE_MS = 60_000;

/** What the sandbox gateway answers for its successful test card. */
export const PAID_RESULT = {
  code: '000.100.110',
  description: "Request successfully processed in 'Merchant in Integrator Test Mode'",
} as const;

export interface HistoryEntry {
  status: OrderStatus;
  noteKey: MessageKey | null;
  noteParams: Record<string, string> | null;
  changedBy: number | null;
  createdAt: Date;
}

export interface Lifecycle {
  status: OrderStatus;
  isPaid: boolean;
  paidAt: Date | null;
  history: HistoryEntry[];
  /** When the order last changed. */
  updatedAt: Date;
}

export interface LifecycleInput {
  /** Where the order is meant to end up; it stops earlier when the next step would be in the future. */
  target: OrderStatus;
  paymentMethod: PaymentMethod;
  placedAt: Date;
  customerId: number;
  /** Hours from shipping to the customer having it, for the delivery method used. */
  deliveryHours: readonly [number, number];
  staffIds: readonly number[];
  now: Date;
  random: SeededRandom;
}

/**
 * Walks an order through the real lifecycle (placed → paid online → Processing → Shipped →
 * Delivered → Returned, or → Cancelled) with increasing timestamps, writing the history rows the
 * API would have written: system notes as message keys, staff moves with who made them.
 */
export function walkLifecycle(input: LifecycleInput): Lifecycle {
  const { random, now, target } = input;
  const online = input.paymentMethod === 'Online';
  const staff = () => (input.staffIds.length > 0 ? random.pick(input.staffIds) : null);
  const history: HistoryEntry[] = [];
  let at = input.placedAt;
  let status: OrderStatus = 'Pending';
  let paidAt: Date | null = null;
  const record = (next: OrderStatus, changedBy: number | null, noteKey: MessageKey | null = null) =>
    history.push({ status: next, noteKey, noteParams: null, changedBy, createdAt: at });
  /** Moves on only when the step has already happened by now. */
  const advance = (hours: readonly [number, number]) => {
    const next = new Date(at.getTime() + random.int(hours[0] * 60, hours[1] * 60) * MINUTE_MS);
    if (next.getTime() > now.getTime() - MINUTE_MS) return false;
    at = next;
    return true;
  };

  record('Pending', input.customerId, 'orders.history.placed');
  if (online && target === 'Cancelled') {
    // The shopper never finished paying: the expiry sweep cancelled it and gave everything back.
    at = new Date(at.getTime() + (PAYMENT_WINDOW_MINUTES + random.int(0, 2)) * MINUTE_MS);
    record('Cancelled', null, 'orders.history.expired');
    return { status: 'Cancelled', isPaid: false, paidAt: null, history, updatedAt: at };
  }
  if (online) {
    at = new Date(at.getTime() + random.int(2, 6) * MINUTE_MS);
    paidAt = at;
    history.push({
      status: 'Pending',
      noteKey: 'orders.history.paid',
      noteParams: { code: PAID_RESULT.code },
      changedBy: null,
      createdAt: at,
    });
  }
  const done = () => ({ status, isPaid: paidAt !== null, paidAt, history, updatedAt: at });
  const move = (next: OrderStatus, hours: readonly [number, number]) => {
    if (!advance(hours)) return false;
    status = next;
    record(next, staff());
    return true;
  };

  if (target === 'Pending') return done();
  if (target === 'Cancelled' && random.chance(0.5)) {
    move('Cancelled', [1, 20]);
    return done();
  }
  if (!move('Processing', [1, 16]) || target === 'Processing') return done();
  if (target === 'Cancelled') {
    move('Cancelled', [2, 12]);
    return done();
  }
  if (!move('Shipped', [4, 28]) || target === 'Shipped') return done();
  if (!move('Delivered', input.deliveryHours)) return done();
  // Cash is collected on delivery.
  if (!online) paidAt = at;
  if (target === 'Returned') move('Returned', [48, 168]);
  return done();
}
