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

export async function fillCart(app: FastifyInstance, shopper: Shopper, lines: CartLine[]) {
  for (const line of lines) {
    await addToCartRow(
      app,
      shopper.user.id,
      line.productId,
      line.quantity,
      undefined,
      line.variantId,
    );
  }
}

/** A cart line to put before placing: a product's default variant unless `variantId` names one. */
export interface CartLine {
  productId: number;
  variantId?: number;
  quantity: number;
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

/** Fills the cart with `lines` and places a real order over HTTP (POST /api/Order/CreateOrder). */
export async function placeOrder(
  app: FastifyInstance,
  shopper: Shopper,
  deliveryMethodId: number,
  lines: CartLine[],
  extra: Record<string, unknown> = {},
): Promise<{ orderId: number; orderNumber: string; total: number; checkoutId: string | null }> {
  await fillCart(app, shopper, lines);
  const response = await app.inject({
    method: 'POST',
    url: '/api/Order/CreateOrder',
    headers: shopper.headers,
    payload: orderBody(shopper, deliveryMethodId, extra),
  });
  if (response.statusCode !== 201) throw new Error(`order not placed: ${response.body}`);
  return response.json().data;
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
