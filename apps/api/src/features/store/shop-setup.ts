import { inArray, sql } from 'drizzle-orm';
import { emailSchema, passwordSchema, describeIssue, toVatNumber } from '@dukkan/contracts';
import type { Database } from '../../db/client.ts';
import { appSettings } from '../../db/platform.tables.ts';
import { users } from '../accounts/accounts.tables.ts';
import { footers, helpServices, sliders } from '../content/content.tables.ts';
import { brands, categories, products } from '../catalog/catalog.tables.ts';
import { coupons } from '../coupons/coupons.tables.ts';
import { orders } from '../orders/orders.tables.ts';
import { sandboxCheckouts } from '../payments/payments.tables.ts';
import { invoices } from '../invoices/invoices.tables.ts';
import { paidSalesDaily } from '../dashboard/dashboard.tables.ts';
import { DEMO_ACCOUNTS } from '../../db/seed/accounts.seed.ts';
import { DEMO_CUSTOMERS } from '../../db/seed/shopping.seed-data.ts';
import { isCommonPassword } from '../../lib/common-passwords.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { writeSetting } from '../../lib/settings.ts';
import { STORE_PROFILE_KEYS } from '../invoices/store-profile.ts';
import { SANDBOX_SETTING } from '../payments/payment-gateway-choice.ts';
import { SETUP_DONE_SETTING } from './store-status.ts';

/** Every account the demo seed creates: the three demo logins and the demo customers. */
export const DEMO_EMAILS: readonly string[] = [
  ...DEMO_ACCOUNTS.map((account) => account.email),
  ...DEMO_CUSTOMERS.map((customer) => customer.email),
];

export interface SetupInput {
  ownerEmail: string;
  ownerPassword: string;
  ownerFirstName: string;
  ownerLastName: string;
  storeNameEn?: string | undefined;
  storeNameAr?: string | undefined;
  vatNumber?: string | undefined;
  /** Also remove the demo catalog, orders, invoices, coupons, banners and help services. */
  removeDemoData: boolean;
}

export interface SetupReport {
  ownerId: number;
  demoAccountsRemoved: number;
  ordersRemoved: number;
  productsRemoved: number;
}

/** A refused input: the message names the field and the rule, as the API's would. */
export class SetupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SetupError';
  }
}

/** Why a password is refused (the registration rules and the common-password list), or null. */
export function passwordProblem(password: string): string | null {
  const parsed = passwordSchema.safeParse(password);
  if (!parsed.success) {
    return describeIssue({ ...parsed.error.issues[0]!, path: ['password'] }, 'en');
  }
  if (isCommonPassword(password)) {
    return 'Password: is one of the most common passwords and easy to guess; choose another';
  }
  return null;
}

/** The owner's fields checked with the registration rules (English: setup is an operator tool). */
export function checkSetupInput(input: SetupInput): SetupInput {
  const email = emailSchema.safeParse(input.ownerEmail);
  if (!email.success) throw new SetupError(describeIssue(email.error.issues[0]!, 'en'));
  const refused = passwordProblem(input.ownerPassword);
  if (refused) throw new SetupError(refused);
  let vatNumber: string | undefined;
  if (input.vatNumber?.trim()) {
    vatNumber = toVatNumber(input.vatNumber) ?? undefined;
    if (!vatNumber) {
      throw new SetupError(
        'VAT number: must be the 15-digit VAT number that starts and ends with 3',
      );
    }
  }
  for (const [label, value] of [
    ['First name', input.ownerFirstName],
    ['Last name', input.ownerLastName],
    ['Store name (English)', input.storeNameEn],
    ['Store name (Arabic)', input.storeNameAr],
  ] as const) {
    if (value !== undefined && (value.trim() === '' || value.length > 100)) {
      throw new SetupError(`${label}: must be 1 to 100 characters`);
    }
  }
  return { ...input, ownerEmail: email.data.toLowerCase(), vatNumber };
}

/**
 * Turns the demo shop into the merchant's own, in one transaction: the owner's Admin account, the
 * demo accounts removed (their carts, addresses, numbers, favourites and reset codes go with them
 * by foreign key; their orders stay, unlinked, unless the demo data is removed too), the store's
 * name and VAT number, the sandbox switched off, and the marker that keeps the demo seed from ever
 * running again. Running it again adds another owner; an e-mail already in use changes nothing.
 */
export async function setUpShop(db: Database, raw: SetupInput): Promise<SetupReport> {
  const input = checkSetupInput(raw);
  const passwordHash = await hashPassword(input.ownerPassword);
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${input.ownerEmail}`);
    if (taken) throw new SetupError(`E-mail: an account with ${input.ownerEmail} already exists`);
    if (DEMO_EMAILS.includes(input.ownerEmail)) {
      throw new SetupError('E-mail: choose your own address, not a demo account');
    }
    const [owner] = await tx
      .insert(users)
      .values({
        firstName: input.ownerFirstName.trim(),
        lastName: input.ownerLastName.trim(),
        email: input.ownerEmail,
        role: 'Admin',
        passwordHash,
      })
      .returning({ id: users.id });
    const removedAccounts = await tx
      .delete(users)
      .where(inArray(sql`lower(${users.email})`, [...DEMO_EMAILS]))
      .returning({ id: users.id });

    let ordersRemoved = 0;
    let productsRemoved = 0;
    if (input.removeDemoData) {
      // Invoices hold their orders (restrict); lines, history, checkouts and coupon uses go with
      // the orders (cascade); the kept sales rows go with the products or are cleared here.
      await tx.delete(invoices);
      ordersRemoved = (await tx.delete(orders).returning({ id: orders.id })).length;
      await tx.delete(sandboxCheckouts);
      await tx.delete(paidSalesDaily);
      await tx.delete(coupons);
      productsRemoved = (await tx.delete(products).returning({ id: products.id })).length;
      await tx.delete(brands);
      // Subcategories hold their parents (restrict): remove the leaves first, level by level.
      while ((await tx.select({ id: categories.id }).from(categories).limit(1)).length > 0) {
        await tx
          .delete(categories)
          .where(
            sql`${categories.id} not in (select parent_id from categories where parent_id is not null)`,
          );
      }
      await tx.delete(sliders);
      await tx.delete(helpServices);
    }

    if (input.storeNameEn) await writeSetting(tx, STORE_PROFILE_KEYS.nameEn, input.storeNameEn);
    if (input.storeNameAr) await writeSetting(tx, STORE_PROFILE_KEYS.nameAr, input.storeNameAr);
    if (input.vatNumber) {
      await writeSetting(tx, STORE_PROFILE_KEYS.vatNumber, input.vatNumber);
      // The footer's VAT number wins on invoices (store-profile.ts): keep the two the same.
      await tx.update(footers).set({ taxNumber: input.vatNumber });
    }
    await writeSetting(tx, SANDBOX_SETTING, 'off');
    await tx
      .insert(appSettings)
      .values({ key: SETUP_DONE_SETTING, value: new Date().toISOString() })
      .onConflictDoNothing();
    return {
      ownerId: owner!.id,
      demoAccountsRemoved: removedAccounts.length,
      ordersRemoved,
      productsRemoved,
    };
  });
}
