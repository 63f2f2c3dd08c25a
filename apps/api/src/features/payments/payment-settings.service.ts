import { ONLINE_METHODS, type OnlineMethod, type PaymentSettings } from '@dukkan/contracts';
import type { AppContext } from '../../app-context.ts';
import { readEnabledMethods, writeEnabledMethods } from './payment-methods.ts';

/** The dashboard's Payments screen: every online method, whether it is on, whether it can be. */
export async function paymentSettings(ctx: AppContext): Promise<PaymentSettings> {
  const enabled = await readEnabledMethods(ctx.db);
  const configured = ctx.gateway?.methods ?? [];
  return {
    paymentMode: ctx.paymentMode,
    methods: ONLINE_METHODS.map((method) => ({
      method,
      isEnabled: enabled.includes(method),
      isConfigured: configured.includes(method),
    })),
  };
}

/**
 * Stores the methods switched on. A method whose entity is not configured may be switched on: it
 * is offered once the entity is set, and until then checkout leaves it out.
 */
export async function updatePaymentSettings(
  ctx: AppContext,
  enabledMethods: OnlineMethod[],
): Promise<PaymentSettings> {
  await writeEnabledMethods(ctx.db, enabledMethods);
  return paymentSettings(ctx);
}
