import { eq } from 'drizzle-orm';
import { appSettings } from '../db/platform.tables.ts';
import type { Executor } from '../db/client.ts';
import { randomToken } from './tokens.ts';

/**
 * A generated secret kept in the database, created once by whichever instance gets there first;
 * every instance then reads the same value, so tokens issued by one are accepted by all.
 */
export async function loadOrCreateSecret(db: Executor, key: string): Promise<string> {
  await db
    .insert(appSettings)
    .values({ key, value: randomToken(48) })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, key));
  if (!row) throw new Error(`setting ${key} could not be created`);
  return row.value;
}

export async function readSetting(db: Executor, key: string): Promise<string | undefined> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, key));
  return row?.value;
}

export async function writeSetting(db: Executor, key: string, value: string): Promise<void> {
  await db
    .insert(appSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: new Date() } });
}
