import { inArray } from 'drizzle-orm';
import { findSaudiCity } from '@dukkan/contracts';
import { hashPassword } from '../../lib/passwords.ts';
import { randomToken } from '../../lib/tokens.ts';
import type { Database, Executor } from '../client.ts';
import { addresses, coupons, deliveryMethods, phoneNumbers, users } from '../schema.ts';
import { parseSar } from '../../lib/money.ts';
import { DEMO_ACCOUNTS } from './accounts.seed.ts';
import { seedOrders } from './orders.seed.ts';
import {
  DEMO_ACCOUNT_BOOK,
  DEMO_CUSTOMERS,
  DEMO_DELIVERY_METHODS,
  demoCoupons,
  type DemoCustomer,
} from './shopping.seed-data.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const DEMO_ACCOUNT_EMAIL = DEMO_ACCOUNTS.find((a) => a.role === 'Customer')!.email;

/** Methods are matched by English name: the table has no natural key, and a rename is a choice. */
async function seedDeliveryMethods(tx: Executor) {
  const names = DEMO_DELIVERY_METHODS.map(([nameEn]) => nameEn);
  const have = new Set(
    (
      await tx
        .select({ nameEn: deliveryMethods.nameEn })
        .from(deliveryMethods)
        .where(inArray(deliveryMethods.nameEn, names))
    ).map((row) => row.nameEn),
  );
  const missing = DEMO_DELIVERY_METHODS.filter(([nameEn]) => !have.has(nameEn));
  if (missing.length === 0) return;
  await tx.insert(deliveryMethods).values(
    missing.map(([nameEn, nameAr, price, estimatedDays, isActive]) => ({
      nameEn,
      nameAr,
      priceHalalas: parseSar(String(price))!,
      estimatedDays,
      isActive,
    })),
  );
}

/**
 * The demo shoppers' accounts, only those missing. Nobody signs in as them: they share the hash of
 * a random password nobody knows (argon2 is slow on purpose, so it is made once, before the
 * transaction).
 */
async function newCustomerRows(db: Database, now: Date) {
  const emails = DEMO_CUSTOMERS.map((c) => c.email);
  const have = new Set(
    (await db.select({ email: users.email }).from(users).where(inArray(users.email, emails))).map(
      (row) => row.email,
    ),
  );
  const missing = DEMO_CUSTOMERS.filter((c) => !have.has(c.email));
  if (missing.length === 0) return [];
  const passwordHash = await hashPassword(randomToken(24));
  return missing.map((customer) => ({
    firstName: customer.firstName,
    lastName: customer.lastName,
    email: customer.email,
    phoneNumber: customer.phones[0]!,
    role: 'Customer' as const,
    passwordHash,
    // They signed up before their first order.
    createdAt: new Date(now.getTime() - (70 + 9 * DEMO_CUSTOMERS.indexOf(customer)) * DAY_MS),
  }));
}

/** Address books for shoppers who have none yet: addresses (first is default) and mobiles. */
async function seedAddressBooks(tx: Executor) {
  const books = new Map<string, Pick<DemoCustomer, 'addresses' | 'phones'>>([
    [DEMO_ACCOUNT_EMAIL, DEMO_ACCOUNT_BOOK],
    ...DEMO_CUSTOMERS.map((c) => [c.email, c] as const),
  ]);
  const owners = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [...books.keys()]));
  const ids = owners.map((o) => o.id);
  if (ids.length === 0) return;
  const withAddress = await tx
    .selectDistinct({ userId: addresses.userId })
    .from(addresses)
    .where(inArray(addresses.userId, ids));
  const withPhone = await tx
    .selectDistinct({ userId: phoneNumbers.userId })
    .from(phoneNumbers)
    .where(inArray(phoneNumbers.userId, ids));
  const hasAddress = new Set(withAddress.map((r) => r.userId));
  const hasPhone = new Set(withPhone.map((r) => r.userId));
  const addressRows = owners
    .filter((o) => !hasAddress.has(o.id))
    .flatMap((o) =>
      books
        .get(o.email ?? '')!
        .addresses.map((a, i) => ({
          ...a,
          cityCode: findSaudiCity(a.city)?.code ?? null,
          userId: o.id,
          isDefault: i === 0,
        })),
    );
  const phoneRows = owners
    .filter((o) => !hasPhone.has(o.id))
    .flatMap((o) =>
      books
        .get(o.email ?? '')!
        .phones.map((number, i) => ({ number, userId: o.id, isPrimary: i === 0 })),
    );
  if (addressRows.length > 0) await tx.insert(addresses).values(addressRows);
  if (phoneRows.length > 0) await tx.insert(phoneNumbers).values(phoneRows);
}

/**
 * Delivery methods, coupons, demo shoppers with their address books, and ~150 past orders, in one
 * transaction. Every part adds only what is missing, so seeding again adds nothing. Dates are
 * relative to `now`; customer@dukkan.local's cart is left empty. Inside the transaction every
 * statement waits for the one before: a transaction is one connection, which runs one at a time
 * (node-postgres queues overlapping queries today and will refuse them in its next major).
 */
export async function seedShopping(db: Database, options: { vatRate: number; now?: Date }) {
  const now = options.now ?? new Date();
  const customers = await newCustomerRows(db, now);
  await db.transaction(async (tx) => {
    await seedDeliveryMethods(tx);
    await tx.insert(coupons).values(demoCoupons(now)).onConflictDoNothing();
    if (customers.length > 0) await tx.insert(users).values(customers).onConflictDoNothing();
    await seedAddressBooks(tx);
    await seedOrders(tx, { now, vatRate: options.vatRate });
  });
}
