import type { Database } from '../client.ts';
import { readSetting, writeSetting } from '../../lib/settings.ts';
import { seedAccounts } from './accounts.seed.ts';

/** Each area adds its demo data here, in dependency order; every step is idempotent. */
const steps: Array<{ name: string; run: (db: Database) => Promise<void> }> = [
  { name: 'accounts', run: seedAccounts },
];

const SEEDED_MARKER = 'demo_seeded_at';

/**
 * Fills the demo shop. On start it runs once per database (the marker remembers), so data a merchant
 * deleted from the demo does not come back on restart; `npm run db:seed` passes `force`.
 */
export async function seedDemo(
  db: Database,
  options: { force?: boolean; log?: (msg: string) => void } = {},
) {
  if (!options.force && (await readSetting(db, SEEDED_MARKER))) return false;
  for (const step of steps) {
    await step.run(db);
    options.log?.(`seeded ${step.name}`);
  }
  await writeSetting(db, SEEDED_MARKER, new Date().toISOString());
  return true;
}
