import { loadConfig } from '../config.ts';
import { openDatabase } from './client.ts';
import { runMigrations } from './migrate.ts';
import { createLocalMediaStore } from '../lib/media-store.ts';
import { seedDemo } from './seed/index.ts';

const config = loadConfig();
const handle = await openDatabase(config);
await runMigrations(handle);
const seeded = await seedDemo(
  { db: handle.db, media: createLocalMediaStore(config.uploadsDir), config },
  { force: true, log: (msg) => console.log(msg) },
);
await handle.close();
if (seeded) console.log(`demo data seeded (${handle.kind})`);
