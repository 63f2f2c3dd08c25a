import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LoadingScreen } from '../components/loading-screen';
import { RouteProgress } from '../components/route-progress';
import { RouteErrorBoundary } from './route-error-boundary';

/**
 * Wraps both areas: the navigation progress bar, the error screen for a screen that fails, and
 * the loading screen a first render shows while its screen's code arrives (later navigations keep
 * the current screen instead, see language-router.tsx).
 */
export function RootLayout() {
  return (
    <>
      <RouteProgress />
      <RouteErrorBoundary>
        <Suspense fallback={<LoadingScreen fullPage />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
    </>
  );
}
