import { z } from 'zod';
import { idNumber, pageQuerySchema } from './envelope.ts';
import {
  emailSchema,
  normalizeDigits,
  requiredText,
  saudiMobileSchema,
  textInput,
} from './text.ts';
import { ROLES } from './roles.ts';

export { DASHBOARD_ROLES, ROLES, type Role } from './roles.ts';

export const roleSchema = z.enum(ROLES, { error: 'v.role' });

/**
 * 8+ characters with at least one letter and one digit. One refinement, so an empty field reads
 * "required" and a weak one reads the rule once (separate checks would pile up messages, and an
 * aborting check would hide the other fields' object-level rules such as the confirmation).
 */
export const passwordSchema = textInput('v.required')
  .max(128, { error: 'v.tooLong' })
  .superRefine((value, ctx) => {
    if (value.length === 0) ctx.addIssue({ code: 'custom', message: 'v.required' });
    else if (value.length < 8 || !/\p{L}/u.test(value) || !/\d/.test(value)) {
      ctx.addIssue({ code: 'custom', message: 'v.passwordWeak' });
    }
  });

const nameSchema = requiredText(50);

/**
 * Any non-empty password, for checking an existing one (login, current password). Left without the
 * control-character rule: it is only hashed, never stored, and a password set before the rule
 * existed must keep working.
 */
const existingPasswordSchema = z
  .string({ error: 'v.required' })
  .min(1, { error: 'v.required' })
  .max(128, { error: 'v.tooLong' });

function confirmMatches<F extends 'password' | 'newPassword'>(field: F) {
  return (value: { confirmPassword: string } & Record<F, string>, ctx: z.RefinementCtx) => {
    if (value.confirmPassword !== value[field]) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'v.passwordMismatch' });
    }
  };
}

/** Register form fields (multipart; the optional image travels as `imageFile`). */
export const registerFieldsSchema = z
  .object({
    firstName: nameSchema,
    lastName: nameSchema,
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: textInput('v.required'),
    phoneNumber: saudiMobileSchema,
  })
  .superRefine(confirmMatches('password'));
export type RegisterFields = z.input<typeof registerFieldsSchema>;

export const loginBodySchema = z.object({
  email: emailSchema,
  password: existingPasswordSchema,
});
export type LoginBody = z.input<typeof loginBodySchema>;

export const forgetPasswordQuerySchema = z.object({ email: emailSchema });

export const otpSchema = textInput('v.required')
  .transform((value) => normalizeDigits(value).trim())
  .pipe(z.string().regex(/^\d{6}$/, { error: 'v.otp' }));

export const verifyOtpBodySchema = z.object({ email: emailSchema, otp: otpSchema });
export type VerifyOtpBody = z.input<typeof verifyOtpBodySchema>;

export const resetPasswordBodySchema = z
  .object({
    email: emailSchema,
    resetToken: requiredText(200),
    newPassword: passwordSchema,
    confirmPassword: textInput('v.required'),
  })
  .superRefine(confirmMatches('newPassword'));
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;

export const changePasswordBodySchema = z
  .object({
    currentPassword: existingPasswordSchema,
    newPassword: passwordSchema,
    confirmPassword: textInput('v.required'),
  })
  .superRefine(confirmMatches('newPassword'));
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

export const updateUserInfoFieldsSchema = z.object({
  firstName: nameSchema,
  lastName: nameSchema,
  phoneNumber: saudiMobileSchema,
});
export type UpdateUserInfoFields = z.input<typeof updateUserInfoFieldsSchema>;

export const listUsersQuerySchema = pageQuerySchema.extend({
  search: textInput().trim().max(100, { error: 'v.tooLong' }).optional(),
  role: z.preprocess((v) => (v === '' ? undefined : v), roleSchema.optional()),
});
export type ListUsersQuery = z.input<typeof listUsersQuerySchema>;

export const changeUserRoleQuerySchema = z.object({
  userId: idNumber(),
  newRole: roleSchema,
});

export const userSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  /** Null for an account made by signing in with a mobile number. */
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  /** The verified mobile the account signs in with (+9665XXXXXXXX), or null. */
  mobile: z.string().nullable(),
  imageUrl: z.string().nullable(),
  role: roleSchema,
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** Admin lists and details also carry the role as `userRole` (the specification's name). */
export const adminUserSchema = userSchema.extend({ userRole: roleSchema });
export type AdminUser = z.infer<typeof adminUserSchema>;

export const loginDataSchema = userSchema.extend({ token: z.string() });
export type LoginData = z.infer<typeof loginDataSchema>;

export const resetTokenDataSchema = z.object({ resetToken: z.string() });
export type ResetTokenData = z.infer<typeof resetTokenDataSchema>;

/** The 6-digit code from the text message (Arabic-Indic digits accepted). */
export const smsCodeSchema = textInput('v.required')
  .transform((value) => normalizeDigits(value).trim())
  .pipe(z.string().regex(/^\d{6}$/, { error: 'v.smsCode' }));

/** Asks for a sign-in code by text message; `mobile` in any Saudi spelling, stored as E.164. */
export const mobileCodeRequestBodySchema = z.object({ mobile: saudiMobileSchema });
export type MobileCodeRequestBody = z.input<typeof mobileCodeRequestBodySchema>;

/**
 * Signs in with the texted code; a number with no account yet creates a customer account, which
 * needs `name` (the first word becomes the first name, the rest the last name).
 */
export const mobileSignInBodySchema = z.object({
  mobile: saudiMobileSchema,
  code: smsCodeSchema,
  name: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    requiredText(100).optional(),
  ),
});
export type MobileSignInBody = z.input<typeof mobileSignInBodySchema>;

/** A signed-in account proves a mobile number with the texted code and signs in with it later. */
export const verifyMobileBodySchema = z.object({ mobile: saudiMobileSchema, code: smsCodeSchema });
export type VerifyMobileBody = z.input<typeof verifyMobileBodySchema>;
