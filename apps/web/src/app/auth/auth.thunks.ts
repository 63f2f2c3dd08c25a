import type {
  ChangePasswordBody,
  LoginBody,
  LoginData,
  MobileSignInBody,
  ResetPasswordBody,
  ResetTokenData,
  User,
  VerifyMobileBody,
  VerifyOtpBody,
} from '@dukkan/contracts';
import { AUTH_FALLBACK_MESSAGE, REGISTER_FALLBACK_MESSAGE, createApiThunk } from '../api-thunk';
import { guestOrderApi } from '../../shopping/guest-orders.api';
import { accountApi, type RegisterInput, type UpdateUserInfoInput } from './auth.api';

/** Creates the account and signs it in (the answer is the login's). */
export const registerUser = createApiThunk<LoginData, RegisterInput>(
  'auth/register',
  accountApi.register,
  REGISTER_FALLBACK_MESSAGE,
);

/** Creates the account from a guest's order (decision 022) and signs it in (the login's answer). */
export const createGuestAccount = createApiThunk<
  LoginData,
  { orderId: number; token: string; password: string }
>('auth/createGuestAccount', guestOrderApi.createAccount, REGISTER_FALLBACK_MESSAGE);

export const loginUser = createApiThunk<LoginData, LoginBody>(
  'auth/login',
  accountApi.login,
  AUTH_FALLBACK_MESSAGE,
);

export const requestMobileCode = createApiThunk<null, string>(
  'auth/requestMobileCode',
  accountApi.requestMobileCode,
  AUTH_FALLBACK_MESSAGE,
);

/** Signs in (or signs up) with the texted code; the answer is the e-mail login's. */
export const mobileSignIn = createApiThunk<LoginData, MobileSignInBody>(
  'auth/mobileSignIn',
  accountApi.mobileSignIn,
  AUTH_FALLBACK_MESSAGE,
);

/** Adds (or replaces) the account's sign-in mobile with the texted code; answers the user. */
export const verifyMobile = createApiThunk<User, VerifyMobileBody>(
  'auth/verifyMobile',
  accountApi.verifyMobile,
  AUTH_FALLBACK_MESSAGE,
);

export const fetchUserInfo = createApiThunk<User>(
  'auth/getUserInfo',
  (_arg, signal) => accountApi.getUserInfo(signal),
  AUTH_FALLBACK_MESSAGE,
);

export const updateUserInfo = createApiThunk<User, UpdateUserInfoInput>(
  'auth/updateUserInfo',
  accountApi.updateUserInfo,
  AUTH_FALLBACK_MESSAGE,
);

export const changePassword = createApiThunk<null, ChangePasswordBody>(
  'auth/changePassword',
  accountApi.changePassword,
  AUTH_FALLBACK_MESSAGE,
);

export const forgetPassword = createApiThunk<null, string>(
  'auth/forgetPassword',
  accountApi.forgetPassword,
  AUTH_FALLBACK_MESSAGE,
);

export const verifyOtp = createApiThunk<ResetTokenData, VerifyOtpBody>(
  'auth/verifyOtp',
  accountApi.verifyOtp,
  AUTH_FALLBACK_MESSAGE,
);

export const resetPassword = createApiThunk<null, ResetPasswordBody>(
  'auth/resetPassword',
  accountApi.resetPassword,
  AUTH_FALLBACK_MESSAGE,
);

/** Every call of this slice; the slice's pending/fulfilled/rejected bookkeeping covers all of them. */
export const authThunks = [
  registerUser,
  createGuestAccount,
  loginUser,
  requestMobileCode,
  mobileSignIn,
  verifyMobile,
  fetchUserInfo,
  updateUserInfo,
  changePassword,
  forgetPassword,
  verifyOtp,
  resetPassword,
] as const;
