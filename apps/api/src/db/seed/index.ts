import pg from 'pg';
import type { Config } from '../../config.ts';
import type { Database } from '../client.ts';
import type { MediaStore } from '../../lib/media-store.ts';
import { readSetting, writeSetting } from '../../lib/settings.ts';
import { seedAccounts } from './accounts.seed.ts';
import { seedCatalog } from './catalog.seed.ts';
import { seedProducts } from './products.seed.ts';
import { seedProductVariants } from './product-variants.seed.ts';
import { seedShopping } from './shopping.seed.ts';
import { seedSliders } from './sliders.seed.ts';
import { seedFixedPages } from './fixed-pages.seed.ts';
import { seedStoreInfo } from './store-info.seed.ts';
import { DEMO_SEEDED_SETTING, SETUP_DONE_SETTING } from '../../features/store/store-status.ts';

export interface SeedTarget {
  db: Database;
  media: MediaStore;
  /** Seeded orders carry the configured VAT rate, like orders placed through the checkout. */
  config: Pick<Config, 'vatRate'>;
}

/** Each area adds its demo data here, in dependency order; every step is idempotent. */
const steps: Array<{ name: string; run: (target: SeedTarget) => Promise<void> }> = [
  { name: 'accounts', run: ({ db }) => seedAccounts(db) },
  { name: 'brands and categories', run: ({ db, media }) => seedCatalog(db, media) },
  { name: 'products', run: ({ db, media }) => seedProducts(db, media) },
  { name: 'sizes, colours and volumes', run: ({ db, media }) => seedProductVariants(db, media) },
  {
    name: 'delivery methods, coupons, customers and orders',
    run: ({ db, config }) => seedShopping(db, { vatRate: config.vatRate }),
  },
  { name: 'sliders', run: ({ db, media }) => seedSliders(db, media) },
  { name: 'information pages', run: ({ db }) => seedFixedPages(db) },
  { name: 'footer and help services', run: ({ db, media }) => seedStoreInfo(db, media) },
];

const SEEDED_MARKER = DEMO_SEEDED_SETTING;

/** An arbitrary constant naming the advisory lock that lets one instance at a time seed. */
const SEED_LOCK_ID = 7_301_420_002;

/**
 * Runs `work` while holding the seed lock on one dedicated connection. Instances that start together
 * on one PostgreSQL would otherwise each find no marker and seed twice (steps are idempotent per
 * row key, but delivery methods, banners and demo orders have none). The embedded database belongs
 * to one process, so there is nothing to share.
 */
async function withSeedLock<T>(db: Database, work: () => Promise<T>): Promise<T> {
  // Drizzle keeps its driver client on the instance (`$client`); its type leaves it out.
  const pool = (db as unknown as { $client?: unknown }).$client;
  if (!(pool instanceof pg.Pool)) return work();
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [SEED_LOCK_ID]);
    return await work();
  } finally {
    await client.query('select pg_advisory_unlock($1)', [SEED_LOCK_ID]).catch(() => {});
    client.release();
  }
}

/**
 * Fills the demo shop. On start it runs once per database (the marker remembers), so data a merchant
 * deleted from the demo does not come back on restart; `npm run db:seed` passes `force`. The marker
 * is read again under the seed lock, so of instances starting together exactly one seeds.
 */
export async function seedDemo(
  target: SeedTarget,
  options: { force?: boolean; log?: (msg: string) => void } = {},
) {
  if (!options.force && (await readSetting(target.db, SEEDED_MARKER))) return false;
  return withSeedLock(target.db, async () => {
    if (!options.force && (await readSetting(target.db, SEEDED_MARKER))) return false;
    // A shop made real by `npm run setup` never gets demo accounts (with known passwords) back.
    if (await readSetting(target.db, SETUP_DONE_SETTING)) {
      options.log?.('this shop was set up with npm run setup: no demo data added');
      return false;
    }
    for (const step of steps) {
      await step.run(target);
      options.log?.(`seeded ${step.name}`);
    }
    await writeSetting(target.db, SEEDED_MARKER, new Date().toISOString());
    return true;
  });
}
