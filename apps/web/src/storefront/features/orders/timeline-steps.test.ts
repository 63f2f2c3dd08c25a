import type { OrderStatusChange } from '@dukkan/contracts';
import { describe, expect, it } from 'vitest';
import { timelineSteps } from './timeline-steps';

const change = (
  status: OrderStatusChange['status'],
  note: string | null,
  minute: number,
): OrderStatusChange => ({
  status,
  note,
  changedBy: null,
  createdAt: `2026-11-25T10:${String(minute).padStart(2, '0')}:00.000Z`,
});

describe('timeline steps', () => {
  it('joins the payment of a pending order to its one "Pending" row', () => {
    const placed = change('Pending', 'Order placed', 0);
    const paid = change('Pending', 'Payment received online', 2);
    const processing = change('Processing', null, 30);
    expect(timelineSteps([placed, paid, processing])).toEqual([
      { status: 'Pending', changes: [placed, paid] },
      { status: 'Processing', changes: [processing] },
    ]);
  });

  it('joins only changes in a row: a status met again later gets a row of its own', () => {
    const steps = timelineSteps([
      change('Pending', null, 0),
      change('Cancelled', null, 5),
      change('Cancelled', 'Payment received after the order was cancelled', 6),
      change('Pending', null, 7),
    ]);
    expect(steps.map((step) => [step.status, step.changes.length])).toEqual([
      ['Pending', 1],
      ['Cancelled', 2],
      ['Pending', 1],
    ]);
    expect(timelineSteps([])).toEqual([]);
  });
});
