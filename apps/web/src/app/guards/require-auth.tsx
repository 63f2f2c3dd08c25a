import { Navigate, Outlet, useLocation, useNavigation } from 'react-router';
import { LoadingScreen } from '../../components/loading-screen';
import { selectAuth } from '../auth/auth.slice';
import { useAppSelector } from '../hooks';
import { loginPathFor } from './login-redirect';

/** Pages of a signed-in customer; visitors go to the login page and come back afterwards. */
export function RequireAuth() {
  const { isAuthenticated, user, loading } = useAppSelector(selectAuth);
  const location = useLocation();
  const navigation = useNavigation();
  if (!isAuthenticated) {
    // Signed out by the shopper's own step (sign-out, a changed password), which is already
    // taking them elsewhere: that navigation decides, not a redirect back to this page's sign-in.
    // Preact runs the redirect's effect after the next paint, later than that navigation starts.
    if (navigation.state !== 'idle') return null;
    return <Navigate to={loginPathFor(location)} replace />;
  }
  // The token came from storage and its user is being fetched: wait rather than render half a page.
  if (!user && loading) return <LoadingScreen />;
  return <Outlet />;
}
