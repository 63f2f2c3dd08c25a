import type { Executor } from '../../db/client.ts';
import { fromOppwaJson, type PaymentGateway } from './gateway.ts';
import { createSandboxCheckout, findSandboxCheckout, sandboxPaymentJson } from './sandbox-store.ts';

/** Where the sandbox's HTTP face is mounted, with OPPWA's paths below it. */
export const SANDBOX_PREFIX = '/sandbox-gateway';
export const SANDBOX_ENTITY_ID = 'sandbox-entity';

/**
 * The built-in test gateway used when no HyperPay account is configured. The API talks to it in
 * process (same answers as its HTTP face at /sandbox-gateway); the shopper's browser uses the HTTP
 * face: the widget script and the card form.
 */
export function createSandboxGateway(db: Executor): PaymentGateway {
  return {
    origins: [],
    async createCheckout(request) {
      const checkoutId = await createSandboxCheckout(db, {
        entityId: SANDBOX_ENTITY_ID,
        amount: request.amount,
        currency: request.currency,
        paymentType: 'DB',
        merchantTransactionId: request.merchantTransactionId,
      });
      return { checkoutId };
    },
    async paymentStatus(checkoutId) {
      return fromOppwaJson(sandboxPaymentJson(await findSandboxCheckout(db, checkoutId)).json);
    },
    widgetUrl(checkoutId) {
      return `${SANDBOX_PREFIX}/v1/paymentWidgets.js?checkoutId=${encodeURIComponent(checkoutId)}`;
    },
  };
}
