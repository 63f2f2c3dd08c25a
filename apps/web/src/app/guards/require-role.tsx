import type { Role } from '@dukkan/contracts';
import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '../../components/loading-screen';
import { selectAuth } from '../auth/auth.slice';
import { useAppSelector } from '../hooks';
import { useNavigationPending } from '../navigation-pending';
import { loginPathFor } from './login-redirect';

interface RequireRoleProps {
  roles: readonly Role[];
}

/**
 * Signed out → login (and back here afterwards); signed in with another role → /unauthorized.
 * The role is known from storage at start, so the decision never waits for the user info; only
 * rendering an allowed area waits for it, because its screens show the user.
 */
export function RequireRole({ roles }: RequireRoleProps) {
  const { isAuthenticated, role, user, loading } = useAppSelector(selectAuth);
  const location = useLocation();
  const navigating = useNavigationPending();
  if (!isAuthenticated) {
    // Signed out by the staff member's own step (sign-out, a changed password), which is already taking
    // them elsewhere while its screen downloads: that navigation decides, not a redirect back here.
    if (navigating) return null;
    return <Navigate to={loginPathFor(location)} replace />;
  }
  if (!role) return loading ? <LoadingScreen fullPage /> : <Navigate to="/unauthorized" replace />;
  if (!roles.includes(role)) return <Navigate to="/unauthorized" replace />;
  if (!user && loading) return <LoadingScreen fullPage />;
  return <Outlet />;
}
