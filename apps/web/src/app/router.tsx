import { createBrowserRouter, type RouteObject } from 'react-router';
import { dashboardRoutes } from '../dashboard/dashboard.routes';
import { storefrontRoutes } from '../storefront/storefront.routes';
import { LoadingScreen } from '../components/loading-screen';
import { RouteError } from '../components/route-error';
import { copyRoutes } from './copy-routes';
import { RootLayout } from './root-layout';

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // Shown while the first screen's code arrives.
    hydrateFallbackElement: <LoadingScreen fullPage />,
    children: [storefrontRoutes, dashboardRoutes],
  },
];

/**
 * The browser's router under the language's prefix (`/ar`, `/en`): links inside the app stay
 * `/shop`, `/product/5`, and the address carries the language for sharing and search engines.
 */
export function createAppRouter(basename: string) {
  return createBrowserRouter(copyRoutes(routes), { basename });
}
