import type { OrderStatusChange } from '@dukkan/contracts';

/** One row of the shopper's status history: a status and every change recorded while in it. */
export interface TimelineStep {
  status: OrderStatusChange['status'];
  /** Oldest first; the row's time is the first one's. */
  changes: OrderStatusChange[];
}

/**
 * The history as rows, one per status in a row. The API records events that keep the status
 * (the payment of a pending order, staff marking it paid) as entries of that same status; shown
 * one by one they read as the order going "Pending" twice, so they join the status's row.
 */
export function timelineSteps(history: readonly OrderStatusChange[]): TimelineStep[] {
  const steps: TimelineStep[] = [];
  for (const change of history) {
    const last = steps.at(-1);
    if (last?.status === change.status) last.changes.push(change);
    else steps.push({ status: change.status, changes: [change] });
  }
  return steps;
}
