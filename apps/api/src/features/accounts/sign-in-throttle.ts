import { sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { tooManyRequests } from '../../lib/app-error.ts';
import { claimFailure, giveBackFailure } from '../../lib/rate-limiter.ts';

export interface SignInAttempt {
  /** The password was right: the attempt was no failure, and the address is now known. */
  succeeded(): Promise<void>;
}

/**
 * Holds sign-in attempts that follow too many failures, counting failures only (decision 001):
 * - per account and address pair, past `perPair` failures each attempt waits twice as long as the
 *   one before (up to `maxPairDelaySeconds`), so one attacker guessing one account crawls;
 * - per address over all accounts, `perAddress` failures a window (one address trying many);
 * - per account over all addresses, `perAccount` failures a window (a botnet), after which only
 *   addresses that signed in to the account recently may still try: the owner's own device.
 * The e-mail is the account whether or not it exists, so the answers never tell which do. An
 * attempt is counted as a failure before the password is checked and given back when it was
 * right, so parallel guesses can never run past a limit.
 */
export async function claimSignInAttempt(
  ctx: AppContext,
  email: string,
  address: string,
): Promise<SignInAttempt> {
  const rule = ctx.config.rateLimits.login;
  const account = email.trim().toLowerCase();
  const pairKey = `login:pair:${address} ${account}`;
  const known = await ctx.db.execute<{ known: boolean }>(sql`
    select exists (
      select 1 from known_sign_ins
      where account = ${account} and address = ${address}
        and signed_in_at > now() - make_interval(secs => ${rule.knownAddressSeconds})
    ) as known`);
  const claim = await claimFailure(ctx.db, [
    {
      key: pairKey,
      limit: rule.perPair,
      windowSeconds: rule.pairForgetSeconds,
      maxDelaySeconds: rule.maxPairDelaySeconds,
    },
    { key: `login:ip:${address}`, limit: rule.perAddress, windowSeconds: rule.windowSeconds },
    {
      key: `login:account:${account}`,
      limit: rule.perAccount,
      windowSeconds: rule.windowSeconds,
      countOnly: Boolean(known.rows[0]?.known),
    },
  ]);
  if (claim.wait > 0) throw tooManyRequests(claim.wait);
  return {
    async succeeded() {
      await giveBackFailure(ctx.db, claim, {
        clear: [pairKey],
        also: sql`insert into known_sign_ins (account, address, signed_in_at)
          values (${account}, ${address}, now())
          on conflict (account, address) do update set signed_in_at = excluded.signed_in_at`,
      });
      if (Math.random() < 0.01) {
        void ctx.db
          .execute(
            sql`delete from known_sign_ins
              where signed_in_at < now() - make_interval(secs => ${rule.knownAddressSeconds})`,
          )
          .catch((err: unknown) => ctx.log.warn({ err }, 'prune failed'));
      }
    },
  };
}
