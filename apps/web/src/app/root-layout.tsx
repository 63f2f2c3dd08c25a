import { Outlet } from 'react-router';
import { RouteProgress } from '../components/route-progress';

/**
 * Wraps both areas with the navigation progress bar. Scroll restoration lives with each area's
 * screen (`PageOutlet`), so it runs once that screen is rendered.
 */
export function RootLayout() {
  return (
    <>
      <RouteProgress />
      <Outlet />
    </>
  );
}
