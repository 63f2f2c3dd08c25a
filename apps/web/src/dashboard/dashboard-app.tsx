import { useRoutes, type RouteObject } from 'react-router';
import { dashboardRoutes } from './dashboard.routes';

/**
 * The table under `/dashboard/`, with its guards. The router fetches the matched screen's chunk
 * ahead of a navigation from it (loadMatchedScreens), so a dashboard page changes whole.
 */
export const routes: RouteObject[] = [dashboardRoutes];

/** Everything under `/dashboard/`, loaded the first time a dashboard address is opened. */
export default function DashboardApp() {
  return useRoutes(routes);
}
