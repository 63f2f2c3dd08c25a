import { sql } from 'drizzle-orm';
import type { ProductFacets } from '@dukkan/contracts';
import type { Executor } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared-statements.ts';

/**
 * The catalog's versions (migration 0035): `catalog` moves at the commit of every write that can
 * change which products a shopper's list holds, their order or the filter panel's names; `sales`
 * at the commit of every order that moves a best-selling order.
 */
export interface CatalogVersions {
  catalog: number;
  sales: number;
}

/** Both versions as two columns of any statement: a page read brings them with its rows. */
const versionColumns = {
  catalogVersion: sql<string>`(select version from catalog_version)`,
  // A sequence not yet used shows its first value as `last_value` too: 0 until then.
  salesVersion: sql<string>`(select case when is_called then last_value else 0 end from sales_version)`,
};

/**
 * The columns a kept answer's check reads: both versions and, with `roll`, the number of prices
 * rolled to the instant `at` (a placeholder) by `dukkan_roll_prices` (migration 0034), run once
 * by the same statement. The statement's own snapshot predates the roll, so a roll that changed
 * anything means the answer is read afresh.
 */
export function catalogCheckColumns(roll: boolean) {
  return {
    ...versionColumns,
    rolled: roll
      ? sql<number>`(select dukkan_roll_prices(${sql.placeholder('at')}::timestamptz))`
      : sql<number>`0`,
  };
}

/** What a check found: the versions now, and whether prices were rolled (then: stale). */
export interface CatalogCheck {
  versions: CatalogVersions;
  rolled: boolean;
}

export function checkOf(row: {
  catalogVersion: string;
  salesVersion: string;
  rolled: number | string;
}): CatalogCheck {
  return {
    versions: { catalog: Number(row.catalogVersion), sales: Number(row.salesVersion) },
    rolled: Number(row.rolled) > 0,
  };
}

/** The check on its own (an empty page has no row to bring it); `rollAt` rolls prices first. */
export async function checkCatalog(db: Executor, rollAt?: Date): Promise<CatalogCheck> {
  const [row] = await preparedStatement(db, `catalog.check ${!!rollAt}`, (name) =>
    db
      .select(catalogCheckColumns(!!rollAt))
      .from(sql`(select) as now`)
      .prepare(name),
  ).execute({ at: rollAt?.toISOString() });
  return checkOf(row!);
}

/** The versions now, read before an answer is (a write between makes it look older, not newer). */
export async function readCatalogVersions(db: Executor): Promise<CatalogVersions> {
  return (await checkCatalog(db)).versions;
}

interface Stored<V> {
  value: V;
  versions: CatalogVersions;
  expiresAt: number;
}

/**
 * Answers kept in memory under the versions they were read at. A reader checks the versions now
 * (one indexed row, usually in the same statement as its page's rows) and uses an answer only if
 * nothing it depends on has moved since, so a staff edit on any instance shows on the next request
 * everywhere. The time limit only bounds memory and the instant between a sale's number and its
 * commit. Bounded by entries; the oldest goes first (a Map keeps insertion order).
 */
export function createVersionedStore<V>({
  ttlMs,
  maxEntries,
}: {
  ttlMs: number;
  maxEntries: number;
}) {
  const entries = new Map<string, Stored<V>>();
  const filling = new Map<string, Promise<unknown>>();
  return {
    get(key: string): Stored<V> | undefined {
      const found = entries.get(key);
      if (found && found.expiresAt > Date.now()) return found;
      if (found) entries.delete(key);
      return undefined;
    },
    set(key: string, value: V, versions: CatalogVersions) {
      entries.delete(key);
      entries.set(key, { value, versions, expiresAt: Date.now() + ttlMs });
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries) break;
        entries.delete(oldest);
      }
    },
    delete(key: string) {
      entries.delete(key);
    },
    /**
     * One fill per key at a time: requests for a key being filled wait for that fill instead of
     * each running it (the first burst on a popular search, or right after a staff edit).
     */
    share<T>(key: string, fill: () => Promise<T>): Promise<T> {
      const pending = filling.get(key);
      if (pending) return pending as Promise<T>;
      const started = fill().finally(() => filling.delete(key));
      filling.set(key, started);
      return started;
    },
    get size() {
      return entries.size;
    },
  };
}

export type VersionedStore<V> = ReturnType<typeof createVersionedStore<V>>;

/** Whether an answer read at `then` still holds; `bySales` when its order is by sales. */
export function stillCurrent(then: CatalogVersions, now: CatalogCheck, bySales: boolean) {
  return (
    !now.rolled &&
    then.catalog === now.versions.catalog &&
    (!bySales || then.sales === now.versions.sales)
  );
}

/** A list page as kept: its products' ids in order and the list's total. */
export interface KeptPage {
  ids: number[];
  totalCount: number;
}

/**
 * A list's every id in order (no search), for its deeper pages: 4 bytes a product. A list longer
 * than the cache's `maxOrderIds` is kept as `tooLong` (no ids), so its deep pages go the usual way without
 * reading its order again each time.
 */
export interface KeptOrder {
  ids: Int32Array;
  tooLong: boolean;
}

/** Facets are kept whole: they hold only ids, names and counts, read under the same versions. */
export interface CatalogCache {
  /** The longest list whose order is kept (`MAX_ORDER_IDS`). */
  maxOrderIds: number;
  lists: VersionedStore<KeptPage>;
  orders: VersionedStore<KeptOrder>;
  facets: VersionedStore<ProductFacets>;
}

/**
 * 20,000 pages of ids (~3 MB), 64 whole orders of at most `MAX_ORDER_IDS` ids (26 MB at the very
 * most, a category's order is far less) and 2,000 filter panels (~10 KB each at most).
 */
const MAX_LISTS = 20_000;
const MAX_ORDERS = 64;
const MAX_ORDER_IDS = 100_000;
const MAX_FACETS = 2_000;

/** The shop's cache of shoppers' lists and filter panels; null when `seconds` is 0 (turned off). */
export function createCatalogCache(seconds: number): CatalogCache | null {
  if (seconds <= 0) return null;
  const ttlMs = seconds * 1000;
  return {
    maxOrderIds: MAX_ORDER_IDS,
    lists: createVersionedStore<KeptPage>({ ttlMs, maxEntries: MAX_LISTS }),
    orders: createVersionedStore<KeptOrder>({ ttlMs, maxEntries: MAX_ORDERS }),
    facets: createVersionedStore<ProductFacets>({ ttlMs, maxEntries: MAX_FACETS }),
  };
}
