import type { UnknownAction } from '@reduxjs/toolkit';
import { isUnauthorizedRejection } from '../api-thunk';
import { logout } from './auth.slice';
import { changePassword } from './auth.thunks';

/**
 * The shopper's session is over: signed out, the password changed (the server revoked the token)
 * or any call answered 401. Slices holding the shopper's own data (cart, wishlist, coupons) empty
 * themselves on it, so the next account never sees the previous one's.
 */
export function isSessionEnded(action: UnknownAction): boolean {
  return (
    logout.match(action) ||
    changePassword.fulfilled.match(action) ||
    isUnauthorizedRejection(action)
  );
}
