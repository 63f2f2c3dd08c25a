import { z } from 'zod';
import { requiredText, textInput } from './text.ts';
/** `payment/status?resourcePath=/v1/checkouts/{id}/payment` (the only form accepted). */
export const paymentStatusQuerySchema = z.object({
  resourcePath: textInput('v.required')
    .trim()
    .regex(/^\/v1\/checkouts\/[A-Za-z0-9.\-_]{1,64}\/payment$/, { error: 'v.resourcePath' }),
});

export const paymentStatusSchema = z.object({
  isPaid: z.boolean(),
  description: z.string(),
  code: z.string(),
  orderId: z.number().int().nullable(),
  orderNumber: z.string().nullable(),
});
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/** What the payment screen needs to show the gateway's card form for an order. */
export const paymentCheckoutSchema = z.object({
  orderId: z.number().int(),
  orderNumber: z.string(),
  checkoutId: z.string(),
  amount: z.number(),
  currency: z.string(),
  /** The gateway's widget script (`…/v1/paymentWidgets.js?checkoutId=…`). */
  widgetUrl: z.string(),
  /** Card brands the form offers. */
  brands: z.string(),
  expiresAt: z.string(),
});
export type PaymentCheckout = z.infer<typeof paymentCheckoutSchema>;

/** The sandbox gateway's card form post. */
export const sandboxPayBodySchema = z.object({
  cardNumber: textInput('v.required')
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, { error: 'v.cardNumber' })),
  holder: requiredText(100),
  expiryMonth: z.coerce.number({ error: 'v.number' }).int().min(1).max(12),
  expiryYear: z.coerce.number({ error: 'v.number' }).int().min(2000).max(2100),
  cvv: textInput('v.required').regex(/^\d{3,4}$/, { error: 'v.cvv' }),
  shopperResultUrl: textInput().max(2000, { error: 'v.tooLong' }).optional(),
});
