import { useRoutes } from 'react-router';
import { dashboardRoutes } from './dashboard.routes';

/**
 * Everything under `/dashboard/`, loaded the first time a dashboard address is opened: the route
 * table with its guards, then the matched screen's own chunk.
 */
export default function DashboardApp() {
  return useRoutes([dashboardRoutes]);
}
