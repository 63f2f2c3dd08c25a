import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

type ScreenModule = { default: ComponentType };

/**
 * A route's `lazy` definition from a module whose default export is the screen. The router
 * fetches the code when the route is first matched; meanwhile the root's fallback (first load)
 * or the progress bar (later navigations) is shown.
 */
export function lazyScreen(load: () => Promise<ScreenModule>): NonNullable<RouteObject['lazy']> {
  return { Component: async () => (await load()).default };
}
