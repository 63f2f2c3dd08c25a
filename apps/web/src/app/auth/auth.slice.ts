import type { Role, User } from '@dukkan/contracts';
import { createSlice, isFulfilled, isPending, isRejected } from '@reduxjs/toolkit';
import type { ApiError } from '../api-client';
import { isUnauthorizedRejection } from '../api-thunk';
import { readStoredRole, readStoredToken } from './auth-storage';
import {
  authThunks,
  changePassword,
  fetchUserInfo,
  loginUser,
  updateUserInfo,
} from './auth.thunks';

export interface AuthState {
  user: User | null;
  token: string | null;
  role: Role | null;
  error: ApiError | null;
  message: string | null;
  statusCode: number | null;
  isAuthenticated: boolean;
  loading: boolean;
}

/** Read when the store is created: a stored token means a signed-in session (its user info is fetched at start). */
export function loadAuthState(): AuthState {
  const token = readStoredToken();
  return {
    user: null,
    token,
    role: token ? readStoredRole() : null,
    error: null,
    message: null,
    statusCode: null,
    isAuthenticated: Boolean(token),
    loading: false,
  };
}

function signOut(state: AuthState): void {
  state.user = null;
  state.token = null;
  state.role = null;
  state.isAuthenticated = false;
}

export const authSlice = createSlice({
  name: 'auth',
  initialState: loadAuthState,
  reducers: {
    logout: signOut,
  },
  extraReducers: (builder) => {
    builder
      .addCase(loginUser.fulfilled, (state, { payload }) => {
        const { token, ...user } = payload.data;
        state.token = token;
        state.role = user.role;
        state.user = user;
        state.isAuthenticated = true;
      })
      .addCase(fetchUserInfo.fulfilled, (state, { payload }) => {
        state.user = payload.data;
        state.role = payload.data.role;
      })
      .addCase(updateUserInfo.fulfilled, (state, { payload }) => {
        state.user = payload.data;
      })
      // The server invalidates the old token when the password changes, so the session ends here.
      .addCase(changePassword.fulfilled, signOut)
      .addMatcher(isPending(...authThunks), (state) => {
        state.loading = true;
        state.error = null;
      })
      .addMatcher(isFulfilled(...authThunks), (state, { payload }) => {
        state.loading = false;
        state.error = null;
        state.message = payload.message;
        state.statusCode = payload.statusCode;
      })
      .addMatcher(isRejected(...authThunks), (state, action) => {
        state.loading = false;
        const error = action.payload ?? null;
        state.error = error;
        state.message = error?.message ?? null;
        state.statusCode = error?.statusCode ?? null;
      })
      // Any slice's call answered 401: the token is missing, expired or revoked.
      .addMatcher(isUnauthorizedRejection, signOut);
  },
  selectors: {
    selectAuth: (state) => state,
    selectCurrentUser: (state) => state.user,
    selectRole: (state) => state.role,
  },
});

export const { logout } = authSlice.actions;
export const { selectAuth, selectCurrentUser, selectRole } = authSlice.selectors;
export const authReducer = authSlice.reducer;
