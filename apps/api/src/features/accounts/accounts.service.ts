import { eq, sql } from 'drizzle-orm';
import type { LoginData, User } from '@dukkan/contracts';
import type { AppContext } from '../../app-context.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import {
  conflict,
  fieldError,
  notFound,
  unauthorized,
  unprocessable,
} from '../../lib/app-error.ts';
import { removeImage, storeImage } from '../../lib/images.ts';
import { refuseCommonPassword } from '../../lib/common-passwords.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { users } from './accounts.tables.ts';
import { toSignedIn, toUser } from './user-view.ts';

export interface RegisterInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  phoneNumber: string;
  imageFile?: Buffer | undefined;
}

const PROFILE_FOLDER = 'users';

/** 409 reported under the e-mail field too, so the form can show it there. */
const emailTaken = () => conflict('auth.emailTaken', null, { field: 'email' });

export async function findUserByEmail(ctx: AppContext, email: string) {
  const [row] = await ctx.db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row;
}

async function getUserRow(ctx: AppContext, id: number) {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, id));
  if (!row) throw notFound('users.notFound');
  return row;
}

/** Creates a Customer account. A role sent by the client never reaches here (schemas strip it). */
/** Creates a customer account and signs it in: a shopper who just registered is not sent to type it all again. */
export async function registerUser(ctx: AppContext, input: RegisterInput): Promise<LoginData> {
  refuseCommonPassword('password', input.password);
  if (await findUserByEmail(ctx, input.email)) throw emailTaken();
  const imageUrl = input.imageFile
    ? await storeImage(ctx.media, PROFILE_FOLDER, input.imageFile)
    : null;
  try {
    const [row] = await ctx.db
      .insert(users)
      .values({
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email.toLowerCase(),
        phoneNumber: input.phoneNumber,
        imageUrl,
        role: 'Customer',
        passwordHash: await hashPassword(input.password),
      })
      .returning();
    return toSignedIn(ctx, row!);
  } catch (error) {
    await removeImage(ctx.media, imageUrl);
    // Two registrations racing for one e-mail: the unique index decides, the loser gets 409.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

export async function login(ctx: AppContext, email: string, password: string): Promise<LoginData> {
  const row = await findUserByEmail(ctx, email);
  const valid = await verifyPassword(row?.passwordHash ?? null, password);
  if (!row || !valid) throw unauthorized('auth.invalidCredentials');
  return toSignedIn(ctx, row);
}

export async function getUserInfo(ctx: AppContext, userId: number): Promise<User> {
  return toUser(await getUserRow(ctx, userId));
}

export interface UpdateUserInfoInput {
  firstName: string;
  lastName: string;
  phoneNumber: string;
  imageFile?: Buffer | undefined;
}

export async function updateUserInfo(
  ctx: AppContext,
  userId: number,
  input: UpdateUserInfoInput,
): Promise<User> {
  const before = await getUserRow(ctx, userId);
  const imageUrl = input.imageFile
    ? await storeImage(ctx.media, PROFILE_FOLDER, input.imageFile)
    : before.imageUrl;
  const [row] = await ctx.db
    .update(users)
    .set({
      firstName: input.firstName,
      lastName: input.lastName,
      phoneNumber: input.phoneNumber,
      imageUrl,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw notFound('users.notFound');
  if (imageUrl !== before.imageUrl) await removeImage(ctx.media, before.imageUrl);
  return toUser(row);
}

/** Sets a new password and raises the token version, which signs out every existing token. */
export async function changePassword(
  ctx: AppContext,
  userId: number,
  currentPassword: string,
  newPassword: string,
): Promise<void> {
  refuseCommonPassword('newPassword', newPassword);
  const row = await getUserRow(ctx, userId);
  if (!(await verifyPassword(row.passwordHash, currentPassword))) {
    throw fieldError('currentPassword', 'auth.wrongCurrentPassword');
  }
  if (currentPassword === newPassword) throw unprocessable('auth.samePassword');
  await ctx.db
    .update(users)
    .set({
      passwordHash: await hashPassword(newPassword),
      tokenVersion: sql`${users.tokenVersion} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
}
