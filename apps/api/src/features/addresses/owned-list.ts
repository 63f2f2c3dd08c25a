import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../app-context.ts';
import type { Executor } from '../../db/client.ts';
import { notFound, unprocessable } from '../../lib/app-error.ts';
import type { MessageKey } from '../../lib/messages.ts';
import { lockCustomer } from './customer-lock.ts';

/**
 * What an address book list is made of (decision 009): rows a customer owns, at most `max` of
 * them, exactly one carrying the mark (default address, primary number) once there are any, held
 * by a partial unique index. Addresses and mobile numbers differ only in this description.
 */
export interface OwnedListSpec<Row, View, Fields> {
  table: PgTable;
  columns: { id: AnyPgColumn; userId: AnyPgColumn; createdAt: AnyPgColumn; mark: AnyPgColumn };
  /** The property the mark column has on a row and in the request body: isDefault, isPrimary. */
  markKey: string;
  max: number;
  messages: { notFound: MessageKey; limit: MessageKey };
  toView: (row: Row) => View;
  /** The columns a create or update writes from the request body (everything but the mark). */
  columnsOf: (input: Fields) => Record<string, unknown>;
  /** Turns a database error of a write into the answer the client should see (or keeps it). */
  writeError?: (error: unknown) => unknown;
}

/**
 * The list, get, create, update and delete of one address book list. Every write runs in one
 * transaction that locks the customer's row first (the lock order of the whole area), so limits
 * are counted and the mark is moved by one request at a time.
 */
export function ownedList<Row, View, Fields>(spec: OwnedListSpec<Row, View, Fields>) {
  const { table, columns, markKey, max, messages, toView, columnsOf } = spec;
  const writeError = spec.writeError ?? ((error: unknown) => error);
  const markOf = (value: unknown) => (value as Record<string, boolean>)[markKey] === true;

  /**
   * The caller's own row, or undefined. Another customer's id reads exactly like a missing one,
   * so ids cannot be probed. Takes the executor so checkout can read it inside its transaction.
   */
  async function findOwn(db: Executor, userId: number, id: number): Promise<Row | undefined> {
    const [row] = await db
      .select()
      .from(table)
      .where(and(eq(columns.id, id), eq(columns.userId, userId)));
    return row as Row | undefined;
  }

  async function clearMark(tx: Executor, userId: number, exceptId?: number) {
    await tx
      .update(table)
      .set({ [markKey]: false, updatedAt: new Date() })
      .where(
        and(
          eq(columns.userId, userId),
          eq(columns.mark, true),
          exceptId === undefined ? undefined : ne(columns.id, exceptId),
        ),
      );
  }

  /** Marked first, then newest. Not paged: a customer keeps at most `max`. */
  async function list(ctx: AppContext, userId: number): Promise<View[]> {
    const rows = await ctx.db
      .select()
      .from(table)
      .where(eq(columns.userId, userId))
      .orderBy(desc(columns.mark), desc(columns.createdAt), desc(columns.id));
    return (rows as Row[]).map(toView);
  }

  async function get(ctx: AppContext, userId: number, id: number): Promise<View> {
    const row = await findOwn(ctx.db, userId, id);
    if (!row) throw notFound(messages.notFound);
    return toView(row);
  }

  /** The first row gets the mark whatever was asked, so checkout always has one. */
  async function create(ctx: AppContext, userId: number, input: Fields): Promise<View> {
    try {
      return await ctx.db.transaction(async (tx) => {
        await lockCustomer(tx, userId);
        const count = await tx.$count(table, eq(columns.userId, userId));
        if (count >= max) throw unprocessable(messages.limit, null, { params: { max } });
        const marked = markOf(input) || count === 0;
        if (marked) await clearMark(tx, userId);
        const [row] = await tx
          .insert(table)
          .values({ ...columnsOf(input), userId, [markKey]: marked })
          .returning();
        return toView(row as Row);
      });
    } catch (error) {
      throw writeError(error);
    }
  }

  /**
   * A true mark moves the mark here. False on the marked row keeps it: the mark only moves to
   * another row (or on delete), so a customer with rows always has one.
   */
  async function update(
    ctx: AppContext,
    userId: number,
    input: Fields & { id: number },
  ): Promise<View> {
    try {
      return await ctx.db.transaction(async (tx) => {
        await lockCustomer(tx, userId);
        const before = await findOwn(tx, userId, input.id);
        if (!before) throw notFound(messages.notFound);
        const marked = markOf(before) || markOf(input);
        if (marked && !markOf(before)) await clearMark(tx, userId, input.id);
        const [row] = await tx
          .update(table)
          .set({ ...columnsOf(input), [markKey]: marked, updatedAt: new Date() })
          .where(eq(columns.id, input.id))
          .returning();
        return toView(row as Row);
      });
    } catch (error) {
      throw writeError(error);
    }
  }

  /** Deleting the marked row hands the mark to the most recent remaining one. */
  async function remove(ctx: AppContext, userId: number, id: number): Promise<{ id: number }> {
    return ctx.db.transaction(async (tx) => {
      await lockCustomer(tx, userId);
      const [removed] = await tx
        .delete(table)
        .where(and(eq(columns.id, id), eq(columns.userId, userId)))
        .returning({ marked: columns.mark });
      if (!removed) throw notFound(messages.notFound);
      if (removed.marked) {
        await tx
          .update(table)
          .set({ [markKey]: true, updatedAt: new Date() })
          .where(
            eq(
              columns.id,
              sql`(select ${columns.id} from ${table} where ${columns.userId} = ${userId}
              order by ${columns.createdAt} desc, ${columns.id} desc limit 1)`,
            ),
          );
      }
      return { id };
    });
  }

  return { findOwn, list, get, create, update, remove };
}
