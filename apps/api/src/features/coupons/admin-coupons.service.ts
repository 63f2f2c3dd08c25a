import { eq, getTableColumns } from 'drizzle-orm';
import type { AdminCoupon, CouponFieldsOutput, CouponRemoval, Paged } from '@dukkan/contracts';
import type { AppContext } from '../../app-context.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import {
  couponListWhere,
  selectCouponPage,
  type CouponListFilters,
} from './admin-coupon-queries.ts';
import { couponColumns, couponStatusSql, toAdminCoupon } from './admin-coupon-view.ts';
import { coupons } from './coupons.tables.ts';

/** The 409 names the field, so the form shows it under the code. */
const codeTaken = () => conflict('coupons.codeTaken', null, { field: 'code' });

const withStatus = { ...getTableColumns(coupons), status: couponStatusSql };

function saved(row: (typeof coupons.$inferSelect & { status: AdminCoupon['status'] }) | undefined) {
  if (!row) throw notFound('coupons.notFound');
  const { status, ...coupon } = row;
  return toAdminCoupon(coupon, status);
}

export async function listAdminCoupons(
  ctx: AppContext,
  filters: CouponListFilters,
): Promise<Paged<AdminCoupon>> {
  const rows = await selectCouponPage(ctx.db, filters);
  return {
    items: rows.map((row) => toAdminCoupon(row.coupon, row.status)),
    pageNumber: filters.pageNumber,
    pageSize: filters.pageSize,
    // Past the last page the window count has no row to ride on; count separately then.
    totalCount: rows[0]?.totalCount ?? (await ctx.db.$count(coupons, couponListWhere(filters))),
  };
}

/** A new coupon; a code already used in any letter case is a 409 under `code`. */
export async function createCoupon(
  ctx: AppContext,
  fields: CouponFieldsOutput,
): Promise<AdminCoupon> {
  try {
    const [row] = await ctx.db.insert(coupons).values(couponColumns(fields)).returning(withStatus);
    return saved(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken();
    throw error;
  }
}

/**
 * Replaces every field. The used count is the shop's record, never the form's, and orders keep the
 * code they were placed with even when it is renamed here.
 */
export async function updateCoupon(
  ctx: AppContext,
  id: number,
  fields: CouponFieldsOutput,
): Promise<AdminCoupon> {
  try {
    const [row] = await ctx.db
      .update(coupons)
      .set({ ...couponColumns(fields), updatedAt: new Date() })
      .where(eq(coupons.id, id))
      .returning(withStatus);
    return saved(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken();
    throw error;
  }
}

/**
 * Deletes a coupon no order was placed with. One that orders used (even cancelled ones) is
 * deactivated instead, so its orders and figures keep pointing at it: the orders' and redemptions'
 * foreign keys restrict the delete, which is tried in a savepoint. The coupon row is locked first:
 * placing an order locks it too, so no order can take it between the try and the fallback.
 */
export async function removeCoupon(ctx: AppContext, id: number): Promise<CouponRemoval> {
  return ctx.db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: coupons.id })
      .from(coupons)
      .where(eq(coupons.id, id))
      .for('update');
    if (!locked) throw notFound('coupons.notFound');
    try {
      await tx.transaction((savepoint) => savepoint.delete(coupons).where(eq(coupons.id, id)));
      return { id, deleted: true, coupon: null };
    } catch (error) {
      if (!isForeignKeyViolation(error)) throw error;
    }
    const [row] = await tx
      .update(coupons)
      .set({ isActive: false, updatedAt: new Date() })
      .where(eq(coupons.id, id))
      .returning(withStatus);
    return { id, deleted: false, coupon: saved(row) };
  });
}
