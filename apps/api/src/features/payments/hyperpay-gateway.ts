import { ONLINE_METHODS, type OnlineMethod } from '@dukkan/contracts';
import {
  fromOppwaJson,
  fromOppwaRefundJson,
  PAYMENT_TYPE,
  REFUND_PAYMENT_TYPE,
  refundOfReport,
  type OppwaPaymentJson,
  type PaymentGateway,
} from './gateway.ts';

export interface HyperPaySettings {
  /** e.g. https://eu-test.oppwa.com (or the built-in sandbox's /sandbox-gateway). */
  baseUrl: string;
  /** One entity per brand group, as HyperPay issues them; a method without one is not offered. */
  entityIds: Partial<Record<OnlineMethod, string>>;
  accessToken: string;
}

/** Gives up on a gateway call after this long; the shopper can retry and the status is re-asked. */
const TIMEOUT_MS = 15_000;

/**
 * HyperPay's COPYandPAY over HTTP: `POST /v1/checkouts` (form-encoded, bearer token) opens a
 * checkout; `GET /v1/checkouts/{id}/payment?entityId=` reads its result; `POST /v1/payments/{id}`
 * with `paymentType=RF` refunds a captured payment; `GET /v3/query?merchantTransactionId=` (the
 * transaction report) finds a refund again.
 */
export function createHyperPayGateway(settings: HyperPaySettings): PaymentGateway {
  const base = settings.baseUrl.replace(/\/+$/, '');
  const headers = { authorization: `Bearer ${settings.accessToken}` };
  const entityOf = (method: OnlineMethod): string => {
    const entityId = settings.entityIds[method];
    // Callers offer only `methods`; reaching here without an entity is a programming error.
    if (!entityId) throw new Error(`No HyperPay entity is configured for ${method}`);
    return entityId;
  };

  async function call(
    url: string,
    init: RequestInit,
  ): Promise<OppwaPaymentJson & { payments?: OppwaPaymentJson[] }> {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    const text = await response.text();
    try {
      return JSON.parse(text) as OppwaPaymentJson & { payments?: OppwaPaymentJson[] };
    } catch {
      throw new Error(`Payment gateway answered ${response.status} with a body that is not JSON`);
    }
  }

  return {
    origins: [new URL(base).origin],
    methods: ONLINE_METHODS.filter((method) => Boolean(settings.entityIds[method])),
    async createCheckout(request) {
      const body = new URLSearchParams({
        entityId: entityOf(request.method),
        amount: request.amount,
        currency: request.currency,
        paymentType: PAYMENT_TYPE,
        merchantTransactionId: request.merchantTransactionId,
      });
      const json = await call(`${base}/v1/checkouts`, { method: 'POST', headers, body });
      const code = json.result?.code ?? '';
      if (!json.id || !/^000\.200\./.test(code)) {
        throw new Error(
          `Payment gateway refused the checkout: ${code} ${json.result?.description}`,
        );
      }
      return { checkoutId: json.id };
    },
    async paymentStatus(checkoutId, method) {
      const query = new URLSearchParams({ entityId: entityOf(method) });
      const url = `${base}/v1/checkouts/${encodeURIComponent(checkoutId)}/payment?${query}`;
      return fromOppwaJson(await call(url, { method: 'GET', headers }));
    },
    async refund(request) {
      // Server-to-server, like OPPWA's other back-office operations on a payment.
      const body = new URLSearchParams({
        entityId: entityOf(request.method),
        amount: request.amount,
        currency: request.currency,
        paymentType: REFUND_PAYMENT_TYPE,
        merchantTransactionId: request.merchantTransactionId,
      });
      const url = `${base}/v1/payments/${encodeURIComponent(request.paymentId)}`;
      return fromOppwaRefundJson(await call(url, { method: 'POST', headers, body }));
    },
    async findRefund(request) {
      const query = new URLSearchParams({
        entityId: entityOf(request.method),
        merchantTransactionId: request.merchantTransactionId,
      });
      // No transaction under the id is an answer too (a result code and no `payments`).
      return refundOfReport(await call(`${base}/v3/query?${query}`, { method: 'GET', headers }));
    },
    widgetUrl(checkoutId) {
      return `${base}/v1/paymentWidgets.js?checkoutId=${encodeURIComponent(checkoutId)}`;
    },
  };
}
