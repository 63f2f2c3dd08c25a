import type { AdminUser, User } from '@dukkan/contracts';
import type { users } from './accounts.tables.ts';

type UserRow = typeof users.$inferSelect;

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
