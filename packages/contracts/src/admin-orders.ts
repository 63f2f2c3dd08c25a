import { z } from 'zod';
import { blankToUndefined, optionalBoolean, requiredId } from './fields.ts';
import { pageQuerySchema } from './envelope.ts';
import { optionalText } from './addresses.ts';
import { calendarDayText, normalizeDigits, textInput } from './text.ts';
import {
  ORDER_STATUSES,
  PAYMENT_METHODS,
  orderDetailsSchema,
  orderSummarySchema,
  type OrderDetails,
} from './orders.ts';

export const ADMIN_ORDER_SORTS = ['createdAt', 'total', 'orderNumber', 'status'] as const;
export type AdminOrderSort = (typeof ADMIN_ORDER_SORTS)[number];

/** Query strings are typed by people: `pending` and `cashondelivery` mean the listed values. */
const anyCase =
  (values: readonly string[]) =>
  (value: unknown): unknown => {
    const given = blankToUndefined(value);
    if (typeof given !== 'string') return given;
    const text = given.trim();
    return values.find((known) => known.toLowerCase() === text.toLowerCase()) ?? text;
  };

/** A calendar day, `2026-01-31` (Arabic digits accepted); not a time. */
const calendarDay = z
  .preprocess((value) => {
    const given = blankToUndefined(value);
    return typeof given === 'string' ? normalizeDigits(given).trim() : given;
  }, calendarDayText.optional())
  .meta({ format: 'date', description: 'A calendar day (Asia/Riyadh), included' });

/**
 * `AdminOrder/GetAllOrders`. `from` and `to` are whole days in the shop's time zone (Asia/Riyadh),
 * both included. `search` finds an order number (`DK-000123` or `123`), a customer's name or e-mail
 * (any letter case) or a mobile number (`0551234567`, `+966551234567` or part of one). Without
 * `sortBy` the newest orders come first; each sort's natural direction is descending except
 * `status`, which follows the lifecycle (Pending first).
 */
export const adminOrdersQuerySchema = pageQuerySchema
  .extend({
    status: z.preprocess(anyCase(ORDER_STATUSES), z.enum(ORDER_STATUSES).optional()),
    isPaid: optionalBoolean,
    paymentMethod: z.preprocess(anyCase(PAYMENT_METHODS), z.enum(PAYMENT_METHODS).optional()),
    from: calendarDay,
    to: calendarDay,
    search: z.preprocess(
      blankToUndefined,
      textInput().trim().max(100, { error: 'v.tooLong' }).optional(),
    ),
    sortBy: z.preprocess(anyCase(ADMIN_ORDER_SORTS), z.enum(ADMIN_ORDER_SORTS).optional()),
    sortDirection: z.preprocess(
      (value) => (typeof value === 'string' && value ? value.trim().toLowerCase() : undefined),
      z.enum(['asc', 'desc']).optional(),
    ),
  })
  .superRefine((query, ctx) => {
    if (query.from && query.to && query.to < query.from) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'v.toBeforeFrom' });
    }
  });
export type AdminOrdersQuery = z.input<typeof adminOrdersQuerySchema>;
export type AdminOrdersFilters = z.output<typeof adminOrdersQuerySchema>;

/** A row of the dashboard's order list: the customer's list row plus who ordered. */
export const adminOrderSummarySchema = orderSummarySchema.extend({
  customerName: z.string(),
  customerEmail: z.string(),
  /** The mobile number the order ships to (+9665XXXXXXXX). */
  phoneNumber: z.string(),
});
export type AdminOrderSummary = z.infer<typeof adminOrderSummarySchema>;

/**
 * `AdminOrder/GetOrderDetails/{orderId}`, and the answer of `UpdateOrderStatus` and
 * `{id}/PaymentStatus`: the order as the customer sees it, with `allowedStatuses`,
 * `statusHistory` (who, when, note) and `customer`.
 */
export const adminOrderDetailsSchema = orderDetailsSchema;
export type AdminOrderDetails = OrderDetails;

/** `PUT AdminOrder/UpdateOrderStatus`: the move must be one of the order's `allowedStatuses`. */
export const updateOrderStatusBodySchema = z.object({
  orderId: requiredId,
  status: z.preprocess(anyCase(ORDER_STATUSES), z.enum(ORDER_STATUSES)),
  /** Kept in the order's history as typed, shown to staff and to the customer. */
  note: optionalText(500),
});
export type UpdateOrderStatusBody = z.input<typeof updateOrderStatusBodySchema>;
