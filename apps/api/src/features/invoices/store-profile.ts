import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { appSettings } from '../../db/platform.tables.ts';
import type { InvoiceSeller } from './invoices.tables.ts';

export type StoreProfile = InvoiceSeller;

/**
 * The one place that knows where the seller's details live: instance settings, falling back to the
 * demo shop's. The store footer (taxNumber, address) can later write these same keys.
 */
export const STORE_PROFILE_KEYS: Record<keyof StoreProfile, string> = {
  nameEn: 'store.nameEn',
  nameAr: 'store.nameAr',
  vatNumber: 'store.vatNumber',
  addressEn: 'store.addressEn',
  addressAr: 'store.addressAr',
};

/** A valid-looking Saudi VAT number (15 digits, first and last 3) for the demo shop. */
export const DEFAULT_STORE_PROFILE: StoreProfile = {
  nameEn: 'Dukkan',
  nameAr: 'دكان',
  vatNumber: '300000000000003',
  addressEn: 'King Fahd Road, Al Olaya, Riyadh 12214, Saudi Arabia',
  addressAr: 'طريق الملك فهد، حي العليا، الرياض 12214، المملكة العربية السعودية',
};

/** The seller's details, in one query. */
export async function readStoreProfile(db: Executor): Promise<StoreProfile> {
  const rows = await db
    .select({ key: appSettings.key, value: appSettings.value })
    .from(appSettings)
    .where(inArray(appSettings.key, Object.values(STORE_PROFILE_KEYS)));
  const stored = new Map(rows.map((row) => [row.key, row.value.trim()]));
  const profile = { ...DEFAULT_STORE_PROFILE };
  for (const [field, key] of Object.entries(STORE_PROFILE_KEYS) as Array<
    [keyof StoreProfile, string]
  >) {
    const value = stored.get(key);
    if (value) profile[field] = value;
  }
  return profile;
}
