import type { AdminUser, LoginData, User } from '@dukkan/contracts';
import type { AppContext } from '../../app-context.ts';
import type { users } from './accounts.tables.ts';

type UserRow = typeof users.$inferSelect;

/** A signed-in answer (login, texted code, registration): the user and a new token for them. */
export function toSignedIn(ctx: AppContext, row: UserRow): LoginData {
  const token = ctx.tokens.issue({ sub: String(row.id), role: row.role, ver: row.tokenVersion });
  return { ...toUser(row), token };
}

/** The public shape of a user: never the hash or the token version. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phoneNumber: row.phoneNumber,
    mobile: row.mobile,
    imageUrl: row.imageUrl,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toAdminUser(row: UserRow): AdminUser {
  return { ...toUser(row), userRole: row.role };
}
