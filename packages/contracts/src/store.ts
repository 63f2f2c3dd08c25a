import { z } from 'zod';
import { PAYMENT_METHODS } from './orders.ts';
import { ONLINE_METHODS } from './payments.ts';

/**
 * Where Online payments go: a HyperPay account, the built-in sandbox (test cards, for the demo
 * shop or when switched on), or nowhere — then only cash on delivery is offered.
 */
export const PAYMENT_MODES = ['hyperpay', 'sandbox', 'none'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

/** `Store/GetStatus`: what every page needs to know about the shop itself (public). */
export const storeStatusSchema = z.object({
  /** A demo shop: demo data and demo accounts, until `npm run setup` makes it real. */
  demo: z.boolean(),
  paymentMode: z.enum(PAYMENT_MODES),
  /** The payment methods checkout offers, in the order it shows them. */
  paymentMethods: z.array(z.enum(PAYMENT_METHODS)),
  /** The online methods checkout offers (enabled and configured), mada first. */
  onlineMethods: z.array(z.enum(ONLINE_METHODS)),
});
export type StoreStatus = z.infer<typeof storeStatusSchema>;
