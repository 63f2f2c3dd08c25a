import { inArray } from 'drizzle-orm';
import type { StoreStatus } from '@dukkan/contracts';
import type { AppContext } from '../../app-context.ts';
import type { Executor } from '../../db/client.ts';
import { appSettings } from '../../db/platform.tables.ts';
import { offeredMethods } from '../payments/payment-methods.ts';

/** Written by the demo seed once it has filled the shop. */
export const DEMO_SEEDED_SETTING = 'demo_seeded_at';
/** Written by `npm run setup` once it has made the shop real. */
export const SETUP_DONE_SETTING = 'setup_completed_at';

/**
 * A shop is a demo from the moment the demo seed filled it until `npm run setup` made it real
 * (setup removes the demo accounts in the same transaction that writes its marker). A shop never
 * seeded — PostgreSQL or SEED_DEMO=false — is never a demo.
 */
export async function isDemoShop(db: Executor): Promise<boolean> {
  const rows = await db
    .select({ key: appSettings.key })
    .from(appSettings)
    .where(inArray(appSettings.key, [DEMO_SEEDED_SETTING, SETUP_DONE_SETTING]));
  const keys = new Set(rows.map((row) => row.key));
  return keys.has(DEMO_SEEDED_SETTING) && !keys.has(SETUP_DONE_SETTING);
}

/** Online is offered while at least one online method is (switched on and configured). */
export async function storeStatus(ctx: AppContext): Promise<StoreStatus> {
  const onlineMethods = await offeredMethods(ctx);
  return {
    demo: await isDemoShop(ctx.db),
    paymentMode: ctx.paymentMode,
    paymentMethods: onlineMethods.length > 0 ? ['Online', 'CashOnDelivery'] : ['CashOnDelivery'],
    onlineMethods,
  };
}
