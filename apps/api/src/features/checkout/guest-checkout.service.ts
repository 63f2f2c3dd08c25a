import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { findSaudiCity, type guestOrderBodySchema, type LoginData } from '@dukkan/contracts';
import type { AppContext } from '../../app-context.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { conflict, notFound, tooManyRequests, unprocessable } from '../../lib/app-error.ts';
import { refuseCommonPassword } from '../../lib/common-passwords.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { consumeRateLimit, giveBackRateLimit } from '../../lib/rate-limiter.ts';
import { randomToken } from '../../lib/tokens.ts';
import { users } from '../accounts/accounts.tables.ts';
import { toSignedIn } from '../accounts/user-view.ts';
import { hashGuestToken } from '../cart/cart-owner.ts';
import { attachGuestOrder, lockGuestOrder } from '../orders/guest-orders.ts';
import { placeGuestOrder } from '../orders/order-placement.ts';
import { openOnlineCheckout, requirePayable, type CheckoutResult } from './checkout.service.ts';

type GuestOrderInput = z.output<typeof guestOrderBodySchema>;

/**
 * The abuse limits of guest orders (decision 022), counted up front in the database's windows
 * (decision 001) so parallel orders cannot outrun them: per mobile, per e-mail and per delivery
 * address (its short national address, or its building number, postcode and additional number), and per
 * client address. Answers the keys counted, to give back when the order is refused.
 */
async function countGuestOrder(
  ctx: AppContext,
  request: FastifyRequest,
  body: GuestOrderInput,
): Promise<string[]> {
  const rule = ctx.config.rateLimits.guestOrders;
  // The building: its short national address, else its building number, postcode and additional
  // number.
  const place =
    body.shortAddress ??
    [body.buildingNumber, body.postalCode, body.additionalNumber ?? ''].join('-');
  const checks = [
    { key: `guestOrders:ip:${request.ip}`, limit: rule.perAddress },
    { key: `guestOrders:mobile:${body.mobile}`, limit: rule.perAccount },
    { key: `guestOrders:email:${body.email}`, limit: rule.perAccount },
    { key: `guestOrders:address:${place}`, limit: rule.perAccount },
  ];
  const keys = checks.map((check) => check.key);
  const wait = await consumeRateLimit(ctx.db, checks, rule.windowSeconds);
  if (wait > 0) {
    await giveBackRateLimit(ctx.db, keys);
    throw tooManyRequests(wait);
  }
  return keys;
}

/**
 * `Order/CreateGuestOrder`: the guest's cart becomes an order in the same transaction and with
 * the same guarantees as a customer's (decision 007), then an Online order's checkout is opened.
 * The order's access token is made here and answered once; only its hash is kept.
 */
export async function guestCheckout(
  ctx: AppContext,
  request: FastifyRequest,
  cartToken: string | null,
  body: GuestOrderInput,
): Promise<CheckoutResult & { accessToken: string }> {
  // A guest has no address book: any id is someone else's, refused like one (nothing written).
  if (body.addressId !== undefined) {
    throw notFound('orders.addressNotFound', null, { field: 'addressId' });
  }
  if (cartToken === null) throw unprocessable('orders.emptyCart');
  await requirePayable(ctx, body);
  const counted = await countGuestOrder(ctx, request, body);
  const accessToken = randomToken(32);
  const guest = {
    cartToken,
    name: body.name,
    email: body.email,
    mobile: body.mobile,
    // The schema let only a city of the list through (its code); the English name is kept beside
    // it, as a saved address keeps it.
    address: {
      label: '',
      city: findSaudiCity(body.city)?.en ?? body.city,
      cityCode: body.city,
      district: body.district,
      street: body.street,
      shortAddress: body.shortAddress ?? null,
      buildingNumber: body.buildingNumber ?? null,
      postalCode: body.postalCode ?? null,
      additionalNumber: body.additionalNumber ?? null,
      latitude: body.latitude ?? null,
      longitude: body.longitude ?? null,
      details: body.details,
    },
    accessHash: hashGuestToken(accessToken),
  };
  let order;
  try {
    order = await placeGuestOrder(ctx, guest, body, request.lang);
  } catch (error) {
    // Only orders count: a refused one (stock, delivery method, empty cart) is given back.
    await giveBackRateLimit(ctx.db, counted);
    throw error;
  }
  const checkoutId = await openOnlineCheckout(ctx, request, order);
  return { order, checkoutId, accessToken };
}

/** "Mohammed Al Harbi" → first "Mohammed", last "Al Harbi" (one word: an empty last name). */
function splitName(name: string) {
  const [first = name, ...rest] = name.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') };
}

/**
 * "Create an account" on a guest's confirmation page: one field, the password; the name, e-mail
 * and mobile come from the order, which the new account receives — one transaction, the order
 * locked first, so a second attempt at once finds it taken. An e-mail that already has an account
 * is a 409 under `email` (sign in, then claim the order with its token).
 */
export async function createAccountFromGuestOrder(
  ctx: AppContext,
  orderId: number,
  accessToken: string,
  password: string,
): Promise<{ signedIn: LoginData; orderNumber: string }> {
  refuseCommonPassword('password', password);
  const passwordHash = await hashPassword(password);
  try {
    return await ctx.db.transaction(async (tx) => {
      const order = await lockGuestOrder(tx, orderId, accessToken);
      const [user] = await tx
        .insert(users)
        .values({
          ...splitName(order.name),
          email: order.email,
          phoneNumber: order.mobile,
          role: 'Customer',
          passwordHash,
        })
        .onConflictDoNothing()
        .returning();
      if (!user) throw conflict('orders.guestEmailTaken', null, { field: 'email' });
      await attachGuestOrder(tx, order.id, accessToken, user.id);
      return { signedIn: toSignedIn(ctx, user), orderNumber: order.orderNumber };
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw conflict('orders.guestEmailTaken', null, { field: 'email' });
    throw error;
  }
}
