import { createListenerMiddleware } from '@reduxjs/toolkit';
import type { AuthState } from './auth.slice';
import { isUnauthorizedRejection } from '../api-thunk';
import { notify } from '../../lib/notify';
import { clearStoredSession, storeSession } from './auth-storage';

interface WithAuth {
  auth: AuthState;
}

/**
 * Mirrors the session into localStorage after any action changed token or role. Keeping the
 * writes here (not in reducers) keeps reducers pure while every path — login, logout, a 401 from
 * any slice, a password change — ends in the same two keys being written or removed.
 */
export function createAuthPersistence() {
  const persistence = createListenerMiddleware();
  persistence.startListening({
    predicate: (_action, current, previous) => {
      const now = (current as WithAuth).auth;
      const before = (previous as WithAuth).auth;
      return now.token !== before.token || now.role !== before.role;
    },
    effect: (_action, api) => {
      const { token, role } = (api.getState() as WithAuth).auth;
      if (token && role) storeSession(token, role);
      else if (!token) clearStoredSession();
    },
  });
  // A signed-in session ended by the server (revoked or expired token): say so, instead of the
  // visitor silently finding themself signed out. Failed sign-ins (no session yet) are left to
  // the login form.
  persistence.startListening({
    predicate: (action, _current, previous) =>
      isUnauthorizedRejection(action) && Boolean((previous as WithAuth).auth.token),
    effect: (action) => notify.error((action as { payload?: unknown }).payload),
  });
  return persistence;
}
