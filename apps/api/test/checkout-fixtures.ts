import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { orders, products } from '../src/db/schema.ts';
import { createAddressRow, createDeliveryMethodRow, createPhoneRow } from './address-factories.ts';
import { bearer, createUser, type TestUser } from './factories.ts';
import { addToCartRow, createShopProduct } from './shopping-factories.ts';

export interface Shopper {
  user: TestUser;
  headers: { authorization: string };
  addressId: number;
  phoneNumberId: number;
}

/** A customer with one saved address and one mobile number, ready to check out. */
export async function createShopper(app: FastifyInstance): Promise<Shopper> {
  const user = await createUser(app);
  const address = await createAddressRow(app, user.id, { isDefault: true });
  const phone = await createPhoneRow(app, user.id, { isPrimary: true });
  return { user, headers: bearer(user.token), addressId: address.id, phoneNumberId: phone.id };
}

export async function fillCart(
  app: FastifyInstance,
  shopper: Shopper,
  lines: Array<{ productId: number; quantity: number }>,
) {
  for (const line of lines) await addToCartRow(app, shopper.user.id, line.productId, line.quantity);
}

export function orderBody(
  shopper: Shopper,
  deliveryMethodId: number,
  extra: Record<string, unknown> = {},
) {
  return {
    addressId: shopper.addressId,
    phoneNumberId: shopper.phoneNumberId,
    deliveryMethodId,
    paymentMethod: 'CashOnDelivery',
    ...extra,
  };
}

export async function stockOf(app: FastifyInstance, productId: number) {
  const [row] = await app.ctx.db
    .select({ stock: products.stock, soldCount: products.soldCount })
    .from(products)
    .where(eq(products.id, productId));
  return row!;
}

export async function ordersOf(app: FastifyInstance, userId: number) {
  return app.ctx.db.select().from(orders).where(eq(orders.userId, userId));
}

export { createDeliveryMethodRow, createShopProduct };
