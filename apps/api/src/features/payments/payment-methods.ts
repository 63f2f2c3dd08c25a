import { asc, inArray } from 'drizzle-orm';
import { ONLINE_METHODS, type OnlineMethod } from '@dukkan/contracts';
import type { AppContext } from '../../app-context.ts';
import type { Executor } from '../../db/client.ts';
import { unprocessable } from '../../lib/app-error.ts';
import { readSetting, writeSetting } from '../../lib/settings.ts';
import { madaBins } from './payments.tables.ts';

/** The online methods the merchant switched on (JSON array); unset means all of them. */
export const ENABLED_METHODS_SETTING = 'payment_methods_enabled';

function parseEnabled(stored: string | undefined): OnlineMethod[] {
  if (stored === undefined) return [...ONLINE_METHODS];
  try {
    const list: unknown = JSON.parse(stored);
    return ONLINE_METHODS.filter((method) => Array.isArray(list) && list.includes(method));
  } catch {
    return [];
  }
}

export async function readEnabledMethods(db: Executor): Promise<OnlineMethod[]> {
  return parseEnabled(await readSetting(db, ENABLED_METHODS_SETTING));
}

export async function writeEnabledMethods(db: Executor, methods: OnlineMethod[]): Promise<void> {
  await writeSetting(db, ENABLED_METHODS_SETTING, JSON.stringify(methods));
}

/**
 * What checkout offers: the methods the merchant switched on that the gateway can take (with
 * HyperPay, those whose entity is configured), mada first.
 */
export async function offeredMethods(ctx: AppContext): Promise<OnlineMethod[]> {
  const { gateway } = ctx;
  if (!gateway) return [];
  const enabled = await readEnabledMethods(ctx.db);
  return ONLINE_METHODS.filter(
    (method) => enabled.includes(method) && gateway.methods.includes(method),
  );
}

/** A 422 under `onlineMethod` unless checkout offers the method. */
export async function requireOfferedMethod(ctx: AppContext, method: OnlineMethod): Promise<void> {
  if (!(await offeredMethods(ctx)).includes(method)) {
    throw unprocessable('payments.methodNotOffered', null, {
      field: 'onlineMethod',
      params: { method },
    });
  }
}

/** Whether a card's first digits are on the mada list (6-digit BINs, or 8-digit ones). */
export async function isMadaBin(db: Executor, cardDigits: string): Promise<boolean> {
  const candidates = [cardDigits.slice(0, 6), cardDigits.slice(0, 8)].filter(
    (bin) => bin.length === 6 || bin.length === 8,
  );
  if (candidates.length === 0) return false;
  const [row] = await db
    .select({ bin: madaBins.bin })
    .from(madaBins)
    .where(inArray(madaBins.bin, candidates))
    .limit(1);
  return row !== undefined;
}

export async function listMadaBins(db: Executor) {
  const rows = await db.select().from(madaBins).orderBy(asc(madaBins.bin));
  const updatedAt = rows.reduce<Date | null>(
    (latest, row) => (latest && latest > row.createdAt ? latest : row.createdAt),
    null,
  );
  return { bins: rows.map((row) => row.bin), updatedAt: updatedAt?.toISOString() ?? null };
}

/** Replaces the whole list in one transaction: a failed write leaves the old list in place. */
export async function replaceMadaBins(ctx: AppContext, bins: string[]) {
  await ctx.db.transaction(async (tx) => {
    await tx.delete(madaBins);
    // One statement: at most MAX_MADA_BINS (2,000) parameters, far below PostgreSQL's limit.
    await tx.insert(madaBins).values(bins.map((bin) => ({ bin })));
  });
  return listMadaBins(ctx.db);
}
