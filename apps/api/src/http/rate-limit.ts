import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { AppContext } from '../app-context.ts';
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
    pruneNowAndThen(this.ctx, request);
    if (wait > 0) throw tooManyRequests(wait);
  };
}

/**
 * One request in a hundred drops the counters nobody has hit for longer than any rule remembers
 * (so never one still counting).
 */
export function pruneNowAndThen(ctx: AppContext, request: FastifyRequest) {
  if (Math.random() >= 0.01) return;
  const { rateLimits } = ctx.config;
  const longest = Math.max(
    24 * 60 * 60,
    rateLimits.login.pairForgetSeconds,
    ...Object.values(rateLimits).map((rule) => rule.windowSeconds),
  );
  void pruneRateLimits(ctx.db, longest).catch((err: unknown) =>
    request.log.warn({ err }, 'prune failed'),
  );
}
