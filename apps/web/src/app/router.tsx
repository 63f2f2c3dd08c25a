import { matchRoutes, useRoutes, type Location, type RouteObject } from 'react-router';
import { storefrontRoutes } from '../storefront/storefront.routes';
import { isLazyScreen, lazyScreen } from './lazy-screen';
import { RootLayout } from './root-layout';

/**
 * Both areas under the root layout (progress bar, error boundary, loading screen). The router
 * runs in its declarative mode: routes match and render with React Router's components, while
 * history, the progress bar, scroll restoration and lazy screens are the app's own
 * (language-router.tsx, lazy-screen.tsx), which keeps its data router's code (the larger half of
 * the library) out of a phone's first load.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      storefrontRoutes,
      // The dashboard's own table comes with its code: a shopper's page carries none of it.
      { path: '/dashboard/*', Component: lazyScreen(() => import('../dashboard/dashboard-app')) },
    ],
  },
];

/** The route table, rendered for the current location. */
export function AppRoutes({ routes: table = routes }: { routes?: RouteObject[] }) {
  return useRoutes(table);
}

/**
 * Fetches the code of the screens `location` matches, so the first render (a hydration, or the
 * server's) shows them instead of the loading screen, and a navigation shows its new screen
 * whole. A screen that routes further (the dashboard) has the screens under it fetched next.
 */
export async function loadMatchedScreens(
  table: RouteObject[],
  location: Partial<Location> | string,
  basename: string,
): Promise<RouteObject[]> {
  const matches = matchRoutes(table, location, basename) ?? [];
  const routes = matches.map(({ route }) => route);
  const nested = await Promise.all(
    matches.map(async ({ route, pathnameBase }) => {
      if (!isLazyScreen(route.Component)) return [];
      await route.Component.load();
      const below = route.Component.nestedRoutes();
      return below.length
        ? loadMatchedScreens(below, location, joinPaths(basename, pathnameBase))
        : [];
    }),
  );
  return [...routes, ...nested.flat()];
}

/**
 * Whether every screen `location` matches has its code (nested tables included), so a
 * navigation can show it at once.
 */
export function matchedScreensReady(
  table: RouteObject[],
  location: Partial<Location> | string,
  basename: string,
): boolean {
  return (matchRoutes(table, location, basename) ?? []).every(({ route, pathnameBase }) => {
    if (!isLazyScreen(route.Component)) return true;
    if (!route.Component.ready()) return false;
    const below = route.Component.nestedRoutes();
    return !below.length || matchedScreensReady(below, location, joinPaths(basename, pathnameBase));
  });
}

function joinPaths(basename: string, pathnameBase: string): string {
  return `${basename}/${pathnameBase}`.replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1');
}
