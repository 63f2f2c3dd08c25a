import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Config } from '../config.ts';
import { tooManyRequests } from '../lib/app-error.ts';
import { consumeRateLimit, pruneRateLimits } from '../lib/rate-limiter.ts';

type RuleName = keyof Config['rateLimits'];

/**
 * Limits attempts per client address and, separately, per account (the e-mail the attempt names),
 * so a botnet guessing one account's password and one address trying many accounts are both held.
 */
export function rateLimit(
  rule: RuleName,
  accountOf: (request: FastifyRequest) => string | undefined,
): preHandlerAsyncHookHandler {
  return async function (request) {
    const { db, config } = this.ctx;
    const limits = config.rateLimits[rule];
    const account = accountOf(request)?.trim().toLowerCase();
    const checks = [{ key: `${rule}:ip:${request.ip}`, limit: limits.perAddress }];
    if (account) checks.push({ key: `${rule}:account:${account}`, limit: limits.perAccount });
    const wait = await consumeRateLimit(db, checks, limits.windowSeconds);
    if (Math.random() < 0.01)
      void pruneRateLimits(db).catch((err) => request.log.warn({ err }, 'prune failed'));
    if (wait > 0) throw tooManyRequests(wait);
  };
}
