import { randomBytes } from 'node:crypto';
import { and, asc, eq, like, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { OppwaPaymentJson } from './gateway.ts';
import { sandboxCheckouts, sandboxRefunds } from './payments.tables.ts';
import { SANDBOX_RESULTS } from './sandbox-store.ts';
import { gatewayAmount } from './result-codes.ts';

const REFUND_RESULTS = {
  refunded: SANDBOX_RESULTS.paid,
  /** OPPWA's answer when a refund would give back more than the payment has left. */
  volumeExceeded: {
    code: '700.400.200',
    description: 'cannot refund (refund volume exceeded or tx reversed or invalid workflow)',
  },
  invalid: { code: '200.300.404', description: 'invalid or missing parameter' },
} as const;

/** Sandbox payment ids: the first 16 hex digits of the checkout and a P (sandboxPaymentId). */
const PAYMENT_ID = /^([0-9A-F]{16})P$/;

export interface RefundFields {
  entityId: string;
  /** "115.00" */
  amount: string;
  currency: string;
  merchantTransactionId?: string | undefined;
}

/** Halalas of an OPPWA amount text ("115.00"), exact; null when it is not one. */
function halalasOf(amount: string): number | null {
  const match = /^(\d{1,10})\.(\d{2})$/.exec(amount);
  return match ? Number(match[1]) * 100 + Number(match[2]) : null;
}

/**
 * `POST /v1/payments/{id}` with `paymentType=RF`, as OPPWA answers it: a refund of a paid
 * checkout's payment on the entity it was paid on, in its currency, never more in all than was
 * paid. The checkout row is locked while refunds are added up, so parallel refunds of one payment
 * cannot together exceed it.
 */
export async function refundSandboxPayment(
  db: Executor,
  paymentId: string,
  fields: RefundFields,
): Promise<{ status: number; json: OppwaPaymentJson & Record<string, unknown> }> {
  const timestamp = new Date().toISOString().replace('T', ' ').replace('Z', '+0000');
  const prefix = PAYMENT_ID.exec(paymentId)?.[1];
  const requested = halalasOf(fields.amount);
  if (!prefix || requested === null || requested <= 0) {
    return { status: 400, json: { result: REFUND_RESULTS.invalid, timestamp } };
  }
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(sandboxCheckouts)
      .where(and(like(sandboxCheckouts.id, `${prefix}%`), eq(sandboxCheckouts.state, 'paid')))
      .for('update');
    if (!payment || payment.entityId !== fields.entityId || payment.currency !== fields.currency) {
      return { status: 400, json: { result: REFUND_RESULTS.invalid, timestamp } };
    }
    const [done] = await tx
      .select({ amounts: sql<string[]>`coalesce(array_agg(${sandboxRefunds.amount}), '{}')` })
      .from(sandboxRefunds)
      .where(
        and(
          eq(sandboxRefunds.checkoutId, payment.id),
          eq(sandboxRefunds.resultCode, REFUND_RESULTS.refunded.code),
        ),
      );
    const refunded = (done?.amounts ?? []).reduce((sum, amount) => sum + halalasOf(amount)!, 0);
    const paid = halalasOf(payment.amount) ?? 0;
    const result =
      refunded + requested > paid ? REFUND_RESULTS.volumeExceeded : REFUND_RESULTS.refunded;
    const id = `${randomBytes(16).toString('hex').toUpperCase()}.sandbox-rf`;
    await tx.insert(sandboxRefunds).values({
      id,
      checkoutId: payment.id,
      amount: gatewayAmount(requested),
      currency: fields.currency,
      resultCode: result.code,
      merchantTransactionId: fields.merchantTransactionId ?? null,
    });
    return {
      status: 200,
      json: {
        id,
        referencedId: paymentId,
        paymentType: 'RF',
        amount: gatewayAmount(requested),
        currency: fields.currency,
        merchantTransactionId: fields.merchantTransactionId,
        result,
        timestamp,
      },
    };
  });
}

/**
 * `GET /v3/query?entityId=&merchantTransactionId=`, OPPWA's transaction report, for the refunds
 * the sandbox made: every refund sent under the id on the entity, oldest first, or OPPWA's
 * "cannot find transaction" when there is none.
 */
export async function sandboxRefundReport(
  db: Executor,
  entityId: string,
  merchantTransactionId: string,
): Promise<OppwaPaymentJson & { payments?: OppwaPaymentJson[] }> {
  const rows = await db
    .select({ refund: sandboxRefunds, entityId: sandboxCheckouts.entityId })
    .from(sandboxRefunds)
    .innerJoin(sandboxCheckouts, eq(sandboxCheckouts.id, sandboxRefunds.checkoutId))
    .where(eq(sandboxRefunds.merchantTransactionId, merchantTransactionId))
    .orderBy(asc(sandboxRefunds.createdAt), asc(sandboxRefunds.id));
  const payments = rows
    .filter((row) => row.entityId === entityId)
    .map(({ refund }) => ({
      id: refund.id,
      paymentType: 'RF',
      amount: refund.amount,
      currency: refund.currency,
      merchantTransactionId,
      result: Object.values(REFUND_RESULTS).find((r) => r.code === refund.resultCode) ?? {
        code: refund.resultCode,
        description: '',
      },
    }));
  if (payments.length === 0) {
    return { result: { code: '700.400.580', description: 'cannot find transaction' } };
  }
  return { result: { code: '000.000.100', description: 'successful request' }, payments };
}
