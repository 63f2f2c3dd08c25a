import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { appSettings } from '../../db/platform.tables.ts';
import { footers } from '../content/content.tables.ts';
import type { InvoiceSeller } from './invoices.tables.ts';

export type StoreProfile = InvoiceSeller;

/**
 * The one place that knows where the seller's details live: the name in instance settings; the
 * VAT number and address from the store footer the merchant edits in the dashboard (whether or
 * not the footer shows them), else from instance settings; else the demo shop's.
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

/** The seller's details, in two small queries. */
export async function readStoreProfile(db: Executor): Promise<StoreProfile> {
  const rows = await db
    .select({ key: appSettings.key, value: appSettings.value })
    .from(appSettings)
    .where(inArray(appSettings.key, Object.values(STORE_PROFILE_KEYS)));
  const [footer] = await db
    .select({
      vatNumber: footers.taxNumber,
      addressEn: footers.addressEn,
      addressAr: footers.addressAr,
    })
    .from(footers)
    .limit(1);
  const stored = new Map(rows.map((row) => [row.key, row.value.trim()]));
  const profile = { ...DEFAULT_STORE_PROFILE };
  for (const [field, key] of Object.entries(STORE_PROFILE_KEYS) as Array<
    [keyof StoreProfile, string]
  >) {
    const value = (footer as Partial<StoreProfile> | undefined)?.[field]?.trim() || stored.get(key);
    if (value) profile[field] = value;
  }
  return profile;
}
