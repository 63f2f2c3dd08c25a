import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '../../components/loading-screen';
import { selectAuth } from '../auth/auth.slice';
import { useAppSelector } from '../hooks';
import { useNavigationPending } from '../navigation-pending';
import { loginPathFor } from './login-redirect';

/** Pages of a signed-in customer; visitors go to the login page and come back afterwards. */
export function RequireAuth() {
  const { isAuthenticated, user, loading } = useAppSelector(selectAuth);
  const location = useLocation();
  const navigating = useNavigationPending();
  if (!isAuthenticated) {
    // Signed out by the shopper's own step (sign-out, a changed password), which is already taking
    // them elsewhere while its screen downloads: that navigation decides, not a redirect back here.
    if (navigating) return null;
    return <Navigate to={loginPathFor(location)} replace />;
  }
  // The token came from storage and its user is being fetched: wait rather than render half a page.
  if (!user && loading) return <LoadingScreen />;
  return <Outlet />;
}
