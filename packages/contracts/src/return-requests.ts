import { z } from 'zod';
import { idNumber } from './envelope.ts';
import { blankToUndefined, requiredId, wholeNumber } from './fields.ts';
import { optionalText } from './addresses.ts';
import { MANUAL_REFUND_METHODS, MAX_REFUND_LINES, refundSchema } from './refunds.ts';
import { requiredText, textInput } from './text.ts';

/** Why a shopper sends something back (docs/decisions/023-return-requests.md). */
export const RETURN_REASONS = [
  'Damaged',
  'WrongItem',
  'WrongSize',
  'NotAsDescribed',
  'ChangedMind',
  'Other',
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

export const RETURN_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReturnRequestStatus = (typeof RETURN_REQUEST_STATUSES)[number];

/**
 * `POST Order/{orderId}/ReturnRequests`: the shopper asks to return units of chosen lines of a
 * delivered order, within the return window, with a reason and an optional note.
 */
export const createReturnRequestBodySchema = z
  .object({
    reason: z.enum(RETURN_REASONS, { error: 'v.returnReason' }),
    note: optionalText(500),
    lines: z
      .array(
        z.object({
          orderItemId: idNumber('v.required'),
          quantity: wholeNumber(1, 100_000),
        }),
      )
      .min(1, { error: 'v.required' })
      .max(MAX_REFUND_LINES, { error: 'v.max' }),
  })
  .superRefine((body, ctx) => {
    const seen = new Set<number>();
    body.lines.forEach((line, index) => {
      if (seen.has(line.orderItemId)) {
        ctx.addIssue({
          code: 'custom',
          path: ['lines', index, 'orderItemId'],
          message: 'v.duplicates',
        });
      }
      seen.add(line.orderItemId);
    });
  });
export type CreateReturnRequestBody = z.input<typeof createReturnRequestBodySchema>;

/**
 * `POST AdminOrder/{orderId}/ReturnRequests/{requestId}/Approve`: refunds exactly the request's
 * lines. A cash-on-delivery order is refunded by hand (`manualMethod` required, as for refunds).
 */
export const approveReturnRequestBodySchema = z
  .object({
    manualMethod: z.preprocess(
      blankToUndefined,
      z.enum(MANUAL_REFUND_METHODS, { error: 'v.manualRefundMethod' }).optional(),
    ),
    manualReference: z.preprocess(
      blankToUndefined,
      textInput().trim().max(100, { error: 'v.tooLong' }).optional(),
    ),
  })
  .superRefine((body, ctx) => {
    if (body.manualReference && !body.manualMethod) {
      ctx.addIssue({ code: 'custom', path: ['manualMethod'], message: 'v.required' });
    }
  });
export type ApproveReturnRequestBody = z.input<typeof approveReturnRequestBodySchema>;

/** `POST AdminOrder/{orderId}/ReturnRequests/{requestId}/Reject`: the reason the shopper reads. */
export const rejectReturnRequestBodySchema = z.object({ reason: requiredText(500) });
export type RejectReturnRequestBody = z.input<typeof rejectReturnRequestBodySchema>;

export const returnRequestParamsSchema = z.object({
  orderId: requiredId,
  requestId: requiredId,
});

export const returnRequestSchema = z.object({
  id: z.number().int(),
  status: z.enum(RETURN_REQUEST_STATUSES),
  reason: z.enum(RETURN_REASONS),
  note: z.string(),
  /** Why staff said no (rejected requests only). */
  rejectionReason: z.string().nullable(),
  lines: z.array(
    z.object({ orderItemId: z.number().int(), name: z.string(), quantity: z.number().int() }),
  ),
  /** The refund an approval made: its amount and state (the gateway may still be answering). */
  refund: refundSchema.pick({ id: true, amount: true, status: true }).nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type ReturnRequest = z.infer<typeof returnRequestSchema>;

/**
 * `GET Order/{orderId}/ReturnRequests` (the shopper's) and `GET AdminOrder/{orderId}/ReturnRequests`:
 * the order's requests, newest first, and what can still be asked for: per line, the units not
 * returned and not in a pending request, and whether the window is open.
 */
export const orderReturnsSchema = z.object({
  orderId: z.number().int(),
  orderNumber: z.string(),
  /** Delivered, inside the window and with at least one unit left to ask for. */
  canRequest: z.boolean(),
  /** When the window closes (null until the order is delivered). */
  windowEndsAt: z.string().nullable(),
  windowDays: z.number().int(),
  lines: z.array(
    z.object({
      orderItemId: z.number().int(),
      name: z.string(),
      quantity: z.number().int(),
      returnedQuantity: z.number().int(),
      /** Units in pending requests. */
      requestedQuantity: z.number().int(),
      /** What a new request may still name. */
      returnableQuantity: z.number().int(),
      unitPrice: z.number(),
    }),
  ),
  requests: z.array(returnRequestSchema),
});
export type OrderReturns = z.infer<typeof orderReturnsSchema>;
