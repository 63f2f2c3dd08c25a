import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { orderItems, products } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  createDeliveryMethodRow,
  createShopper,
  createShopProduct,
  orderBody,
  type Shopper,
} from '../../../test/checkout-fixtures.ts';
import { bearer, createUser, type TestUser } from '../../../test/factories.ts';
import { addToCartRow } from '../../../test/shopping-factories.ts';
import {
  createProductWithOptions,
  defaultVariantOf,
  variantStockOf,
} from '../../../test/variant-factories.ts';

/** Orders per variant (decision 016): the stock taken and given back, and the copies kept. */

let t: TestApp;
let deliveryId: number;
let admin: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  deliveryId = (await createDeliveryMethodRow(t.app)).id;
  admin = await createUser(t.app, { role: 'Admin' });
});
afterAll(() => t.close());

const place = (shopper: Shopper, lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/Order/CreateOrder',
    headers: { ...shopper.headers, 'accept-language': lang },
    payload: orderBody(shopper, deliveryId),
  });

const productRow = async (id: number) =>
  (await t.app.ctx.db.select().from(products).where(eq(products.id, id)))[0]!;

const cancel = (orderId: number) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/AdminOrder/UpdateOrderStatus',
    headers: bearer(admin.token),
    payload: { orderId, status: 'Cancelled' },
  });

describe('placing an order of variants', () => {
  it('takes each variant’s stock, copies its SKU, price and options, and cancel gives it back', async () => {
    const shopper = await createShopper(t.app);
    const { product, variants } = await createProductWithOptions(t.app, {
      variantStock: [3, 4, 5, 6],
      variantPrices: [10_000, 10_000, 12_000, 12_000],
    });
    const plain = await createShopProduct(t.app, { stock: 7, priceHalalas: 2_000 });
    const [sRed, , mRed] = variants as [
      (typeof variants)[0],
      (typeof variants)[0],
      (typeof variants)[0],
      (typeof variants)[0],
    ];
    await addToCartRow(t.app, shopper.user.id, product.id, 2, undefined, sRed.id);
    await addToCartRow(t.app, shopper.user.id, product.id, 1, undefined, mRed.id);
    await addToCartRow(t.app, shopper.user.id, plain.id, 3);
    const placed = await place(shopper);
    expect(placed.statusCode, placed.body).toBe(201);
    const { orderId } = placed.json().data;

    const ids = variants.map((v) => v.id);
    expect(await variantStockOf(t.app, ids)).toEqual([1, 4, 4, 6]);
    expect(await productRow(product.id)).toMatchObject({ stock: 15, soldCount: 3 });
    const plainVariant = await defaultVariantOf(t.app, plain.id);
    expect(plainVariant.stock).toBe(4);
    expect(await productRow(plain.id)).toMatchObject({ stock: 4, soldCount: 3 });

    const lines = await t.app.ctx.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(orderItems.variantId);
    expect(
      lines.map(({ variantId, sku, unitPriceHalalas, quantity, options }) => ({
        variantId,
        sku,
        unitPriceHalalas,
        quantity,
        options,
      })),
    ).toEqual([
      {
        variantId: sRed.id,
        sku: sRed.sku,
        unitPriceHalalas: 10_000,
        quantity: 2,
        options: [
          { nameEn: 'Size', nameAr: 'المقاس', valueEn: 'S', valueAr: 'صغير' },
          { nameEn: 'Colour', nameAr: 'اللون', valueEn: 'Red', valueAr: 'أحمر' },
        ],
      },
      {
        variantId: mRed.id,
        sku: mRed.sku,
        unitPriceHalalas: 12_000,
        quantity: 1,
        options: [
          { nameEn: 'Size', nameAr: 'المقاس', valueEn: 'M', valueAr: 'وسط' },
          { nameEn: 'Colour', nameAr: 'اللون', valueEn: 'Red', valueAr: 'أحمر' },
        ],
      },
      {
        variantId: plainVariant.id,
        sku: plain.sku,
        unitPriceHalalas: 2_000,
        quantity: 3,
        options: [],
      },
    ]);

    // The order's reads carry each line's variant and its options in the reader's language.
    const details = await t.app.inject({
      url: `/api/Order/GetOrderDetails/${orderId}`,
      headers: { ...shopper.headers, 'accept-language': 'ar' },
    });
    const items = details.json().data.items as Array<Record<string, unknown>>;
    expect(items.find((item) => item.variantId === mRed.id)).toMatchObject({
      sku: mRed.sku,
      options: [
        { name: 'المقاس', value: 'وسط', nameEn: 'Size', valueEn: 'M' },
        { name: 'اللون', value: 'أحمر', nameEn: 'Colour', valueEn: 'Red' },
      ],
    });
    expect(items.find((item) => item.variantId === plainVariant.id)).toMatchObject({
      options: [],
    });

    // The invoice prints the option values under the line's names, in both languages.
    const invoice = await t.app.inject({
      url: `/api/AdminOrder/${orderId}/invoice`,
      headers: bearer(admin.token),
    });
    expect(invoice.statusCode).toBe(200);
    const pdf = await getDocumentProxy(new Uint8Array(invoice.rawPayload));
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text).toContain('Size: M · Colour: Red');
    for (const word of ['المقاس', 'اللون', 'أحمر', 'وسط']) expect(text).toContain(word);

    // Cancelling gives each variant its units back; a deleted variant gets nothing.
    await t.app.ctx.db.execute(sql`delete from product_variants where id = ${mRed.id}`);
    expect((await cancel(orderId)).statusCode).toBe(200);
    expect(await variantStockOf(t.app, ids)).toEqual([3, 4, null, 6]);
    expect(await productRow(product.id)).toMatchObject({ stock: 13, soldCount: 0 });
    expect(await productRow(plain.id)).toMatchObject({ stock: 7, soldCount: 0 });
    expect((await defaultVariantOf(t.app, plain.id)).stock).toBe(7);
  });

  it('refuses an order above the variant’s stock though the product has plenty (409)', async () => {
    const shopper = await createShopper(t.app);
    const { product, variants } = await createProductWithOptions(t.app, {
      variantStock: [1, 9, 9, 9],
    });
    await addToCartRow(t.app, shopper.user.id, product.id, 2, undefined, variants[0]!.id);
    const response = await place(shopper);
    expect(response.statusCode).toBe(409);
    expect(response.json().data).toEqual({ productId: product.id, available: 1 });
    expect(await variantStockOf(t.app, [variants[0]!.id])).toEqual([1]);
  });

  it('refuses an order of a switched-off variant (422)', async () => {
    const shopper = await createShopper(t.app);
    const { product, variants } = await createProductWithOptions(t.app);
    await addToCartRow(t.app, shopper.user.id, product.id, 1, undefined, variants[2]!.id);
    await t.app.ctx.db.execute(
      sql`update product_variants set is_active = false where id = ${variants[2]!.id}`,
    );
    const response = await place(shopper);
    expect(response.statusCode).toBe(422);
  });
});
