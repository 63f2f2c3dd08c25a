import { ONLINE_METHODS, type OnlineMethod } from '@dukkan/contracts';
import type { Executor } from '../../db/client.ts';
import {
  fromOppwaJson,
  fromOppwaRefundJson,
  PAYMENT_TYPE,
  refundOfReport,
  type PaymentGateway,
} from './gateway.ts';
import { refundSandboxPayment, sandboxRefundReport } from './sandbox-refunds.ts';
import { createSandboxCheckout, findSandboxCheckout, sandboxPaymentJson } from './sandbox-store.ts';

/** Where the sandbox's HTTP face is mounted, with OPPWA's paths below it. */
export const SANDBOX_PREFIX = '/sandbox-gateway';
/** One entity per method, as HyperPay issues them, so the sandbox is asked the same way. */
export const SANDBOX_ENTITY_IDS: Record<OnlineMethod, string> = {
  MADA: 'sandbox-entity-mada',
  CARDS: 'sandbox-entity-cards',
  APPLEPAY: 'sandbox-entity-applepay',
  STC_PAY: 'sandbox-entity-stcpay',
};

/**
 * The built-in test gateway used when no HyperPay account is configured. The API talks to it in
 * process (same answers as its HTTP face at /sandbox-gateway); the shopper's browser uses the HTTP
 * face: the widget script and the card form.
 */
export function createSandboxGateway(db: Executor): PaymentGateway {
  return {
    origins: [],
    methods: ONLINE_METHODS,
    async createCheckout(request) {
      const checkoutId = await createSandboxCheckout(db, {
        entityId: SANDBOX_ENTITY_IDS[request.method],
        amount: request.amount,
        currency: request.currency,
        paymentType: PAYMENT_TYPE,
        merchantTransactionId: request.merchantTransactionId,
      });
      return { checkoutId };
    },
    async paymentStatus(checkoutId) {
      // One sandbox answers for every entity, as OPPWA's test server does for one merchant.
      return fromOppwaJson(sandboxPaymentJson(await findSandboxCheckout(db, checkoutId)).json);
    },
    async refund(request) {
      const answer = await refundSandboxPayment(db, request.paymentId, {
        entityId: SANDBOX_ENTITY_IDS[request.method],
        amount: request.amount,
        currency: request.currency,
        merchantTransactionId: request.merchantTransactionId,
      });
      return fromOppwaRefundJson(answer.json);
    },
    async findRefund(request) {
      const entityId = SANDBOX_ENTITY_IDS[request.method];
      return refundOfReport(await sandboxRefundReport(db, entityId, request.merchantTransactionId));
    },
    widgetUrl(checkoutId) {
      return `${SANDBOX_PREFIX}/v1/paymentWidgets.js?checkoutId=${encodeURIComponent(checkoutId)}`;
    },
  };
}
