import { beforeEach, describe, expect, it } from 'vitest';
import { fetchUsers } from '../../dashboard/features/users/users.thunks';
import { stubFetch } from '../../testing/fetch-stub';
import { aUser, envelope, envelopeResponse, loginData } from '../../testing/fixtures';
import { installMemoryStorage, type MemoryStorage } from '../../testing/memory-storage';
import type { ApiError } from '../api-client';
import { AUTH_FALLBACK_MESSAGE, REGISTER_FALLBACK_MESSAGE } from '../api-thunk';
import { makeStore } from '../store';
import { authReducer, loadAuthState, logout, type AuthState } from './auth.slice';
import {
  authThunks,
  changePassword,
  fetchUserInfo,
  forgetPassword,
  loginUser,
  mobileSignIn,
  registerUser,
  resetPassword,
  updateUserInfo,
  verifyMobile,
  verifyOtp,
} from './auth.thunks';

const loginArg = { email: 'sara@example.com', password: 'secret123' };
const registerArg = {
  fields: {
    firstName: 'Sara',
    lastName: 'Alharbi',
    email: 'sara@example.com',
    password: 'secret123',
    confirmPassword: 'secret123',
    phoneNumber: '0551234567',
  },
};
const badRequest: ApiError = {
  message: 'E-mail: is required',
  statusCode: 400,
  data: { email: ['is required'] },
};
const unauthorized: ApiError = { message: 'Please sign in again', statusCode: 401, data: null };

function signedInState(overrides: Partial<AuthState> = {}): AuthState {
  return {
    ...loadAuthState(),
    user: aUser(),
    token: 'jwt-token',
    role: 'Customer',
    isAuthenticated: true,
    ...overrides,
  };
}

let storage: MemoryStorage;
beforeEach(() => {
  storage = installMemoryStorage();
});

describe('initial auth state', () => {
  it('is signed out when nothing is stored', () => {
    expect(authReducer(undefined, { type: 'init' })).toEqual({
      user: null,
      token: null,
      role: null,
      error: null,
      message: null,
      statusCode: null,
      isAuthenticated: false,
      loading: false,
    });
  });

  it('restores token and role from the two storage keys', () => {
    storage.setItem('token', 'stored-jwt');
    storage.setItem('role', 'Manager');
    expect(authReducer(undefined, { type: 'init' })).toMatchObject({
      token: 'stored-jwt',
      role: 'Manager',
      isAuthenticated: true,
      user: null,
    });
  });

  it('ignores a stored role that is not a known role', () => {
    storage.setItem('token', 'stored-jwt');
    storage.setItem('role', 'SuperUser');
    expect(authReducer(undefined, { type: 'init' }).role).toBeNull();
  });
});

describe('every auth thunk', () => {
  it.each(authThunks.map((thunk) => [thunk.typePrefix, thunk] as const))(
    '%s pending turns loading on and clears the error',
    (_name, thunk) => {
      const before = { ...loadAuthState(), error: badRequest };
      const state = authReducer(before, {
        type: thunk.pending.type,
        meta: { requestId: 'r', arg: undefined, requestStatus: 'pending' },
      });
      expect(state.loading).toBe(true);
      expect(state.error).toBeNull();
    },
  );

  it.each(authThunks.map((thunk) => [thunk.typePrefix, thunk] as const))(
    '%s rejected stores the error, its message and status code',
    (_name, thunk) => {
      const before = { ...loadAuthState(), loading: true };
      const state = authReducer(before, {
        type: thunk.rejected.type,
        payload: badRequest,
        error: { message: 'Rejected' },
        meta: {
          requestId: 'r',
          arg: undefined,
          requestStatus: 'rejected',
          rejectedWithValue: true,
          aborted: false,
          condition: false,
        },
      });
      expect(state).toMatchObject({
        loading: false,
        error: badRequest,
        message: badRequest.message,
        statusCode: 400,
      });
    },
  );
});

describe('mobile sign-in', () => {
  const mobileArg = { mobile: '+966551234567', code: '123456' };

  it('fulfilled signs in exactly as the e-mail login does, and keeps the session', () => {
    const data = loginData({ role: 'Customer', token: 'sms-jwt', email: null });
    const store = makeStore();
    store.dispatch(mobileSignIn.fulfilled(envelope(data, 'Signed in'), 'r', mobileArg));
    const { token: _token, ...user } = data;
    expect(store.getState().auth).toMatchObject({
      user,
      token: 'sms-jwt',
      role: 'Customer',
      message: 'Signed in',
      isAuthenticated: true,
      loading: false,
    });
    expect(storage.getItem('token')).toBe('sms-jwt');
  });

  it('rejected (a wrong code) keeps the visitor signed out with the server message', () => {
    const state = authReducer(undefined, mobileSignIn.rejected(null, 'r', mobileArg, badRequest));
    expect(state).toMatchObject({
      isAuthenticated: false,
      token: null,
      error: badRequest,
      message: badRequest.message,
    });
  });
});

describe('login', () => {
  it('fulfilled stores token, role and user and marks the session authenticated', () => {
    const data = loginData({ role: 'Admin', token: 'new-jwt' });
    const state = authReducer(
      { ...loadAuthState(), loading: true },
      loginUser.fulfilled(envelope(data, 'Welcome back'), 'r', loginArg),
    );
    const { token: _token, ...user } = data;
    expect(state).toEqual({
      user,
      token: 'new-jwt',
      role: 'Admin',
      error: null,
      message: 'Welcome back',
      statusCode: 200,
      isAuthenticated: true,
      loading: false,
    });
  });

  it('fulfilled writes token and role to localStorage', () => {
    const store = makeStore();
    store.dispatch(
      loginUser.fulfilled(envelope(loginData({ role: 'Manager', token: 'm-jwt' })), 'r', loginArg),
    );
    expect(storage.getItem('token')).toBe('m-jwt');
    expect(storage.getItem('role')).toBe('Manager');
  });

  it('rejected keeps the visitor signed out', () => {
    const state = authReducer(undefined, loginUser.rejected(null, 'r', loginArg, badRequest));
    expect(state).toMatchObject({
      isAuthenticated: false,
      token: null,
      error: badRequest,
      statusCode: 400,
    });
  });
});

describe('signing out', () => {
  it('logout clears the session and removes both keys', () => {
    storage.setItem('token', 'jwt-token');
    storage.setItem('role', 'Customer');
    const store = makeStore();
    store.dispatch(fetchUserInfo.fulfilled(envelope(aUser()), 'r'));
    store.dispatch(logout());
    expect(store.getState().auth).toMatchObject({
      user: null,
      token: null,
      role: null,
      isAuthenticated: false,
    });
    expect(storage.getItem('token')).toBeNull();
    expect(storage.getItem('role')).toBeNull();
    expect(storage.getItem('lang')).toBeNull();
  });

  it('a 401 from another slice signs out and removes both keys', () => {
    storage.setItem('token', 'jwt-token');
    storage.setItem('role', 'Admin');
    storage.setItem('lang', 'ar');
    const store = makeStore();
    store.dispatch(fetchUsers.rejected(null, 'r', { pageNumber: 1, pageSize: 10 }, unauthorized));
    expect(store.getState().auth).toMatchObject({
      user: null,
      token: null,
      role: null,
      isAuthenticated: false,
    });
    expect(storage.getItem('token')).toBeNull();
    expect(storage.getItem('role')).toBeNull();
    expect(storage.getItem('lang')).toBe('ar');
  });

  it('a 401 answered by the server to a real users call signs out', async () => {
    storage.setItem('token', 'expired-jwt');
    storage.setItem('role', 'Admin');
    stubFetch(() => envelopeResponse(envelope(null, 'Your session has expired', 401)));
    const store = makeStore();
    await store.dispatch(fetchUsers({ pageNumber: 1, pageSize: 10 }));
    expect(store.getState().auth.isAuthenticated).toBe(false);
    expect(storage.getItem('token')).toBeNull();
  });

  it('other failures of other slices keep the session', () => {
    const state = authReducer(
      signedInState(),
      fetchUsers.rejected(
        null,
        'r',
        { pageNumber: 1, pageSize: 10 },
        { message: 'Forbidden', statusCode: 403, data: null },
      ),
    );
    expect(state).toMatchObject({ isAuthenticated: true, token: 'jwt-token' });
  });

  it('a 401 while fetching the user info signs out', () => {
    const state = authReducer(
      signedInState(),
      fetchUserInfo.rejected(null, 'r', undefined, unauthorized),
    );
    expect(state).toMatchObject({
      isAuthenticated: false,
      token: null,
      user: null,
      statusCode: 401,
    });
  });

  it('a successful password change signs out and removes both keys', () => {
    storage.setItem('token', 'jwt-token');
    storage.setItem('role', 'Customer');
    const store = makeStore();
    const body = {
      currentPassword: 'old12345',
      newPassword: 'new12345',
      confirmPassword: 'new12345',
    };
    store.dispatch(changePassword.fulfilled(envelope(null, 'Password changed'), 'r', body));
    expect(store.getState().auth).toMatchObject({
      user: null,
      token: null,
      role: null,
      isAuthenticated: false,
      message: 'Password changed',
      statusCode: 200,
    });
    expect(storage.getItem('token')).toBeNull();
    expect(storage.getItem('role')).toBeNull();
  });
});

describe('user info', () => {
  it('get-user-info fulfilled stores the user and its current role', () => {
    storage.setItem('token', 'jwt-token');
    storage.setItem('role', 'Customer');
    const store = makeStore();
    store.dispatch(fetchUserInfo.fulfilled(envelope(aUser({ role: 'Manager' })), 'r'));
    expect(store.getState().auth).toMatchObject({
      user: aUser({ role: 'Manager' }),
      role: 'Manager',
      loading: false,
    });
    expect(storage.getItem('role')).toBe('Manager');
    expect(storage.getItem('token')).toBe('jwt-token');
  });

  it('update-user-info fulfilled replaces the user', () => {
    const updated = aUser({ firstName: 'Noura', imageUrl: '/media/users/new-800.webp' });
    const state = authReducer(
      signedInState(),
      updateUserInfo.fulfilled(envelope(updated, 'Saved'), 'r', {
        fields: { firstName: 'Noura', lastName: 'Alharbi', phoneNumber: '0551234567' },
      }),
    );
    expect(state).toMatchObject({ user: updated, message: 'Saved', isAuthenticated: true });
  });

  it('verify mobile fulfilled replaces the user with the one carrying the mobile', () => {
    const updated = aUser({ mobile: '+966551234567' });
    const state = authReducer(
      signedInState(),
      verifyMobile.fulfilled(envelope(updated, 'Mobile number verified'), 'r', {
        mobile: '0551234567',
        code: '123456',
      }),
    );
    expect(state).toMatchObject({
      user: updated,
      message: 'Mobile number verified',
      isAuthenticated: true,
    });
  });
});

describe('calls that only report back', () => {
  it('register fulfilled signs the new shopper in, as a login does', () => {
    const data = loginData({ token: 'new-jwt' });
    const state = authReducer(
      undefined,
      registerUser.fulfilled(envelope(data, 'Account created', 201), 'r', registerArg),
    );
    const { token: _token, ...user } = data;
    expect(state).toMatchObject({
      message: 'Account created',
      statusCode: 201,
      isAuthenticated: true,
      token: 'new-jwt',
      user,
    });
  });

  it('forget-password, verify-otp and reset-password fulfilled store message and status', () => {
    let state = authReducer(
      undefined,
      forgetPassword.fulfilled(envelope(null, 'Code sent'), 'r', 'a@b.sa'),
    );
    expect(state).toMatchObject({ message: 'Code sent', statusCode: 200 });
    state = authReducer(
      state,
      verifyOtp.fulfilled(envelope({ resetToken: 't' }, 'Code verified'), 'r', {
        email: 'a@b.sa',
        otp: '123456',
      }),
    );
    expect(state).toMatchObject({ message: 'Code verified', isAuthenticated: false });
    state = authReducer(
      state,
      resetPassword.fulfilled(envelope(null, 'Password reset'), 'r', {
        email: 'a@b.sa',
        resetToken: 't',
        newPassword: 'new12345',
        confirmPassword: 'new12345',
      }),
    );
    expect(state).toMatchObject({ message: 'Password reset', statusCode: 200, loading: false });
  });
});

describe('fallback messages', () => {
  it('auth calls fall back to the Arabic message with status 500 when the server sends none', async () => {
    stubFetch(() => new Response('upstream error', { status: 502 }));
    const store = makeStore();
    await store.dispatch(loginUser(loginArg));
    expect(store.getState().auth).toMatchObject({
      message: AUTH_FALLBACK_MESSAGE,
      statusCode: 500,
      error: { message: AUTH_FALLBACK_MESSAGE, statusCode: 500, data: null },
      loading: false,
    });
    expect(AUTH_FALLBACK_MESSAGE).toBe('حدث خطأ غير متوقع. يرجى المحاولة مرة أخرى.');
  });

  it('register falls back to "Something went wrong"', async () => {
    stubFetch(() => new Response('', { status: 500 }));
    const store = makeStore();
    await store.dispatch(registerUser(registerArg));
    expect(store.getState().auth).toMatchObject({
      message: REGISTER_FALLBACK_MESSAGE,
      statusCode: 500,
    });
    expect(REGISTER_FALLBACK_MESSAGE).toBe('Something went wrong');
  });

  it('the server’s own message wins over the fallback', async () => {
    stubFetch(() => envelopeResponse(envelope(null, 'Wrong e-mail or password', 401)));
    const store = makeStore();
    await store.dispatch(loginUser(loginArg));
    expect(store.getState().auth).toMatchObject({
      message: 'Wrong e-mail or password',
      statusCode: 401,
    });
  });
});
