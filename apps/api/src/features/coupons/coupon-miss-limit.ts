import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { pruneNowAndThen } from '../../http/rate-limit.ts';
import { AppError, tooManyRequests } from '../../lib/app-error.ts';
import type { MessageKey } from '../../lib/messages.ts';
import { claimFailure, giveBackFailure } from '../../lib/rate-limiter.ts';

/** The answers that mean "no coupon has this code". */
const MISSES: MessageKey[] = ['coupons.notFound', 'orders.couponNotFound'];

/**
 * Runs a look-up by coupon code, counting unknown codes per signed-in account and per client
 * address (`couponMisses`): past the limit the caller gets 429 with Retry-After until the window
 * ends, so codes cannot be guessed, while codes that exist (usable or not) never count. Like the
 * sign-in limits, the look-up is counted as a miss before it runs and given back when it was not
 * one, so parallel guesses cannot run past the limit. `missed` tells a miss among the answers;
 * an AppError with a not-found key is one too.
 */
export async function limitCouponMisses<T>(
  ctx: AppContext,
  request: FastifyRequest,
  userId: number,
  lookUp: () => Promise<T>,
  missed: (answer: T) => boolean = () => false,
): Promise<T> {
  const rule = ctx.config.rateLimits.couponMisses;
  const claim = await claimFailure(ctx.db, [
    {
      key: `couponMisses:ip:${request.ip}`,
      limit: rule.perAddress,
      windowSeconds: rule.windowSeconds,
    },
    {
      key: `couponMisses:account:${userId}`,
      limit: rule.perAccount,
      windowSeconds: rule.windowSeconds,
    },
  ]);
  if (claim.wait > 0) throw tooManyRequests(claim.wait);
  pruneNowAndThen(ctx, request);
  let answer: T;
  try {
    answer = await lookUp();
  } catch (error) {
    if (!(error instanceof AppError && MISSES.includes(error.messageKey))) {
      await giveBackFailure(ctx.db, claim).catch((err: unknown) =>
        request.log.warn({ err }, 'coupon miss give-back failed'),
      );
    }
    throw error;
  }
  if (!missed(answer)) await giveBackFailure(ctx.db, claim);
  return answer;
}
