import { z } from 'zod';
import { idNumber } from './envelope.ts';
import { blankToUndefined, requiredId, sarAmountSchema, wholeNumber } from './fields.ts';
import { PAYMENT_METHODS } from './orders.ts';
import { requiredText, textInput } from './text.ts';

export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
export const REFUND_METHODS = ['gateway', 'manual'] as const;
/** How a manual refund was paid back (cash on delivery orders, or a refund made outside the gateway). */
export const MANUAL_REFUND_METHODS = ['Cash', 'BankTransfer', 'Other'] as const;
export type ManualRefundMethod = (typeof MANUAL_REFUND_METHODS)[number];

/** Most lines one return may name (an order line appears once). */
export const MAX_REFUND_LINES = 200;

/**
 * `POST AdminOrder/{orderId}/Refunds` (decision 020). Without `lines` or `amount` the whole order
 * is refunded: cancelled when Pending or Processing, returned when Delivered, or what is left
 * refunded when already closed. `lines` returns those units of a Delivered order (their share of
 * the money, VAT included; delivery only when the whole order ends up returned). `amount` refunds
 * money alone (no goods). `manualMethod` records a refund made by hand (required for cash on
 * delivery); without it an Online order is refunded through the gateway.
 */
export const createRefundBodySchema = z
  .object({
    reason: requiredText(500),
    lines: z
      .array(
        z.object({
          orderItemId: idNumber('v.required'),
          quantity: wholeNumber(1, 100_000),
        }),
      )
      .min(1, { error: 'v.required' })
      .max(MAX_REFUND_LINES, { error: 'v.max' })
      .optional(),
    amount: z.preprocess(blankToUndefined, sarAmountSchema.optional()),
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
    if (body.lines && body.amount !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'v.amountOrLines' });
    }
    if (body.amount !== undefined && body.amount <= 0) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'v.pricePositive' });
    }
    const seen = new Set<number>();
    body.lines?.forEach((line, index) => {
      if (seen.has(line.orderItemId)) {
        ctx.addIssue({
          code: 'custom',
          path: ['lines', index, 'orderItemId'],
          message: 'v.duplicates',
        });
      }
      seen.add(line.orderItemId);
    });
    if (body.manualReference && !body.manualMethod) {
      ctx.addIssue({ code: 'custom', path: ['manualMethod'], message: 'v.required' });
    }
  });
export type CreateRefundBody = z.input<typeof createRefundBodySchema>;

export const refundIdParamsSchema = z.object({
  orderId: requiredId,
  refundId: requiredId,
});
export const creditNoteParamsSchema = z.object({
  orderId: requiredId,
  creditNoteId: requiredId,
});

export const refundSchema = z.object({
  id: z.number().int(),
  amount: z.number(),
  method: z.enum(REFUND_METHODS),
  manualMethod: z.enum(MANUAL_REFUND_METHODS).nullable(),
  manualReference: z.string().nullable(),
  status: z.enum(REFUND_STATUSES),
  reason: z.string(),
  /** The gateway's result code and description (staff only). */
  resultCode: z.string().nullable(),
  resultDescription: z.string().nullable(),
  attempts: z.number().int(),
  /** Failed, or pending for longer than a gateway call can take: staff may ask again. */
  canRetry: z.boolean(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  lines: z.array(z.object({ orderItemId: z.number().int(), quantity: z.number().int() })),
});
export type Refund = z.infer<typeof refundSchema>;

export const creditNoteSummarySchema = z.object({
  id: z.number().int(),
  creditNoteNumber: z.string(),
  invoiceNumber: z.string(),
  refundId: z.number().int().nullable(),
  reason: z.string(),
  amount: z.number(),
  vatAmount: z.number(),
  issuedAt: z.string(),
});
export type CreditNoteSummary = z.infer<typeof creditNoteSummarySchema>;

/** `GET AdminOrder/{orderId}/Refunds`: the order's money state, its returnable lines, refunds and credit notes. */
export const orderRefundsSchema = z.object({
  orderId: z.number().int(),
  orderNumber: z.string(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  isPaid: z.boolean(),
  total: z.number(),
  /** Succeeded refunds. */
  refundedAmount: z.number(),
  /** Refunds asked of the gateway and not answered yet. */
  pendingAmount: z.number(),
  /** What a new refund may still give back (0 for an unpaid order). */
  refundableAmount: z.number(),
  lines: z.array(
    z.object({
      orderItemId: z.number().int(),
      name: z.string(),
      quantity: z.number().int(),
      returnedQuantity: z.number().int(),
      unitPrice: z.number(),
    }),
  ),
  refunds: z.array(refundSchema),
  creditNotes: z.array(creditNoteSummarySchema),
});
export type OrderRefunds = z.infer<typeof orderRefundsSchema>;
