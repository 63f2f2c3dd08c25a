import { selectAuth, type AuthState } from './auth/auth.slice';
import { useAppSelector } from './hooks';
import { initialRequestStatus } from './request-status';
import { useIsHydrated } from './ssr/hydration';

const VISITOR: AuthState = {
  user: null,
  token: null,
  role: null,
  isAuthenticated: false,
  ...initialRequestStatus,
};

/**
 * The session as the storefront shows it: a visitor's until the page is hydrated (the server
 * never sees the stored token, and one cached page serves everyone), then the real one.
 */
export function useSession(): AuthState {
  const auth = useAppSelector(selectAuth);
  return useIsHydrated() ? auth : VISITOR;
}
