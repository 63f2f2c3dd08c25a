/**
 * OPPWA result codes (https://docs.oppwa.com/reference/resultCodes). A payment is decided by its
 * code, never by the HTTP status: the gateway answers 200 for declined cards too.
 */
const SUCCESS = /^(000\.000\.|000\.100\.1|000\.[36]|000\.400\.[1][12]0)/;
/** Checkout created or the shopper has not finished yet. */
const PENDING = /^(000\.200|800\.400\.5|100\.400\.500)/;

export type PaymentOutcome = 'success' | 'pending' | 'failed';

export function classifyResultCode(code: string): PaymentOutcome {
  if (SUCCESS.test(code)) return 'success';
  if (PENDING.test(code)) return 'pending';
  return 'failed';
}

/** Halalas as OPPWA writes amounts: a decimal string with exactly two places ("115.00"). */
export function gatewayAmount(halalas: number): string {
  const whole = Math.trunc(halalas / 100);
  const cents = String(Math.abs(halalas % 100)).padStart(2, '0');
  return `${whole}.${cents}`;
}
