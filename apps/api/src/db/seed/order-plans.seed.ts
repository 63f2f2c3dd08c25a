import type { OrderStatus, PaymentMethod } from '@dukkan/contracts';
import { discountedPriceHalalas } from '../../features/catalog/product-pricing.ts';
import { couponProblem, type CouponRow } from '../../features/coupons/coupon-rules.ts';
import { computeTotals, type Totals } from '../../features/pricing/order-totals.ts';
import type { deliveryMethods, OrderAddressSnapshot, products } from '../schema.ts';
import { walkLifecycle, type Lifecycle } from './order-lifecycle.seed.ts';
import type { SeededRandom } from './seeded-random.ts';
import { DEMO_DELIVERY_METHODS, ORDER_NOTES } from './shopping.seed-data.ts';

type ProductRow = typeof products.$inferSelect;
type DeliveryMethodRow = typeof deliveryMethods.$inferSelect;

const HOUR_MS = 60 * 60 * 1000;
export const DEMO_ORDER_COUNT = 150;
const HISTORY_HOURS = 59.5 * 24;

export interface PlanCustomer {
  id: number;
  name: string;
  email: string;
  language: 'en' | 'ar';
  orderWeight: number;
  /** The default address first. */
  addresses: OrderAddressSnapshot[];
  /** The primary number first. */
  phones: string[];
}

export interface PlanInput {
  now: Date;
  vatRate: number;
  random: SeededRandom;
  /** customer@dukkan.local, who gets a fixed set of orders showing every status. */
  demoAccount: PlanCustomer | null;
  customers: PlanCustomer[];
  products: ProductRow[];
  /** Keyed by English name, as seeded. */
  methods: Map<string, DeliveryMethodRow>;
  coupons: { welcome: CouponRow | null; save: CouponRow | null };
  staffIds: number[];
}

export interface PlannedLine {
  product: ProductRow;
  quantity: number;
  unitPriceHalalas: number;
}

export interface PlannedOrder extends Lifecycle {
  customer: PlanCustomer;
  placedAt: Date;
  paymentMethod: PaymentMethod;
  method: DeliveryMethodRow;
  address: OrderAddressSnapshot;
  phone: string;
  notes: string;
  lines: PlannedLine[];
  coupon: CouponRow | null;
  /** Whether the coupon use is still held (a return gives it back, like the API does). */
  redeemed: boolean;
  totals: Totals;
}

interface Slot {
  customer: PlanCustomer;
  placedAt: Date;
  target: OrderStatus;
  paymentMethod: PaymentMethod;
}

const DEMO_ACCOUNT_ORDERS: Array<[hoursAgo: number, OrderStatus, PaymentMethod]> = [
  [4, 'Pending', 'CashOnDelivery'],
  [30, 'Processing', 'Online'],
  [76, 'Shipped', 'Online'],
  [9 * 24, 'Delivered', 'CashOnDelivery'],
  [23 * 24, 'Delivered', 'Online'],
  [37 * 24, 'Returned', 'Online'],
  [52 * 24, 'Cancelled', 'CashOnDelivery'],
];

/** Where other orders are meant to end up; orders still on their way are recent ones. */
const TARGETS: Array<[OrderStatus, weight: number, maxAgeHours: number]> = [
  ['Delivered', 70, Infinity],
  ['Cancelled', 10, Infinity],
  ['Returned', 6, Infinity],
  ['Shipped', 6, 7 * 24],
  ['Processing', 5, 4 * 24],
  ['Pending', 3, 36],
];

const [STANDARD, EXPRESS, PICKUP, SAME_DAY] = DEMO_DELIVERY_METHODS.map(([name]) => name);

/** Few people shop between 2 and 8 in the morning, Riyadh time (UTC+3): such orders move earlier. */
function awakeHours(at: number): number {
  const hour = (new Date(at).getUTCHours() + 3) % 24;
  return hour >= 2 && hour < 8 ? at - 7 * HOUR_MS : at;
}

function randomSlot(input: PlanInput): Slot {
  const { random, now } = input;
  const customer = random.weighted(input.customers, (c) => c.orderWeight);
  // Recent days are busier: ages cluster towards now. None younger than the payment window.
  const minAgeHours = 0.75;
  const at = awakeHours(
    now.getTime() - (minAgeHours + (HISTORY_HOURS - minAgeHours) * random.next() ** 1.5) * HOUR_MS,
  );
  const ageHours = (now.getTime() - at) / HOUR_MS;
  const [target] = random.weighted(
    TARGETS.filter(([, , maxAge]) => ageHours <= maxAge),
    ([, weight]) => weight,
  );
  const paymentMethod = random.chance(0.55) ? 'Online' : 'CashOnDelivery';
  return { customer, placedAt: new Date(at), target, paymentMethod };
}

function pickMethod(input: PlanInput, ageHours: number): DeliveryMethodRow | undefined {
  const options: Array<[string | undefined, number]> = [
    [STANDARD, 55],
    [EXPRESS, 25],
    [PICKUP, 15],
  ];
  // The retired courier only carried older orders.
  if (ageHours > 30 * 24) options.push([SAME_DAY, 8]);
  const available = options.filter(([name]) => name && input.methods.has(name));
  if (available.length === 0) return input.methods.values().next().value;
  return input.methods.get(input.random.weighted(available, ([, weight]) => weight)[0]!);
}

/** Hours from shipping to delivery for an estimate such as "3-5" days (or "0": same day). */
function deliveryHours(estimatedDays: string): [number, number] {
  const days = (estimatedDays.match(/\d+/g) ?? ['1', '3']).map(Number);
  const fastest = Math.min(...days);
  const slowest = Math.max(...days);
  return [Math.max(2, (fastest - 1) * 24), Math.max(8, slowest * 24 - 12)];
}

/** Popular products come up more often, as they do in a real shop. */
function pickLines(random: SeededRandom, ranked: ProductRow[], at: Date): PlannedLine[] {
  const count = random.weighted([1, 2, 3, 4], (n) => [45, 30, 15, 10][n - 1]!);
  const chosen = new Set<ProductRow>();
  for (let tries = 0; chosen.size < Math.min(count, ranked.length) && tries < 20; tries += 1) {
    chosen.add(ranked[Math.floor(ranked.length * random.next() ** 1.6)]!);
  }
  return [...chosen]
    .sort((a, b) => a.id - b.id)
    .map((product) => {
      const unitPriceHalalas = discountedPriceHalalas(product, at) ?? product.priceHalalas;
      let quantity = 1;
      if (unitPriceHalalas < 50_00) quantity = random.int(1, 6);
      else if (unitPriceHalalas < 300_00) quantity = random.int(1, 3);
      else if (random.chance(0.1)) quantity = 2;
      return { product, quantity, unitPriceHalalas };
    });
}

function shuffled<T>(items: readonly T[], random: SeededRandom): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = random.int(0, i);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/**
 * ~150 orders over the last 60 days, oldest first, each walked through the lifecycle and priced by
 * the checkout's own formula and coupon rules as of the moment it was placed.
 */
export function planOrders(input: PlanInput): PlannedOrder[] {
  const { random, now, demoAccount } = input;
  if (input.products.length === 0 || input.methods.size === 0) return [];
  const ranked = shuffled(input.products, random);
  const slots: Slot[] = [];
  if (demoAccount) {
    for (const [hoursAgo, target, paymentMethod] of DEMO_ACCOUNT_ORDERS) {
      const placedAt = new Date(
        awakeHours(now.getTime() - hoursAgo * HOUR_MS - random.int(0, 50) * 60_000),
      );
      slots.push({ customer: demoAccount, placedAt, target, paymentMethod });
    }
  }
  while (input.customers.length > 0 && slots.length < DEMO_ORDER_COUNT) {
    slots.push(randomSlot(input));
  }
  slots.sort((a, b) => a.placedAt.getTime() - b.placedAt.getTime());

  const usedCount = new Map<number, number>();
  const usesBy = new Map<string, number>();
  const usable = (coupon: CouponRow | null, slot: Slot, subtotalHalalas: number) =>
    coupon !== null &&
    couponProblem(
      { ...coupon, usedCount: usedCount.get(coupon.id) ?? coupon.usedCount },
      {
        now: slot.placedAt,
        userUses: usesBy.get(`${coupon.id}:${slot.customer.id}`) ?? 0,
        subtotalHalalas,
      },
    ) === null;

  return slots.map((slot) => {
    const { customer, placedAt } = slot;
    const method = pickMethod(input, (now.getTime() - placedAt.getTime()) / HOUR_MS)!;
    const lifecycle = walkLifecycle({
      target: slot.target,
      paymentMethod: slot.paymentMethod,
      placedAt,
      customerId: customer.id,
      deliveryHours: deliveryHours(method.estimatedDays),
      staffIds: input.staffIds,
      now,
      random,
    });
    const lines = pickLines(random, ranked, placedAt);
    const subtotal = lines.reduce((sum, l) => sum + l.unitPriceHalalas * l.quantity, 0);
    let coupon: CouponRow | null = null;
    // Cancelled orders gave their coupon back; the demo account keeps WELCOME10 to try.
    if (lifecycle.status !== 'Cancelled') {
      const { welcome, save } = input.coupons;
      if (customer !== demoAccount && random.chance(0.5) && usable(welcome, slot, subtotal)) {
        coupon = welcome;
      } else if (random.chance(0.4) && usable(save, slot, subtotal)) coupon = save;
    }
    const redeemed = coupon !== null && lifecycle.status !== 'Returned';
    if (coupon) {
      const key = `${coupon.id}:${customer.id}`;
      usesBy.set(key, (usesBy.get(key) ?? 0) + 1);
      if (redeemed) usedCount.set(coupon.id, (usedCount.get(coupon.id) ?? coupon.usedCount) + 1);
    }
    const pick = <T>(items: T[]) => (random.chance(0.8) ? items[0]! : random.pick(items));
    return {
      ...lifecycle,
      customer,
      placedAt,
      paymentMethod: slot.paymentMethod,
      method,
      address: pick(customer.addresses),
      phone: pick(customer.phones),
      notes: random.chance(0.12) ? random.pick(ORDER_NOTES[customer.language]) : '',
      lines,
      coupon,
      redeemed,
      totals: computeTotals({
        lines,
        coupon,
        deliveryFeeHalalas: method.priceHalalas,
        vatRate: input.vatRate,
      }),
    };
  });
}
