import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AdminUser, Paged, Role } from '@dukkan/contracts';
import type { AppContext } from '../../app-context.ts';
import { notFound, unprocessable } from '../../lib/app-error.ts';
import { removeImage } from '../../lib/images.ts';
import { readKeptRowCount } from '../../db/kept-row-counts.ts';
import { likePattern } from '../../db/sql-text.ts';
import { users } from '../accounts/accounts.tables.ts';
import { toAdminUser } from '../accounts/user-view.ts';

export interface ListUsersInput {
  pageNumber: number;
  pageSize: number;
  search?: string | undefined;
  role?: Role | undefined;
}

/**
 * The page of users, newest first, read alone; the total is counted only when the page does not
 * show where the list ends — from the kept row count when nothing filters the list.
 */
export async function listUsers(ctx: AppContext, input: ListUsersInput): Promise<Paged<AdminUser>> {
  const filters: SQL[] = [];
  if (input.role) filters.push(eq(users.role, input.role));
  const term = input.search?.trim();
  if (term) {
    const pattern = likePattern(term);
    filters.push(
      or(
        ilike(users.email, pattern),
        ilike(users.firstName, pattern),
        ilike(users.lastName, pattern),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
      )!,
    );
  }
  const where = filters.length ? and(...filters) : undefined;
  const offset = (input.pageNumber - 1) * input.pageSize;
  const rows = await ctx.db
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(input.pageSize)
    .offset(offset);
  const ended = rows.length < input.pageSize && (rows.length > 0 || offset === 0);
  return {
    items: rows.map(toAdminUser),
    pageNumber: input.pageNumber,
    pageSize: input.pageSize,
    totalCount: ended ? offset + rows.length : await countUsers(ctx, where),
  };
}

async function countUsers(ctx: AppContext, where: SQL | undefined): Promise<number> {
  if (!where) return readKeptRowCount(ctx.db, 'users');
  const [row] = await ctx.db.select({ n: count() }).from(users).where(where);
  return row?.n ?? 0;
}

export async function getUser(ctx: AppContext, id: number): Promise<AdminUser> {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, id));
  if (!row) throw notFound('users.notFound');
  return toAdminUser(row);
}

/** Deleting the account ends its tokens too: the auth guard no longer finds the user. */
export async function deleteUser(ctx: AppContext, actorId: number, id: number): Promise<void> {
  if (actorId === id) throw unprocessable('users.cannotDeleteSelf');
  const [row] = await ctx.db
    .delete(users)
    .where(eq(users.id, id))
    .returning({ imageUrl: users.imageUrl });
  if (!row) throw notFound('users.notFound');
  await removeImage(ctx.media, row.imageUrl);
}

/** A role change raises the token version so the user's old tokens (and old role) stop working. */
export async function changeUserRole(
  ctx: AppContext,
  actorId: number,
  id: number,
  role: Role,
): Promise<AdminUser> {
  if (actorId === id) throw unprocessable('users.cannotChangeOwnRole');
  const [row] = await ctx.db
    .update(users)
    // Only a real change ends the user's sessions; setting the same role again is a no-op for them.
    .set({
      role,
      tokenVersion: sql`case when ${users.role} = ${role} then ${users.tokenVersion} else ${users.tokenVersion} + 1 end`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, id))
    .returning();
  if (!row) throw notFound('users.notFound');
  return toAdminUser(row);
}
