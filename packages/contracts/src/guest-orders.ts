import { z } from 'zod';
import { idNumber } from './envelope.ts';
import { addressObject, checkAddress, optionalText } from './addresses.ts';
import { passwordSchema } from './accounts.ts';
import { blankToUndefined, requiredId } from './fields.ts';
import {
  createOrderResultSchema,
  orderDetailsSchema,
  orderPreviewQuerySchema,
  PAYMENT_METHODS,
} from './orders.ts';
import { ONLINE_METHODS } from './payment-methods.ts';
import { emailSchema, requiredText, saudiMobileSchema, textInput } from './text.ts';

/**
 * `Order/CreateGuestOrder` (decision 022): the cart named by `X-Cart-Token` becomes an order for
 * the contact and the Saudi national address typed at checkout. No prices are sent.
 */
export const guestOrderBodySchema = addressObject
  .omit({ isDefault: true, label: true })
  .extend({
    name: requiredText(100),
    mobile: saudiMobileSchema,
    email: emailSchema,
    /**
     * Never accepted: a guest has no address book. Any id sent is refused (404 under addressId),
     * as another customer's address is for a customer.
     */
    addressId: z.preprocess(blankToUndefined, idNumber().optional()),
    deliveryMethodId: requiredId,
    paymentMethod: z.enum(PAYMENT_METHODS, { error: 'v.paymentMethod' }),
    onlineMethod: z.preprocess(
      blankToUndefined,
      z.enum(ONLINE_METHODS, { error: 'v.onlineMethod' }).optional(),
    ),
    notes: optionalText(500),
  })
  .superRefine(checkAddress);
export type GuestOrderBody = z.input<typeof guestOrderBodySchema>;

/** What a guest's order would cost with a delivery method (coupons need an account). */
export const guestPreviewQuerySchema = orderPreviewQuerySchema.omit({ couponCode: true });
export type GuestPreviewQuery = z.input<typeof guestPreviewQuerySchema>;

/** The placed order and its access token: shown once, it opens the order's pages as `X-Order-Token`. */
export const guestOrderResultSchema = createOrderResultSchema.extend({ accessToken: z.string() });
export type GuestOrderResult = z.infer<typeof guestOrderResultSchema>;

/** "Find my order": the order number and the mobile or e-mail it was placed with. */
export const guestOrderLookupBodySchema = z.object({
  orderNumber: requiredText(20).transform((value) => value.toUpperCase()),
  contact: textInput('v.required').trim().min(1, { error: 'v.required' }).max(254, {
    error: 'v.tooLong',
  }),
});
export type GuestOrderLookupBody = z.input<typeof guestOrderLookupBodySchema>;

/** An order a guest may see, with a fresh access token for its pages. */
export const guestOrderAccessSchema = z.object({
  order: orderDetailsSchema,
  accessToken: z.string(),
});
export type GuestOrderAccess = z.infer<typeof guestOrderAccessSchema>;

/** "Create an account" on the confirmation page: one field, the rest comes from the order. */
export const guestAccountBodySchema = z.object({ password: passwordSchema });
export type GuestAccountBody = z.input<typeof guestAccountBodySchema>;
