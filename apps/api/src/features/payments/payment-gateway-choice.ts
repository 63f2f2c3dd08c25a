import type { OnlineMethod, PaymentMode } from '@dukkan/contracts';
import type { Config } from '../../config.ts';
import type { Database, Executor } from '../../db/client.ts';
import { readSetting } from '../../lib/settings.ts';
import type { PaymentGateway } from './gateway.ts';
import { createHyperPayGateway } from './hyperpay-gateway.ts';
import { createSandboxGateway } from './sandbox-gateway.ts';

/** Stored by `npm run setup` ("off"): a shop made real keeps test cards out across restarts. */
export const SANDBOX_SETTING = 'payment_sandbox';

/**
 * The entity of each method: HYPERPAY_ENTITY_ID_<BRAND>, and HYPERPAY_ENTITY_ID for cards when
 * HYPERPAY_ENTITY_ID_CARDS is not given (a shop set up before brands had their own entities).
 */
export function hyperPayEntityIds(config: Config): Partial<Record<OnlineMethod, string>> {
  const { entityId, entityIds = {} } = config.hyperpay;
  const cards = entityIds.CARDS || entityId;
  return Object.fromEntries(
    Object.entries({ ...entityIds, CARDS: cards }).filter(([, id]) => Boolean(id)),
  );
}

/**
 * Which gateway takes Online payments, decided once at start: HyperPay when its address, token and
 * at least one entity are given; else the sandbox (test cards) only when switched on — PAYMENT_SANDBOX when given, else
 * the setting setup stored, else on exactly for the demo shop; else none, and Online payment is
 * not offered. The sandbox is never a fallback for a forgotten HyperPay account.
 */
export async function choosePaymentMode(config: Config, db: Executor): Promise<PaymentMode> {
  const { baseUrl, accessToken } = config.hyperpay;
  const hasEntity = Object.keys(hyperPayEntityIds(config)).length > 0;
  if (baseUrl && hasEntity && accessToken) return 'hyperpay';
  if (baseUrl || hasEntity || accessToken) {
    throw new Error(
      'HyperPay needs HYPERPAY_BASE_URL, HYPERPAY_ACCESS_TOKEN and an entity ' +
        '(HYPERPAY_ENTITY_ID or HYPERPAY_ENTITY_ID_MADA/_CARDS/_APPLEPAY/_STCPAY) together',
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
  const { baseUrl, accessToken } = config.hyperpay;
  if (mode === 'hyperpay' && baseUrl && accessToken) {
    return createHyperPayGateway({ baseUrl, accessToken, entityIds: hyperPayEntityIds(config) });
  }
  return mode === 'sandbox' ? createSandboxGateway(db) : null;
}
