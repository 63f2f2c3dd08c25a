import { and, eq, isNull, sql } from 'drizzle-orm';
import { toSaudiMobile, type Language, type OrderDetails } from '@dukkan/contracts';
import type { Executor } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { orderDetails } from './order-queries.ts';
import { ownedOrder } from './order-owner.ts';
import { orders } from './orders.tables.ts';

/**
 * "Find my order" (decision 022): a guest's order, still without an account, by its number and
 * the mobile or e-mail it was placed with. A number that does not exist and a contact that does
 * not match answer the same 404, after the same one statement, so neither can be told apart
 * (the route's rate limit, per client and per order number, stops guessing either).
 */
export async function findGuestOrder(
  db: Executor,
  input: { orderNumber: string; contact: string },
  lang: Language,
): Promise<OrderDetails> {
  const contact = input.contact.trim();
  const mobile = toSaudiMobile(contact) ?? '';
  const email = contact.includes('@') ? contact.toLowerCase() : '';
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.orderNumber, input.orderNumber),
        sql`${orders.guestAccessHash} is not null`,
        isNull(orders.userId),
        sql`(${orders.phoneNumber} = ${mobile} or lower(${orders.customerEmail}) = ${email})`,
      ),
    );
  if (!row) throw notFound('orders.guestOrderNotFound');
  return orderDetails(db, row.id, lang, undefined, true);
}

/**
 * Gives a guest's order, named by its access token, to an account (the one just created from the
 * confirmation page, or the signed-in caller's). Only an order no account holds yet: the
 * conditional update is the check, so two claims at once give it to one account.
 */
export async function attachGuestOrder(
  tx: Executor,
  orderId: number,
  accessToken: string,
  userId: number,
): Promise<void> {
  const attached = await tx
    .update(orders)
    .set({ userId, updatedAt: new Date() })
    .where(
      and(
        eq(orders.id, orderId),
        ownedOrder({ guestAccessToken: accessToken }),
        isNull(orders.userId),
      ),
    )
    .returning({ id: orders.id });
  if (attached.length === 0) throw notFound('orders.notFound');
}

/** The guest's order as its pages read it (the contact and address it was placed with). */
export async function readGuestOrder(
  db: Executor,
  orderId: number,
  accessToken: string,
  lang: Language,
) {
  return orderDetails(db, orderId, lang, { guestAccessToken: accessToken });
}

/** The contact a guest's order was placed with, for the account made from it (locked). */
export async function lockGuestOrder(tx: Executor, orderId: number, accessToken: string) {
  const [row] = await tx
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      name: orders.customerName,
      email: orders.customerEmail,
      mobile: orders.phoneNumber,
    })
    .from(orders)
    .where(
      and(
        eq(orders.id, orderId),
        ownedOrder({ guestAccessToken: accessToken }),
        isNull(orders.userId),
      ),
    )
    .for('update');
  if (!row) throw notFound('orders.notFound');
  return row;
}
