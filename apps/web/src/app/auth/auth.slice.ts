import type { Envelope, LoginData, Role, User } from '@dukkan/contracts';
import { createSlice } from '@reduxjs/toolkit';
import { isUnauthorizedRejection } from '../api-thunk';
import {
  addRequestStatusMatchers,
  initialRequestStatus,
  type RequestStatus,
} from '../request-status';
import { readStoredRole, readStoredToken } from './auth-storage';
import {
  authThunks,
  changePassword,
  createGuestAccount,
  fetchUserInfo,
  loginUser,
  mobileSignIn,
  registerUser,
  updateUserInfo,
  verifyMobile,
} from './auth.thunks';

export interface AuthState extends RequestStatus {
  user: User | null;
  token: string | null;
  role: Role | null;
  isAuthenticated: boolean;
}

/** Read when the store is created: a stored token means a signed-in session (its user info is fetched at start). */
export function loadAuthState(): AuthState {
  const token = readStoredToken();
  return {
    user: null,
    token,
    role: token ? readStoredRole() : null,
    isAuthenticated: Boolean(token),
    ...initialRequestStatus,
  };
}

function signOut(state: AuthState): void {
  state.user = null;
  state.token = null;
  state.role = null;
  state.isAuthenticated = false;
}

function signIn(state: AuthState, { payload }: { payload: Envelope<LoginData> }) {
  const { token, ...user } = payload.data;
  state.token = token;
  state.role = user.role;
  state.user = user;
  state.isAuthenticated = true;
}

export const authSlice = createSlice({
  name: 'auth',
  initialState: loadAuthState,
  reducers: {
    logout: signOut,
  },
  extraReducers: (builder) => {
    builder
      .addCase(loginUser.fulfilled, signIn)
      // A texted code signs in exactly as a password does.
      .addCase(mobileSignIn.fulfilled, signIn)
      // So does registering: the new shopper is not asked to type it all again.
      .addCase(registerUser.fulfilled, signIn)
      // And the account made from a guest's order.
      .addCase(createGuestAccount.fulfilled, signIn)
      .addCase(fetchUserInfo.fulfilled, (state, { payload }) => {
        state.user = payload.data;
        state.role = payload.data.role;
      })
      .addCase(updateUserInfo.fulfilled, (state, { payload }) => {
        state.user = payload.data;
      })
      // A mobile proved from the profile: the account now carries it.
      .addCase(verifyMobile.fulfilled, (state, { payload }) => {
        state.user = payload.data;
      })
      // The server invalidates the old token when the password changes, so the session ends here.
      .addCase(changePassword.fulfilled, signOut);
    // Unlike the list slices, auth has no stale requests to skip: an aborted one ends the
    // request like any rejection (loading off, no error, message or status code).
    addRequestStatusMatchers(builder, authThunks, { ignoreAborted: false })
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
