import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../accounts/accounts.tables.ts';
import { unauthorized } from '../../lib/app-error.ts';

/**
 * Serialises a customer's address and phone writes on their user row, so limits are counted and
 * the single default (or primary) is moved by one request at a time: two parallel "make default"
 * requests queue instead of tripping the partial unique index and answering 500. NO KEY UPDATE
 * still lets other areas insert rows that reference the user (orders, cart) meanwhile.
 */
export async function lockCustomer(tx: Executor, userId: number): Promise<void> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, userId))
    .for('no key update');
  // Deleted after the token was checked: the session is over.
  if (!row) throw unauthorized('auth.invalidToken');
}
