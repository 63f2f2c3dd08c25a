import { z } from 'zod';
import { requiredText, textInput } from './text.ts';
import { ONLINE_METHODS } from './payment-methods.ts';

export {
  ONLINE_METHODS,
  PAYMENT_BRANDS,
  type OnlineMethod,
  type PaymentBrand,
} from './payment-methods.ts';

/** A card's BIN: its first 6 (or 8) digits. */
export const cardBinSchema = z
  .string({ error: 'v.cardBin' })
  .regex(/^\d{6}(\d{2})?$/, { error: 'v.cardBin' });
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
  /** The method this checkout was opened for (a mada card under CARDS is routed to MADA). */
  method: z.enum(ONLINE_METHODS),
  /** The brands the widget offers (`data-brands`). */
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

/**
 * `payment/checkout/{orderId}` query: routing a cards checkout to mada. `cardBin` is our own BIN
 * check (a client that reads the card's first digits); `detectedBrand` is what COPYandPAY's
 * `wpwlOptions.onDetectBrand` reported in the widget.
 */
export const paymentCheckoutQuerySchema = z.object({
  cardBin: cardBinSchema.optional(),
  detectedBrand: z.enum(['MADA'], { error: 'v.detectedBrand' }).optional(),
});

/** One online method as the dashboard's Payments screen shows it. */
export const paymentMethodSettingSchema = z.object({
  method: z.enum(ONLINE_METHODS),
  isEnabled: z.boolean(),
  /** The gateway can take it: always in the sandbox; with HyperPay, when its entity is set. */
  isConfigured: z.boolean(),
});
export const paymentSettingsSchema = z.object({
  paymentMode: z.enum(['hyperpay', 'sandbox', 'none']),
  methods: z.array(paymentMethodSettingSchema),
});
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;

/** `AdminPayment/Methods` (PUT): the online methods the merchant offers; the rest are off. */
export const paymentSettingsBodySchema = z.object({
  enabledMethods: z
    .array(z.enum(ONLINE_METHODS, { error: 'v.onlineMethod' }), { error: 'v.onlineMethodList' })
    .max(ONLINE_METHODS.length)
    .refine((list) => new Set(list).size === list.length, { error: 'v.duplicates' }),
});
export type PaymentSettingsBody = z.input<typeof paymentSettingsBodySchema>;

/** Most BINs one list may hold: the published mada list has about a hundred. */
export const MAX_MADA_BINS = 2000;

/** `AdminPayment/MadaBins`: the BINs routed to mada (replaced as a whole). */
export const madaBinsSchema = z.object({
  bins: z.array(z.string()),
  updatedAt: z.string().nullable(),
});
export type MadaBins = z.infer<typeof madaBinsSchema>;
export const madaBinsBodySchema = z.object({
  bins: z
    .array(cardBinSchema, { error: 'v.binList' })
    .min(1, { error: 'v.binList' })
    .max(MAX_MADA_BINS, { error: 'v.binList' })
    .refine((list) => new Set(list).size === list.length, { error: 'v.duplicates' }),
});
export type MadaBinsBody = z.input<typeof madaBinsBodySchema>;
