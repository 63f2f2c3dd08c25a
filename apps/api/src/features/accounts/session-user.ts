import { eq } from 'drizzle-orm';
import type { Role } from '@dukkan/contracts';
import type { Executor } from '../../db/client.ts';
import { users } from './accounts.tables.ts';

/** What the auth guards need of a user row to accept a token. */
export interface SessionUserRow {
  id: number;
  role: Role;
  email: string | null;
  tokenVersion: number;
}

/**
 * One indexed lookup of the token's user. The guards in http/auth.ts reach it through the app
 * context, so the HTTP layer stays below the areas and the users table stays with accounts.
 */
export async function findSessionUser(
  db: Executor,
  id: number,
): Promise<SessionUserRow | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      role: users.role,
      email: users.email,
      tokenVersion: users.tokenVersion,
    })
    .from(users)
    .where(eq(users.id, id));
  return row;
}
