// How an order is paid, in a module without schemas: the storefront's first load reads these (the
// methods the store offers) without loading zod.

/** Online: through the gateway before the order is prepared; CashOnDelivery: at the door. */
export const PAYMENT_METHODS = ['Online', 'CashOnDelivery'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * The online payment methods, in the order checkout shows them: mada first, as Saudi shoppers
 * expect (docs/decisions/018-payment-brands.md). Each has its own HyperPay entity.
 */
export const ONLINE_METHODS = ['MADA', 'CARDS', 'APPLEPAY', 'STC_PAY'] as const;
export type OnlineMethod = (typeof ONLINE_METHODS)[number];

/** The brand a payment went through, as the gateway reports it (`paymentBrand`). */
export const PAYMENT_BRANDS = ['MADA', 'VISA', 'MASTER', 'APPLEPAY', 'STC_PAY'] as const;
export type PaymentBrand = (typeof PAYMENT_BRANDS)[number];
