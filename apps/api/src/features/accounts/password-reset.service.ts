import { randomInt } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Language } from '@dukkan/contracts';
import type { AppContext } from '../../app-context.ts';
import { badRequest } from '../../lib/app-error.ts';
import { refuseCommonPassword } from '../../lib/common-passwords.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { randomToken, safeEqual } from '../../lib/tokens.ts';
import { passwordResets, users } from './accounts.tables.ts';
import { findUserByEmail } from './accounts.service.ts';
import { resetCodeMail } from './reset-code-mail.ts';

export const RESET_CODE_TTL_MS = 10 * 60 * 1000;
export const RESET_CODE_MAX_TRIES = 5;
const RESET_TOKEN_TTL_MS = 15 * 60 * 1000;

/**
 * Starts a reset: a fresh 6-digit code replaces any earlier one and is e-mailed. The caller gets
 * the same answer whether or not the account exists, and the mail is sent after answering so the
 * response time does not tell either.
 */
export async function requestPasswordReset(
  ctx: AppContext,
  email: string,
  lang: Language,
): Promise<void> {
  const user = await findUserByEmail(ctx, email);
  if (!user?.email) return;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const row = {
    userId: user.id,
    codeHash: ctx.tokens.digest(`${user.id}:${code}`),
    codeExpiresAt: new Date(Date.now() + RESET_CODE_TTL_MS),
    failedAttempts: 0,
    verifiedAt: null,
    resetTokenHash: null,
    resetTokenExpiresAt: null,
    createdAt: new Date(),
  };
  await ctx.db
    .insert(passwordResets)
    .values(row)
    .onConflictDoUpdate({ target: passwordResets.userId, set: row });
  const mail = resetCodeMail({
    firstName: user.firstName,
    code,
    lang,
    minutes: RESET_CODE_TTL_MS / 60000,
  });
  void ctx.mailer.send({ to: user.email, ...mail }).catch((err: unknown) => {
    ctx.log.error({ err }, 'reset code mail failed');
  });
}

/**
 * Checks a code. A wrong code uses one of five tries (counted atomically, so parallel guesses
 * cannot exceed five); the right one is consumed and exchanged for a one-time reset token.
 */
export async function verifyResetCode(
  ctx: AppContext,
  email: string,
  code: string,
): Promise<string> {
  const user = await findUserByEmail(ctx, email);
  if (!user) throw badRequest('reset.invalidCode');
  const now = new Date();
  const [pending] = await ctx.db
    .select()
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.userId, user.id),
        isNull(passwordResets.verifiedAt),
        gt(passwordResets.codeExpiresAt, now),
      ),
    );
  if (!pending) throw badRequest('reset.invalidCode');
  if (pending.failedAttempts >= RESET_CODE_MAX_TRIES) throw badRequest('reset.tooManyTries');

  if (!safeEqual(pending.codeHash, ctx.tokens.digest(`${user.id}:${code}`))) {
    const [counted] = await ctx.db
      .update(passwordResets)
      .set({ failedAttempts: sql`${passwordResets.failedAttempts} + 1` })
      .where(
        and(
          eq(passwordResets.userId, user.id),
          lt(passwordResets.failedAttempts, RESET_CODE_MAX_TRIES),
        ),
      )
      .returning({ failedAttempts: passwordResets.failedAttempts });
    if (!counted || counted.failedAttempts >= RESET_CODE_MAX_TRIES)
      throw badRequest('reset.tooManyTries');
    throw badRequest('reset.invalidCode');
  }

  const resetToken = randomToken();
  // The conditions make the code single-use even when the same right code arrives twice at once.
  const [claimed] = await ctx.db
    .update(passwordResets)
    .set({
      verifiedAt: now,
      resetTokenHash: ctx.tokens.digest(resetToken),
      resetTokenExpiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
    })
    .where(
      and(
        eq(passwordResets.userId, user.id),
        eq(passwordResets.codeHash, pending.codeHash),
        isNull(passwordResets.verifiedAt),
        lt(passwordResets.failedAttempts, RESET_CODE_MAX_TRIES),
      ),
    )
    .returning({ userId: passwordResets.userId });
  if (!claimed) throw badRequest('reset.invalidCode');
  return resetToken;
}

/** Sets the new password with a verified reset token; ends every session of the account. */
export async function resetPassword(
  ctx: AppContext,
  email: string,
  resetToken: string,
  newPassword: string,
) {
  // Before the token is looked at, so a refused password leaves the reset token usable.
  refuseCommonPassword('newPassword', newPassword);
  const user = await findUserByEmail(ctx, email);
  if (!user) throw badRequest('reset.invalidToken');
  const passwordHash = await hashPassword(newPassword);
  await ctx.db.transaction(async (tx) => {
    const [used] = await tx
      .delete(passwordResets)
      .where(
        and(
          eq(passwordResets.userId, user.id),
          eq(passwordResets.resetTokenHash, ctx.tokens.digest(resetToken)),
          gt(passwordResets.resetTokenExpiresAt, new Date()),
        ),
      )
      .returning({ userId: passwordResets.userId });
    if (!used) throw badRequest('reset.invalidToken');
    await tx
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
      .where(eq(users.id, user.id));
  });
}
