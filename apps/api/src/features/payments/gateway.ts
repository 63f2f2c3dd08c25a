import type { OnlineMethod } from '@dukkan/contracts';
import { classifyResultCode } from './result-codes.ts';

/** What Dukkan asks of a card gateway; HyperPay (OPPWA) and the built-in sandbox both provide it. */
export interface PaymentGateway {
  /** The online methods it can take: HyperPay those whose entity is configured, the sandbox all. */
  methods: readonly OnlineMethod[];
  /** Opens a checkout for an amount on the method's entity; the shopper pays it in the widget. */
  createCheckout(request: CheckoutRequest): Promise<{ checkoutId: string }>;
  /** `GET /v1/checkouts/{id}/payment`, asked with the entity the checkout was opened on. */
  paymentStatus(checkoutId: string, method: OnlineMethod): Promise<GatewayPayment>;
  /**
   * Gives money back on a captured payment: OPPWA's `POST /v1/payments/{id}` with
   * `paymentType=RF`, on the entity the payment was made on. Resolves with the gateway's answer,
   * whatever its result code; rejects only when no answer came (network, timeout, not JSON).
   */
  refund(request: RefundRequest): Promise<GatewayRefund>;
  /**
   * The refund this shop sent under `merchantTransactionId`, as the gateway's transaction report
   * knows it (OPPWA's `GET /v3/query?merchantTransactionId=`), or null when it holds none. Asked
   * before a refund is sent again: an answer lost on the way (a timeout, a dropped connection)
   * may hide a refund the gateway made, and sending it twice would give the money back twice.
   * Rejects when no answer came.
   */
  findRefund(request: RefundLookup): Promise<GatewayRefund | null>;
  /** The COPYandPAY widget script for a checkout. */
  widgetUrl(checkoutId: string): string;
  /** Extra origins the browser must be allowed to reach (Content-Security-Policy). */
  origins: string[];
}

export interface CheckoutRequest {
  method: OnlineMethod;
  /** "115.00" */
  amount: string;
  currency: string;
  /** Our order number, echoed back by the gateway so a status can be matched to its order. */
  merchantTransactionId: string;
}

export interface RefundRequest {
  method: OnlineMethod;
  /** The captured payment's id (`id` of the payment answer). */
  paymentId: string;
  /** "115.00" */
  amount: string;
  currency: string;
  /** Ours for this refund, the same on every attempt, so the gateway's report can find it. */
  merchantTransactionId: string;
}

export interface RefundLookup {
  method: OnlineMethod;
  merchantTransactionId: string;
}

export interface GatewayRefund {
  /** The gateway's id of the refund transaction; null when it refused before making one. */
  refundId: string | null;
  code: string;
  description: string;
}

export interface GatewayPayment {
  /** The payment's own id (OPPWA `id`), which a refund references; null before there is one. */
  paymentId: string | null;
  code: string;
  description: string;
  /** As the gateway reports them; null when it has no payment yet. */
  amount: string | null;
  currency: string | null;
  /** The checkout the payment belongs to (`ndc` in OPPWA answers). */
  checkoutId: string | null;
  merchantTransactionId: string | null;
  /** `paymentBrand` (MADA, VISA, MASTER, APPLEPAY, STC_PAY); null when it has no payment yet. */
  paymentBrand: string | null;
  /** The card's first digits (`card.bin`), for card payments. */
  cardBin: string | null;
}

/** COPYandPAY's `data-brands` per method: each widget shows only its own brand group. */
export const WIDGET_BRANDS: Record<OnlineMethod, string> = {
  MADA: 'MADA',
  CARDS: 'VISA MASTER',
  APPLEPAY: 'APPLEPAY',
  STC_PAY: 'STC_PAY',
};

/**
 * Every method captures in full at once (`DB`). mada allows nothing else: it has no
 * pre-authorisation (`PA`) and no capture later, so a PA on the mada entity is refused.
 */
export const PAYMENT_TYPE = 'DB';
/** A refund of (part of) a captured payment. */
export const REFUND_PAYMENT_TYPE = 'RF';

/**
 * The refund a transaction report lists under one merchant transaction id: a successful one if
 * any, else the last attempt; null when it lists no refund.
 */
export function refundOfReport(json: { payments?: OppwaPaymentJson[] }): GatewayRefund | null {
  const found = (json.payments ?? []).filter(
    (payment) => payment.paymentType === REFUND_PAYMENT_TYPE,
  );
  const succeeded = found.find(
    (payment) => classifyResultCode(payment.result?.code ?? '') === 'success',
  );
  const chosen = succeeded ?? found.at(-1);
  return chosen ? fromOppwaRefundJson(chosen) : null;
}

export function fromOppwaRefundJson(json: OppwaPaymentJson): GatewayRefund {
  return {
    refundId: json.id ?? null,
    code: json.result?.code ?? '',
    description: json.result?.description ?? '',
  };
}

/** The parts of an OPPWA JSON answer Dukkan reads. */
export interface OppwaPaymentJson {
  id?: string;
  paymentType?: string;
  result?: { code?: string; description?: string };
  amount?: string;
  currency?: string;
  ndc?: string;
  merchantTransactionId?: string;
  paymentBrand?: string;
  card?: { bin?: string | null; last4Digits?: string | null; holder?: string | null };
}

export function fromOppwaJson(json: OppwaPaymentJson): GatewayPayment {
  return {
    paymentId: json.id ?? null,
    code: json.result?.code ?? '',
    description: json.result?.description ?? '',
    amount: json.amount ?? null,
    currency: json.currency ?? null,
    checkoutId: json.ndc ?? null,
    merchantTransactionId: json.merchantTransactionId ?? null,
    paymentBrand: json.paymentBrand ?? null,
    cardBin: json.card?.bin ?? null,
  };
}
