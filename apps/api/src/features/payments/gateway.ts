/** What Dukkan asks of a card gateway; HyperPay (OPPWA) and the built-in sandbox both provide it. */
export interface PaymentGateway {
  /** Opens a checkout for an amount; the shopper pays it in the gateway's widget. */
  createCheckout(request: CheckoutRequest): Promise<{ checkoutId: string }>;
  /** The gateway's answer for `GET /v1/checkouts/{id}/payment`. */
  paymentStatus(checkoutId: string): Promise<GatewayPayment>;
  /** The COPYandPAY widget script for a checkout. */
  widgetUrl(checkoutId: string): string;
  /** Extra origins the browser must be allowed to reach (Content-Security-Policy). */
  origins: string[];
}

export interface CheckoutRequest {
  /** "115.00" */
  amount: string;
  currency: string;
  /** Our order number, echoed back by the gateway so a status can be matched to its order. */
  merchantTransactionId: string;
}

export interface GatewayPayment {
  code: string;
  description: string;
  /** As the gateway reports them; null when it has no payment yet. */
  amount: string | null;
  currency: string | null;
  /** The checkout the payment belongs to (`ndc` in OPPWA answers). */
  checkoutId: string | null;
  merchantTransactionId: string | null;
}

/** Card brands shown in the widget: mada first, as Saudi shoppers expect. */
export const WIDGET_BRANDS = 'MADA VISA MASTER';

/** The parts of an OPPWA JSON answer Dukkan reads. */
export interface OppwaPaymentJson {
  result?: { code?: string; description?: string };
  amount?: string;
  currency?: string;
  ndc?: string;
  merchantTransactionId?: string;
}

export function fromOppwaJson(json: OppwaPaymentJson): GatewayPayment {
  return {
    code: json.result?.code ?? '',
    description: json.result?.description ?? '',
    amount: json.amount ?? null,
    currency: json.currency ?? null,
    checkoutId: json.ndc ?? null,
    merchantTransactionId: json.merchantTransactionId ?? null,
  };
}
