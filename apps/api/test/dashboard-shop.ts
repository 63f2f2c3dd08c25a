import { afterAll, beforeAll, expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays, shopToday } from '@dukkan/contracts';
import { orders } from '../src/db/schema.ts';
import { createDeliveryMethodRow } from './address-factories.ts';
import { buildTestApp, type TestApp } from './build-test-app.ts';
import { createShopper, createShopProduct, placeOrder, type Shopper } from './checkout-fixtures.ts';
import { bearer, createUser, type TestUser } from './factories.ts';
import { createCouponRow } from './shopping-factories.ts';

export let t: TestApp;
export let admin: TestUser;
export let customer: TestUser;
export const today = shopToday();
export const d1 = addDays(today, -3);
export const d2 = addDays(today, -2);
export const d3 = addDays(today, -1);
export const ids: Record<string, number> = {};
const orderIds: Record<string, number> = {};

export const get = (url: string, user: TestUser | null = admin, lang = 'en') =>
  t.app.inject({
    url: `/api/AdminDashboard/${url}`,
    headers: { ...(user ? bearer(user.token) : {}), 'accept-language': lang },
  });
export const data = async <T>(url: string, lang = 'en') => {
  const res = await get(url, admin, lang);
  expect(res.statusCode).toBe(200);
  return res.json().data as T;
};

/** Moves an order's placement to a wall-clock time in Riyadh (UTC+3) on a shop day. */
export async function placedAt(orderId: number, day: string, riyadhTime: string) {
  const createdAt = new Date(`${day}T${riyadhTime}+03:00`);
  await t.app.ctx.db.update(orders).set({ createdAt }).where(eq(orders.id, orderId));
}

const staffCall = (method: 'PUT' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/${url}`, headers: bearer(admin.token), payload });
export async function markPaid(orderId: number) {
  const res = await staffCall('PATCH', `AdminOrder/${orderId}/PaymentStatus`);
  expect(res.json().data.isPaid).toBe(true);
}
export async function moveTo(orderId: number, ...statuses: string[]) {
  for (const status of statuses) {
    const res = await staffCall('PUT', 'AdminOrder/UpdateOrderStatus', { orderId, status });
    expect(res.statusCode).toBe(200);
  }
}

/**
 * One shop per test file (its own database), so every count can be checked exactly: products
 * A–H, coupons X/Y/Z plus an unused one, and orders o1–o8 spread over the last three days.
 */
export function useDashboardShop() {
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createUser(t.app, { role: 'Admin' });
    customer = await createUser(t.app);
    const shop = t.app;
    const product = async (key: string, values: Parameters<typeof createShopProduct>[1]) => {
      ids[key] = (
        await createShopProduct(shop, { nameEn: key, nameAr: `منتج ${key}`, ...values })
      ).id;
    };
    const past = new Date(Date.now() - 86_400_000);
    const future = new Date(Date.now() + 86_400_000);
    await product('A', { priceHalalas: 10_000, stock: 1_000, imageUrls: ['/uploads/a.webp'] });
    await product('B', { priceHalalas: 5_000, stock: 1_000 });
    await product('C', { priceHalalas: 2_000, stock: 3 });
    await product('D', { stock: 0, isActive: false });
    // E: 20 % off now, so it sells at 80 SAR.
    await product('E', {
      priceHalalas: 10_000,
      stock: 100,
      discountType: 'Percentage',
      discountValueHundredths: 2_000,
    });
    await product('F', {
      stock: 7,
      discountType: 'Fixed',
      discountValueHundredths: 500,
      discountEndsAt: past,
    });
    await product('G', {
      stock: 50,
      isActive: false,
      discountType: 'Fixed',
      discountValueHundredths: 500,
    });
    await product('H', {
      stock: 5,
      discountType: 'Fixed',
      discountValueHundredths: 500,
      discountStartsAt: future,
    });
    const delivery = (await createDeliveryMethodRow(shop, { priceHalalas: 0 })).id;
    await createDeliveryMethodRow(shop, { isActive: false });
    ids.X = (
      await createCouponRow(shop, { code: 'TENOFF', type: 'Fixed', valueHundredths: 1_000 })
    ).id;
    ids.Y = (await createCouponRow(shop, { code: 'PCT10', valueHundredths: 1_000 })).id;
    ids.Z = (await createCouponRow(shop, { code: 'FIVE', type: 'Fixed', valueHundredths: 500 })).id;
    await createCouponRow(shop, { code: 'UNUSED' });

    const [s1, s2, s3] = [
      await createShopper(shop),
      await createShopper(shop),
      await createShopper(shop),
    ];
    const order = async (
      key: string,
      shopper: Shopper,
      lines: Array<[string, number]>,
      couponCode?: string,
    ) => {
      const placed = await placeOrder(
        shop,
        shopper,
        delivery,
        lines.map(([p, quantity]) => ({ productId: ids[p]!, quantity })),
        couponCode ? { couponCode } : {},
      );
      orderIds[key] = placed.orderId;
      return placed.orderId;
    };

    // d1: two paid sales (200 + 250 − 10 = 440 SAR), one unpaid order, one unpaid discounted order.
    await markPaid(await order('o1', s1, [['A', 2]]));
    await markPaid(
      await order(
        'o2',
        s2,
        [
          ['B', 3],
          ['A', 1],
        ],
        'TENOFF',
      ),
    );
    await order('o3', s1, [['B', 1]]);
    await order('o7', s3, [['E', 3]]);
    await placedAt(orderIds.o1!, d1, '09:00:00');
    // 23:30 in Riyadh is still d1 (20:30 UTC).
    await placedAt(orderIds.o2!, d1, '23:30:00');
    await placedAt(orderIds.o3!, d1, '12:00:00');
    await placedAt(orderIds.o7!, d1, '13:00:00');
    // d2: nothing. d3: a paid sale at 00:30 Riyadh time (21:30 UTC the day before), a paid order
    // that was cancelled and a paid one that was returned: only the first counts.
    await markPaid(await order('o8', s3, [['A', 1]], 'FIVE'));
    await placedAt(orderIds.o8!, d3, '00:30:00');
    await markPaid(await order('o4', s2, [['A', 1]]));
    await moveTo(orderIds.o4!, 'Cancelled');
    await placedAt(orderIds.o4!, d3, '10:00:00');
    await markPaid(await order('o5', s1, [['C', 1]], 'PCT10'));
    await moveTo(orderIds.o5!, 'Processing', 'Shipped', 'Delivered', 'Returned');
    await placedAt(orderIds.o5!, d3, '11:00:00');
    // Today: one paid sale (100 − 5 = 95 SAR).
    await markPaid(await order('o6', s3, [['B', 2]], 'FIVE'));
  });
  afterAll(() => t.close());
}
