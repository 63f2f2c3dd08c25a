import type { PaymentMode } from '@dukkan/contracts';
import type { Config } from '../../config.ts';
import type { Database, Executor } from '../../db/client.ts';
import { readSetting } from '../../lib/settings.ts';
import type { PaymentGateway } from './gateway.ts';
import { createHyperPayGateway } from './hyperpay-gateway.ts';
import { createSandboxGateway } from './sandbox-gateway.ts';

/** Stored by `npm run setup` ("off"): a shop made real keeps test cards out across restarts. */
export const SANDBOX_SETTING = 'payment_sandbox';

/**
 * Which gateway takes Online payments, decided once at start: HyperPay when its three settings are
 * given; else the sandbox (test cards) only when switched on — PAYMENT_SANDBOX when given, else
 * the setting setup stored, else on exactly for the demo shop; else none, and Online payment is
 * not offered. The sandbox is never a fallback for a forgotten HyperPay account.
 */
export async function choosePaymentMode(config: Config, db: Executor): Promise<PaymentMode> {
  const { baseUrl, entityId, accessToken } = config.hyperpay;
  if (baseUrl && entityId && accessToken) return 'hyperpay';
  if (baseUrl || entityId || accessToken) {
    throw new Error(
      'HyperPay needs HYPERPAY_BASE_URL, HYPERPAY_ENTITY_ID and HYPERPAY_ACCESS_TOKEN together',
    );
  }
  if (config.paymentSandboxExplicit) return config.paymentSandbox ? 'sandbox' : 'none';
  const stored = await readSetting(db, SANDBOX_SETTING);
  if (stored !== undefined) return stored === 'on' ? 'sandbox' : 'none';
  return config.paymentSandbox ? 'sandbox' : 'none';
}

/** The gateway of a payment mode; null when Online payment is not offered. */
export function createPaymentGateway(
  mode: PaymentMode,
  config: Config,
  db: Database,
): PaymentGateway | null {
  const { baseUrl, entityId, accessToken } = config.hyperpay;
  if (mode === 'hyperpay' && baseUrl && entityId && accessToken) {
    return createHyperPayGateway({ baseUrl, entityId, accessToken });
  }
  return mode === 'sandbox' ? createSandboxGateway(db) : null;
}
