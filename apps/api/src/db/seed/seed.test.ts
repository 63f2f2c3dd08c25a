import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { bearer, createUser } from '../../../test/factories.ts';
import { vatIncluded } from '../../lib/money.ts';
import {
  addresses,
  brands,
  categories,
  couponRedemptions,
  coupons,
  deliveryMethods,
  orderItems,
  orders,
  orderStatusHistory,
  phoneNumbers,
  products,
  users,
} from '../schema.ts';
import { DEMO_BRANDS, DEMO_CATEGORIES } from './catalog.seed.ts';
import { DEMO_SLIDERS } from './sliders.seed.ts';
import { DEMO_HELP_SERVICES } from './store-info.seed.ts';
import { seedDemo } from './index.ts';
import { DEMO_ORDER_COUNT } from './order-plans.seed.ts';
import { DEMO_PRODUCTS } from './products.seed-data.ts';
import { DEMO_VARIANT_PRODUCTS } from './product-variants.seed-data.ts';
import { DEMO_CUSTOMERS } from './shopping.seed-data.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

function countFiles(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  return fs.readdirSync(dir, { recursive: true }).filter((f) => String(f).endsWith('.webp')).length;
}

describe('demo seed', () => {
  it('seeds the demo accounts, brands, categories and products with images, once', async () => {
    expect(await seedDemo(t.app.ctx)).toBe(true);
    expect(await t.app.ctx.db.$count(users)).toBe(3 + DEMO_CUSTOMERS.length);
    expect(await t.app.ctx.db.$count(brands)).toBe(DEMO_BRANDS.length);
    expect(await t.app.ctx.db.$count(categories)).toBe(DEMO_CATEGORIES.length);
    const phones = await t.app.ctx.db.query.categories.findFirst({
      where: (c, { eq }) => eq(c.nameEn, 'Mobile Phones'),
    });
    expect(phones?.parentId).toEqual(expect.any(Number));
    const files = countFiles(t.config.uploadsDir);
    // Three sizes of each brand and category tile, of two photos per product and one per swatch
    // colour, of each banner and of each help service's icon.
    const banners = DEMO_SLIDERS.flatMap((slider) => slider.banners).length;
    const swatchPhotos = DEMO_VARIANT_PRODUCTS.flatMap((p) => p.photoBodies ?? []).length;
    expect(files).toBe(
      (DEMO_BRANDS.length +
        DEMO_CATEGORIES.length +
        DEMO_PRODUCTS.length * 2 +
        swatchPhotos +
        banners +
        DEMO_HELP_SERVICES.length) *
        3,
    );
    expect(await t.app.ctx.db.$count(products)).toBe(DEMO_PRODUCTS.length);
    const offers = await t.app.inject({ url: '/api/product/getDiscountedProducts?pageSize=1' });
    const discounted = offers.json().data.totalCount;
    expect(discounted).toBeGreaterThan(DEMO_PRODUCTS.length / 4);
    expect(discounted).toBeLessThan(DEMO_PRODUCTS.length / 2);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/Account/login',
      payload: { email: 'admin@dukkan.local', password: 'Admin123!' },
    });
    expect(login.json().data.role).toBe('Admin');

    // The thobe in six sizes and two colours, one combination switched off, some sold out; its
    // variants show their colour's photo, and a shopper finds it by a colour.
    const thobe = await t.app.ctx.db.execute<{ id: number; price_max_halalas: number }>(
      sql`select id, price_max_halalas from products where sku = 'LMR-THOBE-52-WHT'`,
    );
    const thobeId = thobe.rows[0]!.id;
    const page = await t.app.inject({ url: `/api/product/getProductById/${thobeId}` });
    const detail = page.json().data;
    expect(detail.options.map((o: { values: unknown[] }) => o.values.length)).toEqual([6, 2]);
    expect(detail.variants).toHaveLength(11); // 62 in beige is switched off
    expect(detail.variants.filter((v: { stock: number }) => v.stock === 0)).toHaveLength(2);
    expect(new Set(detail.variants.map((v: { imageUrls: string[] }) => v.imageUrls[0])).size).toBe(
      2,
    );
    const beige = await t.app.inject({ url: '/api/product/getAllProducts?search=ثوب%20بيج' });
    expect(beige.json().data.items.map((i: { id: number }) => i.id)).toEqual([thobeId]);
    const perfume = await t.app.inject({ url: '/api/product/getAllProducts?search=sultan' });
    expect(perfume.json().data.items[0]).toMatchObject({ price: 189, priceMax: 299 });

    // A second start does nothing; a forced seed adds nothing already there, and no files.
    expect(await seedDemo(t.app.ctx)).toBe(false);
    expect(await seedDemo(t.app.ctx, { force: true })).toBe(true);
    expect(await t.app.ctx.db.$count(brands)).toBe(DEMO_BRANDS.length);
    expect(await t.app.ctx.db.$count(products)).toBe(DEMO_PRODUCTS.length);
    expect(countFiles(t.config.uploadsDir)).toBe(files);
  }, 180_000); // about 120 product photos are drawn and encoded in three sizes

  it('seeds delivery methods, coupons, address books and past orders that add up', async () => {
    const { db } = t.app.ctx;
    await seedDemo(t.app.ctx);
    const methods = await t.app.inject({ url: '/api/DeliveryMethod/GetAllDeliveryMethods' });
    expect(
      methods.json().data.map((m: { nameEn: string; price: number }) => [m.nameEn, m.price]),
    ).toEqual([
      ['Store pickup', 0],
      ['Standard delivery', 25],
      ['Express delivery', 45],
    ]);
    const inactive = await db
      .select()
      .from(deliveryMethods)
      .where(sql`not is_active`);
    expect(inactive.map((m) => m.nameEn)).toEqual(['Same-day courier']);

    const byCode = new Map((await db.select().from(coupons)).map((c) => [c.code, c]));
    const now = Date.now();
    expect(byCode.get('WELCOME10')).toMatchObject({
      type: 'Percentage',
      valueHundredths: 1000,
      perUserLimit: 1,
      usageLimit: null,
      startsAt: null,
      endsAt: null,
    });
    expect(byCode.get('EXPIRED20')!.endsAt!.getTime()).toBeLessThan(now);
    expect(byCode.get('SAVE50')).toMatchObject({
      type: 'Fixed',
      valueHundredths: 5000,
      minOrderHalalas: 50_000,
      usageLimit: 500,
    });
    expect(byCode.get('RAMADAN15')).toMatchObject({
      type: 'Percentage',
      maxDiscountHalalas: 10_000,
    });
    expect(byCode.get('RAMADAN15')!.startsAt!.getTime()).toBeGreaterThan(now);
    const fresh = await createUser(t.app);
    const isValid = async (code: string) =>
      (
        await t.app.inject({ url: `/api/Coupons/IsValid/${code}`, headers: bearer(fresh.token) })
      ).json().data;
    expect(await isValid('WELCOME10')).toBe(true);
    expect(await isValid('SAVE50')).toBe(true);
    expect(await isValid('EXPIRED20')).toBe(false);
    expect(await isValid('RAMADAN15')).toBe(false);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/Account/login',
      payload: { email: 'customer@dukkan.local', password: 'Customer123!' },
    });
    const customer = { headers: bearer(login.json().data.token) };
    const book = (await t.app.inject({ url: '/api/address/my-addresses', ...customer })).json()
      .data;
    expect(book).toHaveLength(2);
    expect(book.filter((a: { isDefault: boolean }) => a.isDefault)).toMatchObject([
      { city: 'Riyadh', district: 'Al Olaya' },
    ]);
    const mobiles = (
      await t.app.inject({ url: '/api/phoneNumbers/UserPhoneNumbers', ...customer })
    ).json().data;
    expect(mobiles).toHaveLength(2);
    expect(mobiles.filter((p: { isPrimary: boolean }) => p.isPrimary)).toHaveLength(1);
    const cart = (await t.app.inject({ url: '/api/cart/getUserCart', ...customer })).json().data;
    expect(cart.itemsCount).toBe(0);
    const mine = (
      await t.app.inject({ url: '/api/Order/GetMyOrders?pageSize=100', ...customer })
    ).json().data;
    expect(mine.totalCount).toBeGreaterThanOrEqual(6);
    expect(new Set(mine.items.map((o: { status: string }) => o.status)).size).toBe(6);
    for (const order of mine.items) {
      const details = await t.app.inject({
        url: `/api/Order/GetOrderDetails/${order.id}`,
        headers: { ...customer.headers, 'accept-language': 'ar' },
      });
      expect(details.statusCode).toBe(200);
      expect(details.json().data.statusHistory[0].note).toBe('تم تقديم الطلب');
    }

    // Every order adds up exactly like one placed through the checkout.
    const all = await db.select().from(orders);
    expect(all).toHaveLength(DEMO_ORDER_COUNT);
    expect(new Set(all.map((o) => o.status))).toEqual(
      new Set(['Pending', 'Processing', 'Shipped', 'Delivered', 'Cancelled', 'Returned']),
    );
    expect(new Set(all.map((o) => o.paymentMethod)).size).toBe(2);
    const lineSums = new Map(
      (
        await db
          .select({
            orderId: orderItems.orderId,
            sum: sql<number>`sum(${orderItems.lineTotalHalalas})::integer`,
            lines: sql<number>`count(*)::integer`,
          })
          .from(orderItems)
          .groupBy(orderItems.orderId)
      ).map((row) => [row.orderId, row]),
    );
    const sixtyOneDaysAgo = now - 61 * 24 * 60 * 60 * 1000;
    for (const order of all) {
      expect(order.totalHalalas).toBe(
        order.subtotalHalalas - order.discountHalalas + order.deliveryFeeHalalas,
      );
      expect(order.vatHalalas).toBe(vatIncluded(order.totalHalalas, 15));
      expect(lineSums.get(order.id)?.sum).toBe(order.subtotalHalalas);
      expect(lineSums.get(order.id)?.lines).toBeGreaterThanOrEqual(1);
      expect(lineSums.get(order.id)?.lines).toBeLessThanOrEqual(4);
      expect(order.createdAt.getTime()).toBeGreaterThan(sixtyOneDaysAgo);
      expect(order.createdAt.getTime()).toBeLessThan(now);
      // Payment: Online is paid unless it lapsed; cash is collected on delivery.
      expect(order.paymentExpiresAt).toBeNull();
      expect(order.isPaid).toBe(order.paidAt !== null);
      if (order.paymentMethod === 'Online') expect(order.isPaid).toBe(order.status !== 'Cancelled');
      else expect(order.isPaid).toBe(['Delivered', 'Returned'].includes(order.status));
      if (order.status === 'Cancelled') expect(order.couponCode).toBeNull();
    }

    // History walks the lifecycle forward in time and ends where the order is.
    const history = await db
      .select()
      .from(orderStatusHistory)
      .orderBy(orderStatusHistory.orderId, orderStatusHistory.id);
    for (const order of all) {
      const steps = history.filter((h) => h.orderId === order.id);
      expect(steps[0]).toMatchObject({ status: 'Pending', noteKey: 'orders.history.placed' });
      expect(steps[0]!.createdAt.getTime()).toBe(order.createdAt.getTime());
      expect(steps.at(-1)!.status).toBe(order.status);
      for (let i = 1; i < steps.length; i += 1) {
        expect(steps[i]!.createdAt.getTime()).toBeGreaterThan(steps[i - 1]!.createdAt.getTime());
      }
    }

    // Coupon uses: live ones only, counted, within each coupon's rules.
    const redemptions = await db.select().from(couponRedemptions);
    expect(redemptions.length).toBeGreaterThan(0);
    for (const coupon of byCode.values()) {
      const uses = redemptions.filter((r) => r.couponId === coupon.id);
      const [row] = await db
        .select()
        .from(coupons)
        .where(sql`${coupons.id} = ${coupon.id}`);
      expect(row!.usedCount).toBe(uses.length);
    }
    const welcome = byCode.get('WELCOME10')!;
    const welcomeUsers = redemptions.filter((r) => r.couponId === welcome.id).map((r) => r.userId);
    expect(welcomeUsers.length).toBeGreaterThan(0);
    expect(new Set(welcomeUsers).size).toBe(welcomeUsers.length);
    for (const redemption of redemptions) {
      const order = all.find((o) => o.id === redemption.orderId)!;
      expect(['Cancelled', 'Returned']).not.toContain(order.status);
      expect(order.couponId).toBe(redemption.couponId);
      expect(order.discountHalalas).toBe(redemption.discountHalalas);
    }
    const save = all.filter((o) => o.couponCode === 'SAVE50');
    expect(save.length).toBeGreaterThan(0);
    for (const order of save) expect(order.subtotalHalalas).toBeGreaterThanOrEqual(50_000);

    // Stock stays as seeded: a product with options has its active variants' sum.
    const stock = new Map(DEMO_PRODUCTS.map(([sku, , , , , , , , units]) => [sku, units]));
    for (const demo of DEMO_VARIANT_PRODUCTS) {
      const active = demo.variants.filter((variant) => variant.isActive !== false);
      stock.set(
        demo.variants[0]!.sku,
        active.reduce((sum, v) => sum + Number(v.stock), 0),
      );
    }
    for (const product of await db.select().from(products)) {
      expect(product.stock).toBe(stock.get(product.sku));
    }

    // Seeding again adds nothing.
    const counts = async () => ({
      users: await db.$count(users),
      methods: await db.$count(deliveryMethods),
      coupons: await db.$count(coupons),
      addresses: await db.$count(addresses),
      phones: await db.$count(phoneNumbers),
      orders: await db.$count(orders),
      items: await db.$count(orderItems),
      history: await db.$count(orderStatusHistory),
      redemptions: await db.$count(couponRedemptions),
      sold: (await db.select({ n: sql<number>`sum(sold_count)::integer` }).from(products))[0]!.n,
    });
    const before = await counts();
    expect(await seedDemo(t.app.ctx, { force: true })).toBe(true);
    expect(await counts()).toEqual(before);
  }, 180_000);
});
