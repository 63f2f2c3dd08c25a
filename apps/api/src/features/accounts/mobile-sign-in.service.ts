import { randomInt } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Language, LoginData, User } from '@dukkan/contracts';
import type { AppContext } from '../../app-context.ts';
import type { Executor } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import {
  badGateway,
  badRequest,
  conflict,
  forbidden,
  notFound,
  serviceUnavailable,
  unprocessable,
} from '../../lib/app-error.ts';
import { SmsDeliveryError } from '../../lib/sms.ts';
import { safeEqual } from '../../lib/tokens.ts';
import { mobileCodes, users } from './accounts.tables.ts';
import { mobileCodeText } from './mobile-code-text.ts';
import { toSignedIn, toUser } from './user-view.ts';

export const MOBILE_CODE_TTL_MS = 5 * 60 * 1000;
export const MOBILE_CODE_MAX_TRIES = 5;
export const MOBILE_CODE_MINUTES = MOBILE_CODE_TTL_MS / 60_000;

const digestOf = (ctx: AppContext, mobile: string, code: string) =>
  ctx.tokens.digest(`mobile:${mobile}:${code}`);

/**
 * Texts a fresh 6-digit code to the number, replacing any earlier one. Every number gets a code,
 * with or without an account (a new number signs up with it), so the answer never tells which
 * numbers have accounts. A provider failure is a 502/503 for the shopper and a log line for staff.
 */
export async function requestMobileCode(
  ctx: AppContext,
  mobile: string,
  lang: Language,
): Promise<void> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const row = {
    mobile,
    codeHash: digestOf(ctx, mobile, code),
    expiresAt: new Date(Date.now() + MOBILE_CODE_TTL_MS),
    failedAttempts: 0,
    createdAt: new Date(),
  };
  await ctx.db
    .insert(mobileCodes)
    .values(row)
    .onConflictDoUpdate({ target: mobileCodes.mobile, set: row });
  const text = mobileCodeText({
    code,
    lang,
    minutes: MOBILE_CODE_MINUTES,
    ownText: ctx.config.sms.codeText[lang],
    publicUrl: ctx.config.publicUrl,
  });
  try {
    await ctx.sms.send(mobile, text);
  } catch (err) {
    ctx.log.error({ err }, 'sign-in code text message failed');
    if (err instanceof SmsDeliveryError && err.reason === 'refused')
      throw badGateway('mobile.smsRefused');
    throw serviceUnavailable('mobile.smsUnavailable');
  }
}

/**
 * Checks a code without using it up, and answers the hash to claim it with. A wrong code uses one
 * of five tries, counted atomically so parallel guesses cannot exceed five.
 */
async function checkCode(ctx: AppContext, mobile: string, code: string): Promise<string> {
  const [pending] = await ctx.db
    .select()
    .from(mobileCodes)
    .where(and(eq(mobileCodes.mobile, mobile), gt(mobileCodes.expiresAt, new Date())));
  if (!pending) throw badRequest('mobile.invalidCode', null, { field: 'code' });
  if (pending.failedAttempts >= MOBILE_CODE_MAX_TRIES)
    throw badRequest('mobile.tooManyTries', null, { field: 'code' });
  if (safeEqual(pending.codeHash, digestOf(ctx, mobile, code))) return pending.codeHash;

  const [counted] = await ctx.db
    .update(mobileCodes)
    .set({ failedAttempts: sql`${mobileCodes.failedAttempts} + 1` })
    .where(
      and(
        eq(mobileCodes.mobile, mobile),
        eq(mobileCodes.codeHash, pending.codeHash),
        lt(mobileCodes.failedAttempts, MOBILE_CODE_MAX_TRIES),
      ),
    )
    .returning({ failedAttempts: mobileCodes.failedAttempts });
  if (!counted || counted.failedAttempts >= MOBILE_CODE_MAX_TRIES)
    throw badRequest('mobile.tooManyTries', null, { field: 'code' });
  throw badRequest('mobile.invalidCode', null, { field: 'code' });
}

/**
 * Uses the checked code up, inside the caller's transaction. The conditions make it single-use even
 * when the same right code arrives twice at once: only one delete finds the row.
 */
async function claimCode(tx: Executor, mobile: string, codeHash: string): Promise<void> {
  const [claimed] = await tx
    .delete(mobileCodes)
    .where(
      and(
        eq(mobileCodes.mobile, mobile),
        eq(mobileCodes.codeHash, codeHash),
        gt(mobileCodes.expiresAt, new Date()),
        lt(mobileCodes.failedAttempts, MOBILE_CODE_MAX_TRIES),
      ),
    )
    .returning({ mobile: mobileCodes.mobile });
  if (!claimed) throw badRequest('mobile.invalidCode', null, { field: 'code' });
}

/** "Sara Al-Qahtani" → Sara / Al-Qahtani; a single word is the first name. */
function splitName(name: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  return { firstName: firstName.slice(0, 50), lastName: rest.join(' ').slice(0, 50) };
}

export interface MobileSignInInput {
  mobile: string;
  code: string;
  name?: string | undefined;
}

/**
 * Signs in the account with this verified mobile, or creates a customer account for a new number.
 * The name is asked for only after the code proved right, and that answer leaves the code usable,
 * so the shopper adds the name and sends the same code again; only a holder of the code learns
 * that the number has no account yet.
 */
export async function signInWithMobile(
  ctx: AppContext,
  input: MobileSignInInput,
): Promise<LoginData> {
  const codeHash = await checkCode(ctx, input.mobile, input.code);
  const [existing] = await ctx.db.select().from(users).where(eq(users.mobile, input.mobile));
  // A texted code proves a SIM, which can be swapped or intercepted: enough for a shopper's account,
  // not for one that runs the shop. Only the code's holder learns the account is staff.
  if (existing && existing.role !== 'Customer') throw forbidden('mobile.staffUsesPassword');
  if (!existing && !input.name) throw unprocessable('mobile.nameRequired', null, { field: 'name' });
  const row = await ctx.db.transaction(async (tx) => {
    await claimCode(tx, input.mobile, codeHash);
    if (existing) return existing;
    const [created] = await tx
      .insert(users)
      .values({
        ...splitName(input.name!),
        email: null,
        phoneNumber: input.mobile,
        mobile: input.mobile,
        role: 'Customer',
        passwordHash: null,
      })
      .returning();
    return created!;
  });
  return toSignedIn(ctx, row);
}

/**
 * A signed-in account proves a mobile number with its texted code; the number then signs it in.
 * A number another account holds is a 409 (the unique index decides a race), and the code stays
 * unused then, as the transaction rolls back.
 */
export async function verifyAccountMobile(
  ctx: AppContext,
  userId: number,
  mobile: string,
  code: string,
): Promise<User> {
  const [account] = await ctx.db
    .select({ role: users.role })
    .from(users)
    .where(eq(users.id, userId));
  if (account && account.role !== 'Customer') throw forbidden('mobile.staffUsesPassword');
  const codeHash = await checkCode(ctx, mobile, code);
  try {
    const row = await ctx.db.transaction(async (tx) => {
      await claimCode(tx, mobile, codeHash);
      const [updated] = await tx
        .update(users)
        .set({ mobile, updatedAt: new Date() })
        .where(eq(users.id, userId))
        .returning();
      if (!updated) throw notFound('users.notFound');
      return updated;
    });
    return toUser(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('mobile.taken', null, { field: 'mobile' });
    throw error;
  }
}
