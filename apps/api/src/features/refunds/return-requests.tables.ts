import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { RETURN_REASONS, RETURN_REQUEST_STATUSES } from '@dukkan/contracts';
import { users } from '../accounts/accounts.tables.ts';
import { orderItems, orders } from '../orders/orders.tables.ts';
import { refunds } from './refunds.tables.ts';

/**
 * A shopper's request to return units of a delivered order (docs/decisions/023-return-requests.md).
 * Pending until staff approve it (which makes the refund of exactly its lines, `refund_id`) or
 * reject it with a reason. Units in pending requests are held: a new request may name only what
 * is neither returned nor requested, checked under the order's row lock.
 */
export const returnRequests = pgTable(
  'return_requests',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    status: text('status', { enum: RETURN_REQUEST_STATUSES }).notNull().default('pending'),
    reason: text('reason', { enum: RETURN_REASONS }).notNull(),
    note: text('note').notNull().default(''),
    rejectionReason: text('rejection_reason'),
    refundId: integer('refund_id').references(() => refunds.id, { onDelete: 'restrict' }),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('return_requests_order_idx').on(t.orderId, t.id),
    // The dashboard's "pending returns" list walks only the requests still waiting.
    index('return_requests_pending_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.status} = 'pending'`),
    uniqueIndex('return_requests_refund_key').on(t.refundId),
    check('return_requests_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check(
      'return_requests_reason_check',
      sql`${t.reason} in ('Damaged', 'WrongItem', 'WrongSize', 'NotAsDescribed', 'ChangedMind', 'Other')`,
    ),
    check(
      'return_requests_decision_consistent',
      sql`(${t.status} = 'pending') = (${t.decidedAt} is null)
        and (${t.status} = 'rejected') = (${t.rejectionReason} is not null)
        and (${t.status} = 'approved') = (${t.refundId} is not null)`,
    ),
  ],
);

/** The lines and units a return request names. */
export const returnRequestLines = pgTable(
  'return_request_lines',
  {
    requestId: integer('request_id')
      .notNull()
      .references(() => returnRequests.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    uniqueIndex('return_request_lines_key').on(t.requestId, t.orderItemId),
    index('return_request_lines_item_idx').on(t.orderItemId),
    check('return_request_lines_quantity_positive', sql`${t.quantity} >= 1`),
  ],
);
