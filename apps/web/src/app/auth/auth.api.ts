import type {
  ChangePasswordBody,
  LoginBody,
  LoginData,
  MobileSignInBody,
  RegisterFields,
  ResetPasswordBody,
  ResetTokenData,
  UpdateUserInfoFields,
  User,
  VerifyMobileBody,
  VerifyOtpBody,
} from '@dukkan/contracts';
import { apiRequest } from '../api-client';

export interface RegisterInput {
  fields: RegisterFields;
  imageFile?: File | null;
}

export interface UpdateUserInfoInput {
  fields: UpdateUserInfoFields;
  imageFile?: File | null;
}

function toFormData(fields: Record<string, string>, imageFile?: File | null): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (imageFile) form.append('imageFile', imageFile);
  return form;
}

export const accountApi = {
  register: ({ fields, imageFile }: RegisterInput, signal?: AbortSignal) =>
    apiRequest<LoginData>('/Account/register', {
      method: 'POST',
      body: toFormData({ ...fields }, imageFile),
      signal,
    }),

  login: (body: LoginBody, signal?: AbortSignal) =>
    apiRequest<LoginData>('/Account/login', { method: 'POST', body, signal }),

  requestMobileCode: (mobile: string, signal?: AbortSignal) =>
    apiRequest<null>('/Account/mobile/request-code', {
      method: 'POST',
      body: { mobile },
      signal,
    }),

  mobileSignIn: (body: MobileSignInBody, signal?: AbortSignal) =>
    apiRequest<LoginData>('/Account/mobile/sign-in', { method: 'POST', body, signal }),

  /** A signed-in shopper proves a mobile with its texted code; it then signs in to the account. */
  verifyMobile: (body: VerifyMobileBody, signal?: AbortSignal) =>
    apiRequest<User>('/Account/mobile/verify', { method: 'POST', body, signal }),

  getUserInfo: (signal?: AbortSignal) => apiRequest<User>('/Account/get-user-info', { signal }),

  // JSON unless a new picture is sent; the API accepts both for this call.
  updateUserInfo: ({ fields, imageFile }: UpdateUserInfoInput, signal?: AbortSignal) =>
    apiRequest<User>('/Account/update-user-info', {
      method: 'PUT',
      body: imageFile ? toFormData({ ...fields }, imageFile) : fields,
      signal,
    }),

  changePassword: (body: ChangePasswordBody, signal?: AbortSignal) =>
    apiRequest<null>('/Account/change-password', { method: 'POST', body, signal }),

  forgetPassword: (email: string, signal?: AbortSignal) =>
    apiRequest<null>('/Account/forget-password', { method: 'POST', query: { email }, signal }),

  verifyOtp: (body: VerifyOtpBody, signal?: AbortSignal) =>
    apiRequest<ResetTokenData>('/Account/verify-otp', { method: 'POST', body, signal }),

  resetPassword: (body: ResetPasswordBody, signal?: AbortSignal) =>
    apiRequest<null>('/Account/reset-password', { method: 'POST', body, signal }),
};
