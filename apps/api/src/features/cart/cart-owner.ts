import { createHash } from 'node:crypto';
import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { badRequest } from '../../lib/app-error.ts';
import { randomToken } from '../../lib/tokens.ts';
import { carts } from './cart.tables.ts';

/**
 * Whose cart a call is about (decision 022): a signed-in customer's, or a guest's, named by the
 * token the browser keeps (null when it sent none). Only the token's hash is ever stored.
 */
export type CartOwner = { userId: number } | { guestToken: string | null };

/** The header a guest sends its cart token in (never a cookie: cached pages must not vary on it). */
export const CART_TOKEN_HEADER = 'x-cart-token';

/** 32 random bytes in base64url: 43 characters, 256 bits. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** SHA-256 of a random token: enough for 256 bits of randomness, and no key to rotate. */
export function hashGuestToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/**
 * The guest token a request carries: null without one; a value that is not shaped like a token
 * this shop issues is a 400 naming the header (a fresh cart would hide a client's bug). A
 * well-shaped token that names no live cart is not an error: see `lockCart`.
 */
export function guestTokenOf(header: string | string[] | undefined): string | null {
  if (header === undefined || header === '') return null;
  const token = Array.isArray(header) ? header[0] : header;
  if (!token || !TOKEN_SHAPE.test(token)) {
    throw badRequest('cart.badCartToken', null, { field: 'X-Cart-Token' });
  }
  return token;
}

/** The condition that finds the owner's cart row; a guest cart idle too long counts as gone. */
export function ownedCart(owner: CartOwner, idleDays: number): SQL | undefined {
  if ('userId' in owner) return eq(carts.userId, owner.userId);
  if (owner.guestToken === null) return sql`false`;
  return and(
    eq(carts.guestTokenHash, hashGuestToken(owner.guestToken)),
    gt(carts.updatedAt, sql`now() - make_interval(days => ${idleDays}::integer)`),
  );
}

/** The owner's cart id, or null when it has none (yet, or any more). */
export async function findCartId(
  db: Executor,
  owner: CartOwner,
  idleDays: number,
): Promise<number | null> {
  if ('guestToken' in owner && owner.guestToken === null) return null;
  const [row] = await db.select({ id: carts.id }).from(carts).where(ownedCart(owner, idleDays));
  return row?.id ?? null;
}

/** A locked cart, and the token of a guest cart this call had to open (to give to the browser). */
export interface LockedCart {
  cartId: number;
  issuedToken: string | null;
}

/**
 * Locks the owner's cart until the transaction ends (creating a customer's on first use), so one
 * cart's changes happen one after another. A guest without a live cart — no token, an expired or
 * unknown one — gets a fresh cart under a new random token: a token the client made up is never
 * adopted, so nobody can plant a cart under a token they chose. Opening one also sweeps a few
 * long-idle guest carts, which keeps the table bounded without a background job.
 */
export async function lockCart(
  tx: Executor,
  owner: CartOwner,
  idleDays: number,
): Promise<LockedCart> {
  if ('userId' in owner) {
    const [row] = await tx
      .insert(carts)
      .values({ userId: owner.userId })
      .onConflictDoUpdate({ target: carts.userId, set: { updatedAt: sql`now()` } })
      .returning({ id: carts.id });
    return { cartId: row!.id, issuedToken: null };
  }
  if (owner.guestToken !== null) {
    const [row] = await tx
      .update(carts)
      .set({ updatedAt: sql`now()` })
      .where(ownedCart(owner, idleDays))
      .returning({ id: carts.id });
    if (row) return { cartId: row.id, issuedToken: null };
  }
  await tx.execute(sql`
    delete from carts where id in (
      select id from carts
       where guest_token_hash is not null
         and updated_at <= now() - make_interval(days => ${idleDays}::integer)
       order by updated_at limit 20)`);
  const token = randomToken(32);
  const [row] = await tx
    .insert(carts)
    .values({ guestTokenHash: hashGuestToken(token) })
    .returning({ id: carts.id });
  return { cartId: row!.id, issuedToken: token };
}
