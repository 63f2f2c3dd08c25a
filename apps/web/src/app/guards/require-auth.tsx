import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '../../components/loading-screen';
import { selectAuth } from '../auth/auth.slice';
import { useAppSelector } from '../hooks';
import { loginPathFor } from './login-redirect';

/** Pages of a signed-in customer; visitors go to the login page and come back afterwards. */
export function RequireAuth() {
  const { isAuthenticated, user, loading } = useAppSelector(selectAuth);
  const location = useLocation();
  if (!isAuthenticated) return <Navigate to={loginPathFor(location)} replace />;
  // The token came from storage and its user is being fetched: wait rather than render half a page.
  if (!user && loading) return <LoadingScreen />;
  return <Outlet />;
}
